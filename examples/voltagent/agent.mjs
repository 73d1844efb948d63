// A travel agent on VoltAgent 2 with an OpenAI-compatible model (@ai-sdk/openai-compatible).
// Telemetry: VoltAgent's own OpenTelemetry spans (span.type, tool.name, input / output), sent to
// agent-chaos with a span processor given to VoltAgentObservability: OTLP/HTTP to
// OTEL_EXPORTER_OTLP_ENDPOINT, which agent-chaos sets for each run. Tools are wrapped with
// agent-chaos/chaos.
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { BatchSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { Agent, VoltAgentObservability, createTool } from '@voltagent/core';
import { wrapTools } from 'agent-chaos/chaos';
import { z } from 'zod';

const processor = new BatchSpanProcessor(new OTLPTraceExporter());
const observability = new VoltAgentObservability({ spanProcessors: [processor] });
const tools = wrapTools({
  search_flights: async ({ origin, destination }) => ({ flights: [{ flight: 'UA 1234', airline: 'United', from: origin, to: destination, departs: '08:15', price: 189 }] }),
});
const search = createTool({
  name: 'search_flights',
  description: 'Search flights',
  parameters: z.object({ origin: z.string(), destination: z.string(), date: z.string() }),
  execute: (q) => tools.search_flights(q),
});
const model = createOpenAICompatible({ name: 'openai', baseURL: process.env.OPENAI_BASE_URL ?? 'https://api.openai.com/v1', apiKey: process.env.OPENAI_API_KEY })('gpt-4.1-mini');
const agent = new Agent({ name: 'travel', instructions: 'You find flights.', model, tools: [search], observability });
const { text } = await agent.generateText(process.env.AGENT_CHAOS_INPUT);
console.log(text);
await processor.forceFlush();
process.exit(0); // VoltAgent keeps handles open after the answer: the run is over
