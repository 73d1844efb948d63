// A travel agent on LlamaIndex TS (the `agent` workflow of @llamaindex/workflow, an OpenAI-compatible
// model through @llamaindex/openai), traced by OpenLLMetry as LlamaIndex's docs suggest
// (@traceloop/node-server-sdk with its LlamaIndex instrumentation, the modules handed over in ESM),
// each tool in a withTool span.
// OpenLLMetry ignores OTEL_EXPORTER_OTLP_ENDPOINT unless given as baseUrl: it is passed on here.
import * as openaiModule from '@llamaindex/openai';
import * as traceloop from '@traceloop/node-server-sdk';
import { agent } from '@llamaindex/workflow';
import { wrapTools } from 'agent-chaos/chaos';
import * as llamaIndex from 'llamaindex';
import { z } from 'zod';

traceloop.initialize({
  appName: 'travel',
  baseUrl: process.env.OTEL_EXPORTER_OTLP_ENDPOINT,
  silenceInitializationMessage: true,
  instrumentModules: { llamaIndex, llamaIndexOpenAI: openaiModule },
});
const tools = wrapTools({
  search_flights: async ({ origin, destination }) => ({ flights: [{ flight: 'UA 1234', airline: 'United', from: origin, to: destination, departs: '08:15', price: 189 }] }),
});
// OpenLLMetry's LlamaIndex instrumentation records no tool call (the model's request is dropped and
// the result logged as a user message): withTool gives each call a span of its own.
const search = llamaIndex.tool(
  async (args) => {
    try {
      return JSON.stringify(await tools.search_flights(args));
    } catch (err) {
      return JSON.stringify({ error: `${err.name}: ${err.message}` });
    }
  },
  { name: 'search_flights', description: 'Search flights', parameters: z.object({ origin: z.string(), destination: z.string(), date: z.string() }) },
);
const llm = openaiModule.openai({ model: 'gpt-4.1-mini', apiKey: process.env.OPENAI_API_KEY, additionalSessionOptions: { baseURL: process.env.OPENAI_BASE_URL } });
const travel = agent({ name: 'travel', systemPrompt: 'You find flights.', llm, tools: [search] });
const answer = await traceloop.withWorkflow({ name: 'travel' }, async (input) => (await travel.run(input)).data.result, process.env.AGENT_CHAOS_INPUT);
console.log(answer);
await traceloop.forceFlush();
