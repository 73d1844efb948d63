// A travel agent as a plain Anthropic SDK tool loop traced by OpenInference's Anthropic
// instrumentation over OTLP/HTTP to OTEL_EXPORTER_OTLP_ENDPOINT (set by agent-chaos for each run).
// The instrumentation traces the model calls only: agent-chaos rebuilds the tool calls from the
// conversation those spans carry. A tool that throws goes back to the model as a tool_result with
// is_error, as Anthropic's docs say. Tools are wrapped with agent-chaos/chaos so the case's faults reach them.
import * as anthropic from '@anthropic-ai/sdk';
import { AnthropicInstrumentation } from '@arizeai/openinference-instrumentation-anthropic';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { detectResources, envDetector } from '@opentelemetry/resources';
import { BatchSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
import { wrapTools } from 'agent-chaos/chaos';

const provider = new TracerProvider({ resource: detectResources({ detectors: [envDetector] }), spanProcessors: [new BatchSpanProcessor({ exporter: new OTLPTraceExporter() })] });
const instrumentation = new AnthropicInstrumentation();
instrumentation.setTracerProvider(provider);
instrumentation.manuallyInstrument(anthropic); // ESM: the module is patched by hand, not by a loader hook

const tools = wrapTools({
  search_flights: async ({ origin, destination }) => ({ flights: [{ flight: 'UA 1234', airline: 'United', from: origin, to: destination, departs: '08:15', price: 189 }] }),
});
const declared = [{ name: 'search_flights', description: 'Search flights', input_schema: { type: 'object', properties: { origin: { type: 'string' }, destination: { type: 'string' }, date: { type: 'string' } }, required: ['origin', 'destination', 'date'] } }];
const client = new anthropic.Anthropic(); // ANTHROPIC_BASE_URL, ANTHROPIC_API_KEY

async function answer(input) {
  const messages = [{ role: 'user', content: input }];
  for (let turn = 0; turn < 4; turn++) {
    const reply = await client.messages.create({ model: 'claude-sonnet-4-5', max_tokens: 1024, system: 'You find flights.', messages, tools: declared });
    messages.push({ role: 'assistant', content: reply.content });
    const calls = reply.content.filter((b) => b.type === 'tool_use');
    if (!calls.length) return reply.content.filter((b) => b.type === 'text').map((b) => b.text).join('');
    const results = [];
    for (const call of calls) {
      try {
        results.push({ type: 'tool_result', tool_use_id: call.id, content: JSON.stringify(await tools[call.name](call.input)) });
      } catch (err) {
        results.push({ type: 'tool_result', tool_use_id: call.id, content: err.message, is_error: true });
      }
    }
    messages.push({ role: 'user', content: results });
  }
  return '';
}
console.log(await answer(process.env.AGENT_CHAOS_INPUT));
await provider.shutdown();
