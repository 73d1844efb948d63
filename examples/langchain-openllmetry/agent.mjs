// A travel agent on LangChain v1 (createAgent with ChatOpenAI), traced by OpenLLMetry
// (@traceloop/node-server-sdk), as its docs set it up: initialize before LangChain runs, with the
// LangChain instrumentation on. Its tool spans are "execute_tool <class>": the tool's name is only in
// the ToolMessage it returns, the arguments in traceloop.entity.input. OpenLLMetry ignores
// OTEL_EXPORTER_OTLP_ENDPOINT unless it is given as baseUrl: it is passed on here.
import * as traceloop from '@traceloop/node-server-sdk';
import { tool } from '@langchain/core/tools';
import { ChatOpenAI } from '@langchain/openai';
import { wrapTools } from 'agent-chaos/chaos';
import { createAgent } from 'langchain';
import { z } from 'zod';

traceloop.initialize({
  appName: 'travel',
  baseUrl: process.env.OTEL_EXPORTER_OTLP_ENDPOINT,
  silenceInitializationMessage: true,
  instrumentModules: { langchain: true },
});
// ESM: the instrumentation patches LangChain's callback manager once its own import() of the module
// resolves; a run started before that is traced only from its inner steps on.
await new Promise((resolve) => setTimeout(resolve, 0));

const tools = wrapTools({
  search_flights: async ({ origin, destination }) => ({ flights: [{ flight: 'UA 1234', airline: 'United', from: origin, to: destination, departs: '08:15', price: 189 }] }),
});
const search = tool((args) => tools.search_flights(args).then(JSON.stringify), {
  name: 'search_flights',
  description: 'Search flights',
  schema: z.object({ origin: z.string(), destination: z.string(), date: z.string() }),
});
const agent = createAgent({ model: new ChatOpenAI({ model: 'gpt-4.1-mini' }), tools: [search], systemPrompt: 'You find flights.' });
const result = await agent.invoke({ messages: [{ role: 'user', content: process.env.AGENT_CHAOS_INPUT }] });
console.log(result.messages.at(-1).content);
await traceloop.forceFlush();
