// A travel agent as a plain OpenAI SDK tool loop traced by OpenLLMetry (@traceloop/node-server-sdk):
// the run is a workflow, each tool a tool span (traceloop.entity.* wrappers), the model calls
// instrumented through instrumentModules (ESM: the module is handed over, not patched on load).
// OpenLLMetry ignores OTEL_EXPORTER_OTLP_ENDPOINT unless given as baseUrl: it is passed on here.
import * as traceloop from '@traceloop/node-server-sdk';
import { wrapTools } from 'agent-chaos/chaos';
import OpenAI from 'openai';

traceloop.initialize({
  appName: 'travel',
  baseUrl: process.env.OTEL_EXPORTER_OTLP_ENDPOINT,
  silenceInitializationMessage: true,
  instrumentModules: { openAI: OpenAI },
});
const tools = wrapTools({
  search_flights: async ({ origin, destination }) => ({ flights: [{ flight: 'UA 1234', airline: 'United', from: origin, to: destination, departs: '08:15', price: 189 }] }),
});
const declared = [{ type: 'function', function: { name: 'search_flights', description: 'Search flights', parameters: { type: 'object', properties: { origin: { type: 'string' }, destination: { type: 'string' }, date: { type: 'string' } }, required: ['origin', 'destination', 'date'] } } }];
const client = new OpenAI(); // OPENAI_BASE_URL, OPENAI_API_KEY

const answer = await traceloop.withWorkflow({ name: 'travel' }, async (input) => {
  const messages = [{ role: 'system', content: 'You find flights.' }, { role: 'user', content: input }];
  for (let turn = 0; turn < 4; turn++) {
    const reply = await client.chat.completions.create({ model: 'gpt-4.1-mini', messages, tools: declared });
    const message = reply.choices[0].message;
    messages.push(message);
    if (!message.tool_calls?.length) return message.content;
    for (const call of message.tool_calls) {
      const content = await traceloop.withTool({ name: call.function.name }, async (args) => {
        try {
          return JSON.stringify(await tools[call.function.name](args));
        } catch (err) {
          return JSON.stringify({ error: `${err.name}: ${err.message}` });
        }
      }, JSON.parse(call.function.arguments));
      messages.push({ role: 'tool', tool_call_id: call.id, content });
    }
  }
  return '';
}, process.env.AGENT_CHAOS_INPUT);
console.log(answer);
await traceloop.forceFlush();
