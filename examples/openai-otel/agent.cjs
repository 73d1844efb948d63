// A travel agent as a plain tool loop on the OpenAI SDK, traced by the official OpenTelemetry
// instrumentation (@opentelemetry/instrumentation-openai). It records model calls as spans and the
// messages as GenAI log events, with content only when OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT
// is true (set in agent-chaos.yml): so traces and logs are both exported over OTLP/HTTP to
// OTEL_EXPORTER_OTLP_ENDPOINT, which agent-chaos sets for each run. CommonJS: the instrumentation
// patches `openai` when it is required after the SDK starts. Tools are wrapped with agent-chaos/chaos.
const { NodeSDK } = require('@opentelemetry/sdk-node');
const { BatchLogRecordProcessor } = require('@opentelemetry/sdk-logs');
const { OTLPTraceExporter } = require('@opentelemetry/exporter-trace-otlp-http');
const { OTLPLogExporter } = require('@opentelemetry/exporter-logs-otlp-http');
const { OpenAIInstrumentation } = require('@opentelemetry/instrumentation-openai');

const sdk = new NodeSDK({
  traceExporter: new OTLPTraceExporter(),
  logRecordProcessors: [new BatchLogRecordProcessor({ exporter: new OTLPLogExporter() })],
  instrumentations: [new OpenAIInstrumentation()],
});
sdk.start();
const { OpenAI } = require('openai');

async function main() {
  const { wrapTools } = await import('agent-chaos/chaos');
  const tools = wrapTools({
    search_flights: async ({ origin, destination }) => ({ flights: [{ flight: 'UA 1234', airline: 'United', from: origin, to: destination, departs: '08:15', price: 189 }] }),
  });
  const client = new OpenAI(); // OPENAI_BASE_URL, OPENAI_API_KEY
  const messages = [
    { role: 'system', content: 'You find flights.' },
    { role: 'user', content: process.env.AGENT_CHAOS_INPUT },
  ];
  const declared = [{ type: 'function', function: { name: 'search_flights', description: 'Search flights', parameters: { type: 'object', properties: { origin: { type: 'string' }, destination: { type: 'string' }, date: { type: 'string' } }, required: ['origin', 'destination', 'date'] } } }];
  for (let turn = 0; turn < 4; turn++) {
    const reply = await client.chat.completions.create({ model: 'gpt-4.1-mini', messages, tools: declared });
    const message = reply.choices[0].message;
    messages.push(message);
    if (!message.tool_calls?.length) {
      console.log(message.content);
      break;
    }
    for (const call of message.tool_calls) {
      let content;
      try {
        content = JSON.stringify(await tools[call.function.name](JSON.parse(call.function.arguments)));
      } catch (err) {
        content = JSON.stringify({ error: `${err.name}: ${err.message}` });
      }
      messages.push({ role: 'tool', tool_call_id: call.id, content });
    }
  }
  await sdk.shutdown();
}
main();
