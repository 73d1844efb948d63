// A travel agent on BeeAI (ToolCallingAgent with one DynamicTool, OpenAIChatModel), traced by
// OpenInference's BeeAI instrumentation over OTLP/HTTP to OTEL_EXPORTER_OTLP_ENDPOINT (set by
// agent-chaos for each run). The tool is wrapped with agent-chaos/chaos so the case's faults reach it.
import { BeeAIInstrumentation } from '@arizeai/openinference-instrumentation-beeai';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { detectResources, envDetector } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { wrapTools } from 'agent-chaos/chaos';
import * as beeaiFramework from 'beeai-framework';
import { OpenAIChatModel } from 'beeai-framework/adapters/openai/backend/chat';
import { ToolCallingAgent } from 'beeai-framework/agents/toolCalling/agent';
import { UnconstrainedMemory } from 'beeai-framework/memory/unconstrainedMemory';
import { DynamicTool, JSONToolOutput } from 'beeai-framework/tools/base';
import { z } from 'zod';

const provider = new NodeTracerProvider({ resource: detectResources({ detectors: [envDetector] }), spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())] });
provider.register();
const instrumentation = new BeeAIInstrumentation();
instrumentation.setTracerProvider(provider);
instrumentation.manuallyInstrument(beeaiFramework); // ESM: patched by hand

const tools = wrapTools({
  search_flights: async ({ origin, destination, date }) => ({ flights: [{ flight: 'UA 1234', airline: 'United', departs: '08:15', price: 189, origin, destination, date }] }),
});
const search = new DynamicTool({
  name: 'search_flights',
  description: 'Search flights between two airports on a date (YYYY-MM-DD)',
  inputSchema: z.object({ origin: z.string(), destination: z.string(), date: z.string() }),
  // A failure goes back to the model as {error}, where the agent can tell the user about it.
  handler: async (input) => {
    try {
      return new JSONToolOutput(await tools.search_flights(input));
    } catch (e) {
      return new JSONToolOutput({ error: `${e.name}: ${e.message}` });
    }
  },
});
const agent = new ToolCallingAgent({
  llm: new OpenAIChatModel('gpt-4.1-mini'), // OPENAI_API_ENDPOINT, OPENAI_API_KEY
  memory: new UnconstrainedMemory(),
  tools: [search],
  templates: { system: (t) => t.fork((c) => ({ ...c, defaults: { ...c.defaults, instructions: 'You find flights.' } })) },
});
const response = await agent.run({ prompt: process.env.AGENT_CHAOS_INPUT });
console.log(response.result.text);
await provider.shutdown();
