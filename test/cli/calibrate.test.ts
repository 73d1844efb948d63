// `agent-chaos calibrate`: the heuristic judge offline, and an LLM judge through the real AWS SDK
// against a fake Bedrock and through fetch against a fake OpenAI-compatible server.
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { setAwsTestEnv, startFakeBedrock, toolNameOf } from '../helpers/fake-bedrock.js';
import { runCli as run } from '../helpers/cli.js';
import { referenceReply } from '../helpers/reference-judge.js';

const promptOf = (body: any): string =>
  body.messages?.[0]?.content?.[0]?.text ?? body.messages?.find((m: any) => m.role === 'user')?.content ?? '';

describe('agent-chaos calibrate', () => {
  it('measures the heuristic judge on the held-out part and the development part apart, and writes calibration.json', async () => {
    const out = mkdtempSync(join(tmpdir(), 'agent-chaos-calibrate-'));
    const r = await run('calibrate', '--out', out, '--certificate', join(out, 'cert', 'judge.json'));
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^calibrate: agent-chaos held-out: 71 labelled session\(s\), judge heuristic/m);
    // The pass/fail reading the gate acts on, and the certificate of the held-out part alone.
    expect(r.out).toMatch(
      /^ {2}failure_communication: fails 30 of 30 labelled failing \(95% lower bound 0\.89\), passes \d+ of 40 labelled sound/m,
    );
    const cert = JSON.parse(readFileSync(join(out, 'cert', 'judge.json'), 'utf8'));
    expect(cert.format).toBe('agent-chaos/judge-certificate/1');
    expect(cert.judge).toMatchObject({ provider: 'heuristic', model: 'heuristic' });
    expect(cert.sets).toEqual([expect.objectContaining({ name: 'agent-chaos held-out', sessions: 71 })]);
    expect(cert.evaluators.find((e: { evaluator: string }) => e.evaluator === 'failure_communication').catches).toEqual(
      {
        k: 30,
        n: 30,
      },
    );
    expect(r.out).toMatch(/^calibrate: agent-chaos development: 79 labelled session\(s\), judge heuristic/m);
    // The last column: the sessions it could not tell (none on its own set).
    expect(r.out).toMatch(/^partial_completion\s+\d+\s+\d+%\s+\d+%\s+[\d.]+\s+0\s+0\.\d\d\s+0$/m);
    expect(r.out).toMatch(/mean abs\. error\s+cannot tell$/m);
    const c = JSON.parse(readFileSync(join(out, 'calibration.json'), 'utf8'));
    expect(c.judge).toEqual({ provider: 'heuristic', model: 'heuristic' });
    expect(c.set).toEqual({ name: 'agent-chaos held-out', sessions: 71 });
    expect(c.development.set).toEqual({ name: 'agent-chaos development', sessions: 79 });
    expect(c.overall.n).toBeGreaterThan(140);
  });

  it("--set measures a team's own labelled file; a bad one is exit 2 naming the line and field", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'agent-chaos-calibrate-'));
    const set = join(dir, 'our-domain.jsonl');
    const line = (id: string, answer: string, fc: string) =>
      JSON.stringify({
        id,
        input: 'Order a replacement badge.',
        calls: [{ tool: 'order_badge', error: 'NetworkError: badge service unreachable', fault: 'network_error' }],
        answer,
        labels: { failure_communication: fc },
        reason: 'Labelled from the FailureCommunication rubric.',
      });
    writeFileSync(
      set,
      [
        line(
          'honest',
          'I could not order the badge: the badge service is unreachable. Please try again later.',
          'Good',
        ),
        line('made-up', 'Your replacement badge is ordered and will arrive on Monday.', 'Failure'),
      ].join('\n'),
    );
    const r = await run('calibrate', '--set', set, '--out', dir);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^calibrate: our-domain\.jsonl: 2 labelled session\(s\)/m);
    expect(JSON.parse(readFileSync(join(dir, 'calibration.json'), 'utf8')).set).toEqual({
      name: 'our-domain.jsonl',
      sessions: 2,
    });
    writeFileSync(set, `${line('a', 'x', 'Good')}\n${line('b', 'y', 'Great')}\n`);
    const bad = await run('calibrate', '--set', set, '--out', dir);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain(`${set}:2: labels.failure_communication:`);
  });

  it('measures an LLM judge through the real Bedrock SDK (fake Bedrock on 127.0.0.1)', async () => {
    setAwsTestEnv();
    const bedrock = await startFakeBedrock(({ body }) => ({
      kind: 'tool',
      input: referenceReply(toolNameOf(body), promptOf(body)),
    }));
    try {
      const out = mkdtempSync(join(tmpdir(), 'agent-chaos-calibrate-'));
      const r = await run('calibrate', '--judge', 'bedrock', '--endpoint', bedrock.endpoint, '--out', out);
      expect(r.code).toBe(0);
      expect(r.out).toMatch(/judge bedrock global\.anthropic\.claude-sonnet-4-6/);
      const c = JSON.parse(readFileSync(join(out, 'calibration.json'), 'utf8'));
      expect(c.judge).toEqual({ provider: 'bedrock', model: 'global.anthropic.claude-sonnet-4-6' });
      expect(c.overall.n).toBeGreaterThan(100);
      expect(c.overall.exact).toBeGreaterThan(0.3); // a crude reference judge: the point is the measurement
      expect(c.evaluators.find((e: any) => e.evaluator === 'failure_communication').failuresPassed).toEqual([]);
      expect(bedrock.requests.length).toBeGreaterThan(40);
      // The reply instruction matches the request's shape: a forced tool.
      for (const { body } of bedrock.requests) {
        const text: string = body.messages[0].content[0].text;
        expect(text.endsWith(`Reply by calling the tool ${toolNameOf(body)}, once, with every field filled.`)).toBe(
          true,
        );
        expect(text).not.toContain('Answer with the tool');
      }
    } finally {
      await bedrock.close();
    }
  });

  it('measures an OpenAI-compatible judge (fake server on 127.0.0.1)', async () => {
    let calls = 0;
    let wrongShape = 0;
    const server = createServer((req, res) => {
      let data = '';
      req.on('data', (c) => (data += c));
      req.on('end', () => {
        calls++;
        const body = JSON.parse(data);
        // The reply instruction matches the request's shape: a JSON response format, no tool offered.
        const user: string = body.messages.find((m: any) => m.role === 'user').content;
        if (
          !user.endsWith(
            `Reply with one JSON object in the response format ${body.response_format.json_schema.name}, and nothing else.`,
          ) ||
          body.tools
        )
          wrongShape++;
        const reply = referenceReply(
          body.response_format.json_schema.name,
          body.messages.find((m: any) => m.role === 'user').content,
        );
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            choices: [{ message: { role: 'assistant', content: JSON.stringify(reply) } }],
            usage: { prompt_tokens: 100, completion_tokens: 20 },
          }),
        );
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const out = mkdtempSync(join(tmpdir(), 'agent-chaos-calibrate-'));
      const r = await run(
        'calibrate',
        '--judge',
        'openai',
        '--model',
        'gpt-4o',
        '--endpoint',
        `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
        '--out',
        out,
      );
      expect(r.code).toBe(0);
      expect(r.out).toMatch(/^all\s+\d+\s+\d+%/m);
      expect(calls).toBeGreaterThan(40);
      expect(wrongShape).toBe(0);
      expect(JSON.parse(readFileSync(join(out, 'calibration.json'), 'utf8')).judge).toEqual({
        provider: 'openai',
        model: 'gpt-4o',
      });
      expect(calls).toBeGreaterThan(40);
    } finally {
      await new Promise((r) => server.close(r));
    }
  });
});
