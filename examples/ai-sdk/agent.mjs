// A travel agent on the Vercel AI SDK v7. Telemetry: @ai-sdk/otel's OpenTelemetry integration (GenAI
// semantic conventions), exported over OTLP/HTTP to OTEL_EXPORTER_OTLP_ENDPOINT, which agent-chaos
// sets for each run. AI_SDK_SPANS=openinference exports through Arize's OpenInference span processor
// instead (it adds OpenInference attributes beside the GenAI ones; agent-chaos reads either). Tools
// are wrapped with agent-chaos/chaos so the case's faults reach them.
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { OpenTelemetry } from '@ai-sdk/otel';
import { OpenInferenceBatchSpanProcessor } from '@arizeai/openinference-vercel';
import { context, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { detectResources, envDetector } from '@opentelemetry/resources';
import { BasicTracerProvider, BatchSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { generateText, isStepCount, registerTelemetry, tool } from 'ai';
import { wrapTools } from 'agent-chaos/chaos';
import { z } from 'zod';

const exporter = new OTLPTraceExporter();
const processor = process.env.AI_SDK_SPANS === 'openinference' ? new OpenInferenceBatchSpanProcessor({ exporter }) : new BatchSpanProcessor(exporter);
const provider = new BasicTracerProvider({ resource: detectResources({ detectors: [envDetector] }), spanProcessors: [processor] });
context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
trace.setGlobalTracerProvider(provider);
registerTelemetry(new OpenTelemetry());

const tools = wrapTools({
  search_flights: async ({ origin, destination }) => ({ flights: [{ flight: 'UA 1234', airline: 'United', from: origin, to: destination, departs: '08:15', price: 189 }] }),
});
const model = createOpenAICompatible({ name: 'openai', baseURL: process.env.OPENAI_BASE_URL ?? 'https://api.openai.com/v1', apiKey: process.env.OPENAI_API_KEY })('gpt-4.1-mini');
const { text } = await generateText({
  model,
  instructions: 'You find flights.',
  prompt: process.env.AGENT_CHAOS_INPUT,
  tools: { search_flights: tool({ description: 'Search flights', inputSchema: z.object({ origin: z.string(), destination: z.string(), date: z.string() }), execute: (q) => tools.search_flights(q) }) },
  stopWhen: isStepCount(3),
});
console.log(text);
await provider.shutdown();
