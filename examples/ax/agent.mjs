// A travel agent on Ax (ax() with one function), traced by Ax's own OpenTelemetry spans (a tracer in
// the AI's options and in forward()) over OTLP/HTTP to OTEL_EXPORTER_OTLP_ENDPOINT (set by
// agent-chaos for each run). The function is wrapped with agent-chaos/chaos so the case's faults
// reach it. Ax records no content in its spans (no prompt, argument, result or answer), so the
// function writes its arguments and result on its own span (Ax's "Tool: <name>" span is the active
// one while the function runs); agent-chaos takes the input from the case and the answer from stdout.
import { ai, ax } from '@ax-llm/ax';
import { context, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { detectResources, envDetector } from '@opentelemetry/resources';
import { BatchSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
import { wrapTools } from 'agent-chaos/chaos';

context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
const provider = new TracerProvider({ resource: detectResources({ detectors: [envDetector] }), spanProcessors: [new BatchSpanProcessor({ exporter: new OTLPTraceExporter() })] });
const tracer = provider.getTracer('travel-agent');

const tools = wrapTools({
  search_flights: async ({ origin, destination, date }) => ({ flights: [{ flight: 'UA 1234', airline: 'United', departs: '08:15', price: 189, origin, destination, date }] }),
});
const llm = ai({ name: 'openai', apiKey: process.env.OPENAI_API_KEY, apiURL: process.env.OPENAI_BASE_URL, config: { model: 'gpt-4.1-mini', stream: false }, options: { tracer } });
const agent = ax('question:string -> answer:string', {
  description: 'You find flights.',
  functions: [
    {
      name: 'search_flights',
      description: 'Search flights between two airports on a date (YYYY-MM-DD)',
      parameters: { type: 'object', properties: { origin: { type: 'string' }, destination: { type: 'string' }, date: { type: 'string' } }, required: ['origin', 'destination', 'date'] },
      // Ax rethrows a function's error and ends forward(): the error goes back to the model instead.
      func: async (args) => {
        let result;
        try {
          result = await tools.search_flights(args);
        } catch (e) {
          result = { error: `${e.name}: ${e.message}` };
        }
        // What Ax leaves out: the call's content, on the call's own span.
        trace.getActiveSpan()?.setAttributes({
          'gen_ai.tool.call.arguments': JSON.stringify(args),
          'gen_ai.tool.call.result': JSON.stringify(result),
        });
        return result;
      },
    },
  ],
});
const out = await agent.forward(llm, { question: process.env.AGENT_CHAOS_INPUT }, { tracer });
console.log(out.answer);
await provider.shutdown();
