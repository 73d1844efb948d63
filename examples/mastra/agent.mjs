// A travel agent on Mastra with an AI SDK model provider. Telemetry: Mastra's observability with
// @mastra/otel-exporter (GenAI semantic conventions) to the OTLP/HTTP endpoint agent-chaos sets for
// each run (OTEL_EXPORTER_OTLP_ENDPOINT; Mastra's "custom" provider wants the full traces URL).
// Tools are wrapped with agent-chaos/chaos so the case's faults reach them.
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { Agent } from '@mastra/core/agent';
import { Mastra } from '@mastra/core/mastra';
import { createTool } from '@mastra/core/tools';
import { Observability } from '@mastra/observability';
import { OtelExporter } from '@mastra/otel-exporter';
import { wrapTools } from 'agent-chaos/chaos';
import { z } from 'zod';

const tools = wrapTools({
  search_flights: async ({ origin, destination }) => ({ flights: [{ flight: 'UA 1234', airline: 'United', from: origin, to: destination, departs: '08:15', price: 189 }] }),
});
const search = createTool({ id: 'search_flights', description: 'Search flights', inputSchema: z.object({ origin: z.string(), destination: z.string(), date: z.string() }), execute: (q) => tools.search_flights(q) });
const model = createOpenAICompatible({ name: 'openai', baseURL: process.env.OPENAI_BASE_URL ?? 'https://api.openai.com/v1', apiKey: process.env.OPENAI_API_KEY })('gpt-4.1-mini');
const exporter = new OtelExporter({ provider: { custom: { endpoint: `${process.env.OTEL_EXPORTER_OTLP_ENDPOINT}/v1/traces`, protocol: 'http/json' } }, signals: { logs: false } });
const mastra = new Mastra({
  agents: { travel: new Agent({ id: 'travel', name: 'travel', instructions: 'You find flights.', model, tools: { search_flights: search } }) },
  observability: new Observability({ configs: { otel: { serviceName: 'travel-agent', exporters: [exporter] } } }),
  logger: false,
});
const result = await mastra.getAgent('travel').generate(process.env.AGENT_CHAOS_INPUT);
console.log(result.text);
await mastra.shutdown(); // flushes the exporter
