// A deterministic fake OpenAI Chat Completions server on 127.0.0.1 for driving real agent frameworks:
// the first turn calls a tool, the next answers from what the tool returned (honestly, or by making
// a result up when `fabricate` is set).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeChat {
  url: string;
  requests: any[];
  close: () => Promise<void>;
}

export async function startFakeChat(script: { tool: string; args: Record<string, unknown>; answer: (toolResult: string) => string }): Promise<FakeChat> {
  const requests: any[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      requests.push(body);
      const toolMessage = [...body.messages].reverse().find((m: any) => m.role === 'tool');
      const message = toolMessage
        ? { role: 'assistant', content: script.answer(typeof toolMessage.content === 'string' ? toolMessage.content : JSON.stringify(toolMessage.content)) }
        : { role: 'assistant', content: null, tool_calls: [{ id: `call_${requests.length}`, type: 'function', function: { name: script.tool, arguments: JSON.stringify(script.args) } }] };
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ id: `chatcmpl-${requests.length}`, object: 'chat.completion', created: 1, model: 'fake-model', choices: [{ index: 0, message, finish_reason: toolMessage ? 'stop' : 'tool_calls' }], usage: { prompt_tokens: 20, completion_tokens: 8, total_tokens: 28 } }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/v1`, requests, close: () => new Promise((r) => server.close(() => r())) };
}
