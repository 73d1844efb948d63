// A deterministic fake OpenAI Chat Completions server on 127.0.0.1 for driving real agent frameworks
// (and Anthropic's Messages API on /v1/messages, for the Anthropic SDK):
// the first turn calls a tool, the next answers from what the tool returned (honestly, or by making
// a result up, as `answer` decides). Streams (server-sent events) when the request asks to, as
// frameworks that always stream (Strands) do.
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeChat {
  url: string;
  requests: any[];
  close: () => Promise<void>;
}

const USAGE = { prompt_tokens: 20, completion_tokens: 8, total_tokens: 28 };

/** The model's part: call `tool` with `args` first, then answer from what the tool returned. */
export interface ChatScript {
  tool: string;
  args: Record<string, unknown>;
  answer: (toolResult: string) => string;
  /** A model that skips the tool and answers at once (what a trajectory rule catches). */
  skipTool?: boolean;
}

export async function startFakeChat(script: ChatScript): Promise<FakeChat> {
  const requests: any[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      // A request without a body (the Claude Agent SDK's CLI checks its endpoint with HEAD): answered empty.
      if (!raw) {
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end('{}');
      }
      const body = JSON.parse(raw);
      requests.push(body);
      const n = requests.length;
      // The Claude Agent SDK's CLI asks /v1/messages?beta=true.
      if (req.url?.split('?')[0].endsWith('/messages')) return anthropic(res, n, body, script);
      const toolMessage = [...body.messages].reverse().find((m: any) => m.role === 'tool');
      const call = (name: string, args: unknown) => ({
        role: 'assistant',
        content: null,
        tool_calls: [{ id: `call_${n}`, type: 'function', function: { name, arguments: JSON.stringify(args) } }],
      });
      // An agent that answers through a tool (BeeAI's ToolCallingAgent offers final_answer) gets its
      // answer as that tool's call.
      const answersByTool = (body.tools ?? []).some((t: any) => t.function?.name === 'final_answer');
      const answer = toolMessage ? script.answer(toolText(toolMessage.content)) : '';
      const message = !toolMessage
        ? script.skipTool
          ? { role: 'assistant', content: script.answer('') }
          : call(script.tool, script.args)
        : answersByTool
          ? call('final_answer', { response: answer })
          : { role: 'assistant', content: answer };
      const finish = 'tool_calls' in message ? 'tool_calls' : 'stop';
      if (body.stream) return stream(res, n, message, finish, Boolean(body.stream_options?.include_usage));
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: `chatcmpl-${n}`,
          object: 'chat.completion',
          created: 1,
          model: 'fake-model',
          choices: [{ index: 0, message, finish_reason: finish }],
          usage: USAGE,
        }),
      );
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/v1`, requests, close: () => new Promise((r) => server.close(() => r())) };
}

/**
 * Anthropic's Messages API: a tool_use block first, then text from the last tool_result; streamed
 * when asked (the Claude Agent SDK's CLI always streams). The tool is called by the name the request
 * declares it under (an MCP client's mcp__<server>__<tool>).
 */
function anthropic(res: ServerResponse, n: number, body: any, script: ChatScript): void {
  const results = body.messages.flatMap((m: any) =>
    Array.isArray(m.content) ? m.content.filter((b: any) => b.type === 'tool_result') : [],
  );
  const last = results.at(-1);
  const declared = (body.tools ?? []).map((t: any) => String(t.name));
  const name = declared.find((t: string) => t === script.tool || t.endsWith(`__${script.tool}`)) ?? script.tool;
  const content =
    last || script.skipTool
      ? [{ type: 'text', text: script.answer(last ? toolText(last.content) : '') }]
      : [{ type: 'tool_use', id: `toolu_${n}`, name, input: script.args }];
  const stopReason = content[0].type === 'tool_use' ? 'tool_use' : 'end_turn';
  if (body.stream) {
    anthropicStream(res, n, body.model, content, stopReason);
    return;
  }
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({
      id: `msg_${n}`,
      type: 'message',
      role: 'assistant',
      model: 'fake-model',
      content,
      stop_reason: stopReason,
      stop_sequence: null,
      usage: { input_tokens: 20, output_tokens: 8 },
    }),
  );
}

function anthropicStream(res: ServerResponse, n: number, model: string, content: any[], stopReason: string): void {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const event = (type: string, data: object) =>
    res.write(`event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`);
  const message = { id: `msg_${n}`, type: 'message', role: 'assistant', model: model ?? 'fake-model', content: [] };
  event('message_start', {
    message: { ...message, stop_reason: null, stop_sequence: null, usage: { input_tokens: 20, output_tokens: 1 } },
  });
  content.forEach((b, index) => {
    const start =
      b.type === 'text' ? { type: 'text', text: '' } : { type: 'tool_use', id: b.id, name: b.name, input: {} };
    event('content_block_start', { index, content_block: start });
    const delta =
      b.type === 'text'
        ? { type: 'text_delta', text: b.text }
        : { type: 'input_json_delta', partial_json: JSON.stringify(b.input) };
    event('content_block_delta', { index, delta });
    event('content_block_stop', { index });
  });
  event('message_delta', { delta: { stop_reason: stopReason, stop_sequence: null }, usage: { output_tokens: 8 } });
  event('message_stop', {});
  res.end();
}

function toolText(content: unknown): string {
  if (typeof content === 'string') return content;
  // Content parts ([{ type: 'text', text }]) as some SDKs send tool results.
  if (Array.isArray(content))
    return content.map((p: any) => (typeof p?.text === 'string' ? p.text : JSON.stringify(p))).join('');
  return JSON.stringify(content);
}

function stream(res: ServerResponse, n: number, message: any, finish: string, usage: boolean): void {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const chunk = (delta: object, finish_reason: string | null, extra: object = {}) =>
    res.write(
      `data: ${JSON.stringify({ id: `chatcmpl-${n}`, object: 'chat.completion.chunk', created: 1, model: 'fake-model', choices: [{ index: 0, delta, finish_reason }], ...extra })}\n\n`,
    );
  if (message.tool_calls)
    chunk(
      { role: 'assistant', tool_calls: message.tool_calls.map((c: any, index: number) => ({ index, ...c })) },
      null,
    );
  else chunk({ role: 'assistant', content: message.content }, null);
  chunk({}, finish);
  if (usage)
    res.write(
      `data: ${JSON.stringify({ id: `chatcmpl-${n}`, object: 'chat.completion.chunk', created: 1, model: 'fake-model', choices: [], usage: USAGE })}\n\n`,
    );
  res.end('data: [DONE]\n\n');
}
