// A travel agent as a plain Anthropic SDK tool loop traced by OpenLLMetry (@traceloop/node-server-sdk),
// the way its docs trace one: the run is a workflow, each tool a tool span (withTool), the model calls
// instrumented through instrumentModules (ESM: the module is handed over, not patched on load).
// A tool that throws goes back to the model as a tool_result with is_error, as Anthropic's docs say.
// OpenLLMetry ignores OTEL_EXPORTER_OTLP_ENDPOINT unless given as baseUrl: it is passed on here.
import * as anthropic from '@anthropic-ai/sdk';
import * as traceloop from '@traceloop/node-server-sdk';
import { wrapTools } from 'agent-chaos/chaos';

traceloop.initialize({
  appName: 'travel',
  baseUrl: process.env.OTEL_EXPORTER_OTLP_ENDPOINT,
  silenceInitializationMessage: true,
  instrumentModules: { anthropic }, // the module namespace, as OpenLLMetry's docs hand it over
});
const tools = wrapTools({
  search_flights: async ({ origin, destination }) => ({ flights: [{ flight: 'UA 1234', airline: 'United', from: origin, to: destination, departs: '08:15', price: 189 }] }),
});
const declared = [{ name: 'search_flights', description: 'Search flights', input_schema: { type: 'object', properties: { origin: { type: 'string' }, destination: { type: 'string' }, date: { type: 'string' } }, required: ['origin', 'destination', 'date'] } }];
const client = new anthropic.Anthropic(); // ANTHROPIC_BASE_URL, ANTHROPIC_API_KEY

const answer = await traceloop.withWorkflow({ name: 'travel' }, async (input) => {
  const messages = [{ role: 'user', content: input }];
  for (let turn = 0; turn < 4; turn++) {
    const reply = await client.messages.create({ model: 'claude-sonnet-4-5', max_tokens: 1024, system: 'You find flights.', messages, tools: declared });
    messages.push({ role: 'assistant', content: reply.content });
    const calls = reply.content.filter((b) => b.type === 'tool_use');
    if (!calls.length) return reply.content.filter((b) => b.type === 'text').map((b) => b.text).join('');
    const results = [];
    for (const call of calls) {
      try {
        // The tool's input as withTool's argument, so the span records it. A tool that throws here
        // leaves its span open (OpenLLMetry 0.27): the call is read from the model's messages.
        const out = await traceloop.withTool({ name: call.name }, (args) => tools[call.name](args), call.input);
        results.push({ type: 'tool_result', tool_use_id: call.id, content: JSON.stringify(out) });
      } catch (err) {
        results.push({ type: 'tool_result', tool_use_id: call.id, content: `${err.name}: ${err.message}`, is_error: true });
      }
    }
    messages.push({ role: 'user', content: results });
  }
  return '';
}, process.env.AGENT_CHAOS_INPUT);
console.log(answer);
await traceloop.forceFlush();
