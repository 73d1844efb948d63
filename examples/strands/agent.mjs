// A travel agent on Strands Agents TS with an OpenAI chat model. Telemetry: the SDK's own, set up
// with setupTracer (OTLP/HTTP to OTEL_EXPORTER_OTLP_ENDPOINT, set by agent-chaos for each run);
// OTEL_SEMCONV_STABILITY_OPT_IN=gen_ai_latest_experimental switches it to the latest GenAI
// conventions (agent-chaos reads both). Tools are wrapped with agent-chaos/chaos so the case's
// faults reach them.
import { Agent, tool } from '@strands-agents/sdk';
import { BedrockModel } from '@strands-agents/sdk/models/bedrock';
import { OpenAIModel } from '@strands-agents/sdk/models/openai';
import { setupTracer } from '@strands-agents/sdk/telemetry';
import { wrapTools } from 'agent-chaos/chaos';
import { z } from 'zod';

const provider = setupTracer({ exporters: { otlp: true } });

const tools = wrapTools({
  search_flights: async ({ origin, destination }) => ({ flights: [{ flight: 'UA 1234', airline: 'United', from: origin, to: destination, departs: '08:15', price: 189 }] }),
});
const search = tool({ name: 'search_flights', description: 'Search flights', inputSchema: z.object({ origin: z.string(), destination: z.string(), date: z.string() }), callback: (q) => tools.search_flights(q) });
// Chat Completions at OPENAI_BASE_URL with OPENAI_API_KEY, as the OpenAI client reads them; or, with
// STRANDS_MODEL=bedrock, Amazon Bedrock (ConverseStream) with the AWS SDK's usual configuration.
const model =
  process.env.STRANDS_MODEL === 'bedrock'
    ? new BedrockModel({ modelId: 'us.anthropic.claude-sonnet-4-5-20250929-v1:0', region: process.env.AWS_REGION ?? 'us-east-1' })
    : new OpenAIModel({ api: 'chat', modelId: 'gpt-4.1-mini', clientConfig: { baseURL: process.env.OPENAI_BASE_URL } });
const agent = new Agent({ model, tools: [search], systemPrompt: 'You find flights.', printer: false });
const result = await agent.invoke(process.env.AGENT_CHAOS_INPUT);
console.log(String(result));
await provider.shutdown();
