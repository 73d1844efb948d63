// Produces agent traces with the real OpenTelemetry JS SDK and a real OTLP exporter, so the readers
// are checked against a real producer's bytes, not only against our own writer.
import { SpanKind, SpanStatusCode, context, trace, type Tracer } from '@opentelemetry/api';
import { OTLPTraceExporter as JsonExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { OTLPTraceExporter as ProtoExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';

export type Encoding = 'json' | 'protobuf';

// Steps of a real agent are milliseconds apart; the SDK's clock has millisecond start times.
export const step = () => new Promise((r) => setTimeout(r, 3));

/** Runs `body` with a tracer whose spans go to `url` through the chosen real exporter. */
export async function exportWith(
  url: string,
  opts: { encoding: Encoding; resource: Record<string, string>; gzip?: boolean },
  body: (tracer: Tracer) => Promise<void>,
): Promise<void> {
  const config = { url, compression: opts.gzip ? ('gzip' as any) : ('none' as any) };
  const exporter = opts.encoding === 'json' ? new JsonExporter(config) : new ProtoExporter(config);
  const provider = new TracerProvider({
    resource: resourceFromAttributes(opts.resource),
    spanProcessors: [new BatchSpanProcessor({ exporter })],
  });
  await body(provider.getTracer('test-agent', '1.0.0'));
  await provider.forceFlush();
  await provider.shutdown();
}

/** One agent run (input, a failed and a successful tool call, an answer) in the latest GenAI attributes. */
export async function exportAgentRun(
  url: string,
  opts: { encoding: Encoding; sessionId: string; gzip?: boolean },
): Promise<void> {
  await exportWith(
    url,
    { ...opts, resource: { 'service.name': 'travel-agent', 'session.id': opts.sessionId } },
    async (tracer) => {
      const input = 'Find me a flight from SFO to JFK on May 20 and book it.';
      const answer = 'I could not search flights: the search service timed out. Please try again in a few minutes.';
      const agent = tracer.startSpan('invoke_agent travel', {
        kind: SpanKind.INTERNAL,
        attributes: {
          'gen_ai.operation.name': 'invoke_agent',
          'gen_ai.agent.name': 'travel',
          'gen_ai.input.messages': JSON.stringify([{ role: 'user', parts: [{ type: 'text', content: input }] }]),
          'gen_ai.system_instructions': JSON.stringify([{ type: 'text', content: 'You book flights.' }]),
          'gen_ai.tool.definitions': JSON.stringify([{ name: 'search_flights' }, { name: 'book_flight' }]),
        },
      });
      const ctx = trace.setSpan(context.active(), agent);
      const chat1 = tracer.startSpan(
        'chat policy',
        {
          attributes: {
            'gen_ai.operation.name': 'chat',
            'gen_ai.usage.input_tokens': 120,
            'gen_ai.usage.output_tokens': 15,
          },
        },
        ctx,
      );
      chat1.setAttribute(
        'gen_ai.output.messages',
        JSON.stringify([
          {
            role: 'assistant',
            parts: [{ type: 'tool_call', id: 'c1', name: 'search_flights', arguments: { from: 'SFO', to: 'JFK' } }],
          },
        ]),
      );
      chat1.end();
      await step();
      const tool = tracer.startSpan(
        'execute_tool search_flights',
        {
          attributes: {
            'gen_ai.operation.name': 'execute_tool',
            'gen_ai.tool.name': 'search_flights',
            'gen_ai.tool.call.id': 'c1',
            'gen_ai.tool.call.arguments': JSON.stringify({ from: 'SFO', to: 'JFK', date: '2026-05-20' }),
            'error.type': 'TimeoutError',
            'agent_chaos.fault': 'timeout',
          },
        },
        ctx,
      );
      tool.recordException({ name: 'TimeoutError', message: 'Tool call timed out after 30s' });
      tool.setStatus({ code: SpanStatusCode.ERROR, message: 'Tool call timed out after 30s' });
      tool.end();
      await step();
      const ok = tracer.startSpan(
        'execute_tool get_time',
        {
          attributes: {
            'gen_ai.operation.name': 'execute_tool',
            'gen_ai.tool.name': 'get_time',
            'gen_ai.tool.call.result': '{"now":"09:00"}',
            'gen_ai.tool.call.arguments': '{}',
          },
        },
        ctx,
      );
      ok.end();
      await step();
      const chat2 = tracer.startSpan(
        'chat policy',
        {
          attributes: {
            'gen_ai.operation.name': 'chat',
            'gen_ai.usage.input_tokens': 200,
            'gen_ai.usage.output_tokens': 30,
          },
        },
        ctx,
      );
      chat2.setAttribute(
        'gen_ai.output.messages',
        JSON.stringify([{ role: 'assistant', parts: [{ type: 'text', content: answer }] }]),
      );
      chat2.end();
      await step();
      agent.setAttribute(
        'gen_ai.output.messages',
        JSON.stringify([{ role: 'assistant', parts: [{ type: 'text', content: answer }] }]),
      );
      agent.end();
    },
  );
}
