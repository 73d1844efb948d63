// A travel agent on Genkit with an OpenAI-compatible model (@genkit-ai/compat-oai). Telemetry:
// Genkit's own OpenTelemetry spans (genkit:* attributes), exported over OTLP/HTTP to
// OTEL_EXPORTER_OTLP_ENDPOINT (set by agent-chaos for each run) through enableTelemetry. Tools are
// wrapped with agent-chaos/chaos; a tool's failure is returned to the model as {error}, since
// Genkit would otherwise end the whole generate call with it.
import openAICompatible from '@genkit-ai/compat-oai';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { BatchSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { wrapTools } from 'agent-chaos/chaos';
import { genkit, z } from 'genkit';
import { enableTelemetry, flushTracing } from 'genkit/tracing';

await enableTelemetry({ spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())] });
const ai = genkit({
  plugins: [openAICompatible({ name: 'chat', baseURL: process.env.OPENAI_BASE_URL ?? 'https://api.openai.com/v1', apiKey: process.env.OPENAI_API_KEY })],
});
const tools = wrapTools({
  search_flights: async ({ origin, destination }) => ({ flights: [{ flight: 'UA 1234', airline: 'United', from: origin, to: destination, departs: '08:15', price: 189 }] }),
});
const search = ai.defineTool(
  { name: 'search_flights', description: 'Search flights', inputSchema: z.object({ origin: z.string(), destination: z.string(), date: z.string() }), outputSchema: z.any() },
  async (q) => {
    try {
      return await tools.search_flights(q);
    } catch (err) {
      return { error: `${err.name}: ${err.message}` };
    }
  },
);
// A flow with a string in and a string out, as Genkit's docs write one: its span is the run.
const travel = ai.defineFlow({ name: 'travel', inputSchema: z.string(), outputSchema: z.string() }, async (request) => {
  const { text } = await ai.generate({ model: 'chat/gpt-4.1-mini', system: 'You find flights.', prompt: request, tools: [search] });
  return text;
});
console.log(await travel(process.env.AGENT_CHAOS_INPUT));
await flushTracing();
