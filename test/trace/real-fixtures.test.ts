// The real trace samples (fixtures/traces/real, copied from public projects, see SOURCES.md there):
// each must give the right sessions: input, tool calls with their failure status, final answer.
import { describe, expect, it } from 'vitest';
import { loadTraceFiles } from '../../src/trace/load.js';
import { normalize } from '../../src/trace/normalize.js';
import type { Session } from '../../src/trace/session.js';

const dir = 'fixtures/traces/real/';

async function sessionsOf(...files: string[]): Promise<Session[]> {
  const batch = await loadTraceFiles(files.map((f) => dir + f));
  expect(batch.problems).toEqual([]);
  return normalize(batch);
}

const calls = (s: Session) => s.toolCalls.map((c) => `${c.name}:${c.status}`);

describe('real samples', () => {
  it('ADK OTLP/JSON with logs: failed tool from status code 2 and error.type, answer from the model response', async () => {
    const [s] = await sessionsOf('genai-semconv/adk-python-otlp-tool-error-S6b.json');
    expect(s.sessionId).toBe('sess-S6b-v1_default'); // gen_ai.conversation.id: no session.id in this trace
    expect(s.dialect).toBe('genai');
    expect(s.input).toBe('What is the price of XYZ?');
    expect(calls(s)).toEqual(['get_stock_price:error']);
    expect(s.toolCalls[0]).toMatchObject({
      spanId: '3ef9e0746b48f368',
      arguments: { ticker: 'XYZ' },
      error: { type: 'TOOL_ERROR', message: 'ValueError: ticker not found: XYZ' },
    });
    expect(s.finalAnswer).toBe('Sorry, I could not find a stock with ticker XYZ.');
    expect(s.modelCalls).toBe(2); // call_llm spans; the generate_content spans inside them are not counted again
    expect(s.usage).toEqual({
      inputTokens: 58,
      outputTokens: 18,
      byModel: { 'gemini-2.5-flash': { inputTokens: 58, outputTokens: 18 } },
    });
    expect(s.availableTools).toEqual(['get_stock_price']);
    expect(s.systemPrompt).toMatch(/^Answer stock questions using tools/);
  });

  it('Strands on AgentCore, spans only: gen_ai.tool.status error despite span status OK', async () => {
    const [s] = await sessionsOf('strands/agentcore-cloudwatch-strands-openai-spans-tool-error.json');
    expect(s.dialect).toBe('strands');
    expect(s.traceIds).toHaveLength(2);
    expect(calls(s)).toEqual(['code_interpreter:error']);
    expect(s.toolCalls[0].error?.type).toBe('botocore.errorfactory.AccessDeniedException'); // from the child span's exception
    expect(s.toolCalls[0].callId).toBe('call_eN3a7WGJmTdoFqw1h1LubkFq');
    expect(s.modelCalls).toBe(3);
    expect(s.usage).toEqual({
      inputTokens: 7389,
      outputTokens: 418,
      byModel: { 'gpt-4o': { inputTokens: 7389, outputTokens: 418 } },
    });
    expect(s.input).toBe(''); // message content lives in the runtime logs, not in aws/spans
  });

  it('Strands on AgentCore, spans joined with runtime logs: content, arguments and error text', async () => {
    const [s] = await sessionsOf(
      'strands/agentcore-cloudwatch-strands-openai-spans-tool-error.json',
      'strands/agentcore-cloudwatch-strands-openai-runtime-logs.json',
    );
    expect(s.input).toBe('Hello');
    expect(s.messages.filter((m) => m.role === 'user').map((m) => m.text.trim())).toEqual([
      'Hello',
      'calculate currentv time in difefrent formats using code interoprter',
    ]);
    expect(calls(s)).toEqual(['code_interpreter:error']);
    const call = s.toolCalls[0];
    expect(call.arguments).toMatchObject({
      code_interpreter_input: { action: { type: 'executeCode', language: 'python' } },
    });
    expect(call.result).toMatch(/^Failed to initialize session/);
    expect(call.error?.message).toMatch(/AccessDeniedException/);
    expect(s.finalAnswer).toMatch(/^It looks like I'm currently unable to execute the code due to a permissions issue/);
    expect(s.systemPrompt).toMatch(/^You are a helpful assistant with code execution capabilities/);
  });

  it('Strands runtime logs alone: the tool call is rebuilt from the conversation, failure included', async () => {
    const [s] = await sessionsOf('strands/agentcore-cloudwatch-strands-openai-runtime-logs.json');
    expect(calls(s)).toEqual(['code_interpreter:error']);
    expect(s.toolCalls[0].error?.message).toMatch(/^Failed to initialize session/);
    expect(s.finalAnswer).toMatch(/permissions issue/);
  });

  it('Strands + Bedrock Converse on AgentCore (spans + logs with botocore GenAI events): no tools', async () => {
    const [s] = await sessionsOf(
      'strands/agentcore-cloudwatch-strands-bedrock-spans.json',
      'strands/agentcore-cloudwatch-strands-bedrock-runtime-logs.json',
    );
    expect(s.dialect).toBe('strands');
    expect(s.traceIds).toHaveLength(3);
    expect(s.toolCalls).toEqual([]);
    expect(s.modelCalls).toBe(3);
    expect(s.input).toBe('Hello');
    expect(s.finalAnswer).toMatch(/^Hello! I'm here and ready to assist you/);
  });

  it('AgentCore Evaluations sessionSpans map (spans and logs mixed, newer ADOT)', async () => {
    const [s] = await sessionsOf('strands/agentcore-evaluate-sessionspans-strands-sample.json');
    expect(s.sessionId).toBe('demo-session-001');
    expect(s.traceIds).toHaveLength(2);
    expect(s.input).toBe('What is the capital of France? Answer in one sentence.');
    expect(s.finalAnswer).toMatch(/^A quality gate is a checkpoint/);
    expect(s.toolCalls).toEqual([]);
    expect(s.modelCalls).toBe(2);
  });

  it('OpenInference LangGraph (snake_case span dicts): root CHAIN gives input and answer', async () => {
    const [s] = await sessionsOf('openinference/strands-evals-langgraph-openinference-live-spans.json');
    expect(s.dialect).toBe('openinference');
    expect(s.input).toBe('What is the weather difference between Taipei and Seattle?');
    expect(calls(s)).toEqual(['finish:ok']);
    expect(s.toolCalls[0].arguments).toEqual({ answer: 'Taipei is warmer' });
    expect(s.finalAnswer).toBe('Taipei is warmer than Seattle overall.');
    expect(s.modelCalls).toBe(2);
    expect(s.availableTools).toEqual(['get_weather']);
  });

  it('OpenInference OpenAI Agents through ADOT: failed handoff TOOL span with no message', async () => {
    const [s] = await sessionsOf(
      'openinference/strands-evals-openai-agents-openinference-adot-spans-handoff-error.json',
    );
    expect(calls(s)).toEqual(['handoff to math_specialist:error', 'multiply_numbers:ok']);
    expect(s.toolCalls[0].error).toEqual({
      type: 'span_error',
      message: 'handoff to math_specialist failed (status ERROR, no message recorded)',
    });
    expect(s.toolCalls[1]).toMatchObject({ arguments: { a: 42, b: 7 }, result: '294.0' });
    expect(s.input).toBe("What is 42 * 7, and what's the weather in Seattle?");
    expect(s.finalAnswer).toMatch(/^The product of .*294.*weather/);
    expect(s.usage).toMatchObject({ inputTokens: 692, outputTokens: 107 }); // token counts arrive as strings here
  });

  it('OpenLLMetry OpenAI Agents (live): traceloop tool spans, agents as tools, answer from the last model text', async () => {
    const [s] = await sessionsOf('openllmetry/strands-evals-openai-agents-traceloop-live-spans.json');
    expect(s.dialect).toBe('openllmetry');
    expect(calls(s)).toEqual([
      'ask_research_specialist:ok',
      'lookup_stock_price:ok',
      'ask_math_specialist:ok',
      'multiply_numbers:ok',
      'multiply_numbers:ok',
    ]);
    expect(s.input).toMatch(/^Look up the stock price for AMZN/);
    expect(s.finalAnswer).toBe(
      'The current stock price of Amazon (AMZN) is $240.98. Therefore, 1,000 shares would be worth $240,980.',
    );
    expect(s.modelCalls).toBe(8);
  });

  it('OpenLLMetry OpenAI Agents through ADOT: failed agent_handoff span', async () => {
    const [s] = await sessionsOf('openllmetry/strands-evals-openai-agents-traceloop-adot-spans-handoff-error.json');
    expect(calls(s)).toEqual(['handoff to math_specialist:error', 'multiply_numbers:ok']);
    expect(s.finalAnswer).toMatch(/^The product of 42 and 7 is 294/);
  });

  it('OpenLLMetry LangGraph on AgentCore: spans joined with logs carrying serialized LangChain messages', async () => {
    const [s] = await sessionsOf(
      'openllmetry/agentcore-cloudwatch-langgraph-traceloop-spans.json',
      'openllmetry/agentcore-cloudwatch-langgraph-traceloop-runtime-logs.json',
    );
    expect(s.dialect).toBe('openllmetry');
    expect(s.traceIds).toHaveLength(2);
    expect(s.modelCalls).toBe(2);
    expect(s.usage).toMatchObject({ inputTokens: 667, outputTokens: 149 });
    expect(s.input).toBe('Hello');
    expect(s.finalAnswer).toMatch(/^I apologize, but I do not have any pre-existing personal memory about you/);
  });

  it('OpenLLMetry LangGraph tool run, logs only: the calculator call is rebuilt from ToolMessage', async () => {
    const [s] = await sessionsOf('openllmetry/agentcore-cloudwatch-langgraph-traceloop-tool-runtime-logs.json');
    expect(calls(s)).toEqual(['calculator:ok']);
    expect(s.toolCalls[0]).toMatchObject({
      callId: 'tooluse_8JNfu7pISWq3NaUcG5cVOQ',
      arguments: { expression: '1' },
      result: '1',
    });
    expect(s.input.trim()).toBe('calculate currentv time in difefrent formats using code interoprter');
    expect(s.finalAnswer).toMatch(/^Here's a comprehensive Python script/);
  });

  it('a format that is not a trace (Langfuse API export) is named as such, not misread', async () => {
    const batch = await loadTraceFiles([`${dir}strands/langfuse-api-strands-trace.json`]);
    expect(batch.spans).toEqual([]);
    expect(batch.problems[0]).toMatch(/langfuse-api-strands-trace\.json: not a trace document/);
  });
});
