// A travel agent on the Claude Agent SDK (query() with an in-process SDK MCP server), traced by
// OpenInference's Claude Agent SDK instrumentation over OTLP/HTTP to OTEL_EXPORTER_OTLP_ENDPOINT (set
// by agent-chaos for each run). The SDK spells the tool as Claude sees it, mcp__travel__search_flights;
// the case config and the fault log name it search_flights, and agent-chaos matches the two.
import * as ClaudeAgentSDK from '@anthropic-ai/claude-agent-sdk';
import { ClaudeAgentSDKInstrumentation } from '@arizeai/openinference-instrumentation-claude-agent-sdk';
import { context } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { detectResources, envDetector } from '@opentelemetry/resources';
import { BatchSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
import { wrapTools } from 'agent-chaos/chaos';
import { z } from 'zod';

context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
const provider = new TracerProvider({ resource: detectResources({ detectors: [envDetector] }), spanProcessors: [new BatchSpanProcessor({ exporter: new OTLPTraceExporter() })] });
// ESM: the SDK module is handed over and the instrumented copy used.
const { query, tool, createSdkMcpServer } = new ClaudeAgentSDKInstrumentation({ tracerProvider: provider }).manuallyInstrument(ClaudeAgentSDK);

const tools = wrapTools({
  search_flights: async ({ origin, destination }) => ({ flights: [{ flight: 'UA 1234', airline: 'United', from: origin, to: destination, departs: '08:15', price: 189 }] }),
});
const search = tool('search_flights', 'Search flights', { origin: z.string(), destination: z.string(), date: z.string() }, async (args) => ({
  content: [{ type: 'text', text: JSON.stringify(await tools.search_flights(args)) }],
}));
const travel = createSdkMcpServer({ name: 'travel', version: '1.0.0', tools: [search] });

let answer = '';
for await (const message of query({
  prompt: process.env.AGENT_CHAOS_INPUT,
  options: {
    systemPrompt: 'You find flights.',
    mcpServers: { travel },
    tools: [], // no built-in tools: only the flight search
    allowedTools: ['mcp__travel__search_flights'],
    settingSources: [],
    persistSession: false,
    maxTurns: 4,
  },
})) {
  if (message.type === 'result') answer = message.result ?? '';
}
console.log(answer);
await provider.shutdown();
