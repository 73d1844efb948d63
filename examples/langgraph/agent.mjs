// A travel agent on LangGraph JS (createReactAgent with ChatOpenAI). Telemetry: OpenInference's
// LangChain instrumentation over OTLP/HTTP to OTEL_EXPORTER_OTLP_ENDPOINT (set by agent-chaos for
// each run). Tools are wrapped with agent-chaos/chaos so the case's faults reach them.
import { LangChainInstrumentation } from '@arizeai/openinference-instrumentation-langchain';
import * as CallbackManagerModule from '@langchain/core/callbacks/manager';
import { tool } from '@langchain/core/tools';
import { createReactAgent } from '@langchain/langgraph/prebuilt';
import { ChatOpenAI } from '@langchain/openai';
import { context } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { detectResources, envDetector } from '@opentelemetry/resources';
import { BatchSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
import { wrapTools } from 'agent-chaos/chaos';
import { z } from 'zod';

context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
const provider = new TracerProvider({ resource: detectResources({ detectors: [envDetector] }), spanProcessors: [new BatchSpanProcessor({ exporter: new OTLPTraceExporter() })] });
const instrumentation = new LangChainInstrumentation();
instrumentation.setTracerProvider(provider);
instrumentation.manuallyInstrument(CallbackManagerModule); // ESM: patched by hand, not by a loader hook

// A one-argument tool: the instrumentation records its input as the bare value; agent-chaos takes
// the arguments from the model's tool call instead.
const tools = wrapTools({
  search_flights: async ({ flight_id }) => ({ flight: flight_id, airline: 'United', departs: '08:15', price: 189 }),
});
const search = tool((q) => tools.search_flights(q), { name: 'search_flights', description: 'Look a flight up', schema: z.object({ flight_id: z.string() }) });
const model = new ChatOpenAI({ model: 'gpt-4.1-mini' }); // OPENAI_BASE_URL, OPENAI_API_KEY
const result = await createReactAgent({ llm: model, tools: [search], prompt: 'You find flights.' }).invoke({ messages: [{ role: 'user', content: process.env.AGENT_CHAOS_INPUT }] });
console.log(result.messages.at(-1).content);
await provider.shutdown();
