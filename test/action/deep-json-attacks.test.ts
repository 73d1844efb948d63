// Trust round 4, point 6: JSON nested 100,000 deep. JSON.parse takes it, and every recursive walk
// after it (redaction, hashing, rendering) overflowed the stack: the report job ended "Maximum call
// stack size exceeded", exit 1, no verdict and no comment. Every reader of untrusted JSON now bounds
// the depth: a journal line is skipped with a note (its run is then missing evidence, so the gate
// fails closed), a tool's JSON text stays text, an attribute value is cut.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import protobuf from 'protobufjs';
import { describe, expect, it } from 'vitest';
import { renderForJudge } from '../../src/judge/render.js';
import { loadSessions } from '../../src/trace/load-sessions.js';
import { Redactor } from '../../src/trace/redact.js';
import { nestsDeeper, parseBounded } from '../../src/util/json-depth.js';
import { fakeRuntimeToken } from '../helpers/fake-github.js';
import { actionSuite, githubContext, runAction } from '../helpers/action.js';

const DEPTH = 100_000;
const deepArray = `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`;
const deepObject = `${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`;

const suite = actionSuite();

describe('JSON nested 100,000 deep', () => {
  it("in a journal the fork's run uploaded: the report job skips the line, names it, and still gives a verdict and a comment", async () => {
    suite.gh().uploadRunId = 556;
    Object.assign(process.env, {
      ACTIONS_RUNTIME_TOKEN: fakeRuntimeToken(),
      ACTIONS_RESULTS_URL: `${suite.gh().url}/`,
      GITHUB_SERVER_URL: 'https://github.com',
    });
    const inputs = (over: Record<string, string>) => ({
      config: suite.config(),
      'github-token': 'test-token',
      baseline: 'file',
      'baseline-file': resolve('fixtures/results/careful'),
      'judge-provider': 'heuristic',
      ...over,
    });
    const fork = await runAction(suite.run(), inputs({ 'judge-provider': 'none', 'github-token': '' }));
    expect(fork.failed).toBeUndefined();
    // The attack: one run's tool arguments replaced by a value nested 100,000 deep.
    const lines = readFileSync(fork.outputs.journal, 'utf8').trim().split('\n');
    const at = lines.findIndex((l) => JSON.parse(l).session?.toolCalls?.length);
    const entry = JSON.parse(lines[at]);
    entry.session.toolCalls[0].arguments = '__DEEP__';
    lines[at] = JSON.stringify(entry).replace('"__DEEP__"', deepObject);
    const downloaded = mkdtempSync(join(tmpdir(), 'agent-chaos-deep-'));
    writeFileSync(join(downloaded, 'journal.jsonl'), `${lines.join('\n')}\n`);
    suite.gh().comments.delete(7);
    const forkHead = 'e'.repeat(40);
    suite.gh().pulls.push({
      number: 7,
      state: 'open',
      head: { sha: forkHead, ref: 'feature', repo: { full_name: 'fork/r', owner: { login: 'fork' } } },
      base: { sha: 'b'.repeat(40), ref: 'main' },
    });
    const event = githubContext(
      {
        workflow_run: {
          id: 556,
          head_sha: forkHead,
          head_branch: 'feature',
          head_repository: { owner: { login: 'fork' } },
          pull_requests: [],
        },
      },
      { eventName: 'workflow_run' },
    );
    const evaluate = await runAction(suite.run(), inputs({ mode: 'evaluate', 'artifacts-path': downloaded }), event);
    expect(evaluate.failed ?? '').not.toMatch(/call stack/);
    const said = [...evaluate.log, ...evaluate.warnings].join('\n');
    expect(said).toContain(`journal.jsonl:${at + 1}: nested deeper than 256 levels, skipped`);
    // The skipped run is missing evidence: the gate does not pass on it.
    expect(evaluate.outputs.verdict).toBe('fail');
    const body = suite.gh().comments.get(7)?.at(-1)?.body ?? '';
    expect(body).toMatch(/agent-chaos/);
    expect(body).toMatch(/missing/);
    expect(suite.gh().statuses.get(forkHead)!.at(-1)).toMatchObject({ state: 'failure', context: 'agent-chaos' });
  }, 240_000);

  it('in a trace (tool arguments, attribute values, protobuf, sessions.jsonl): read, cut or skipped, never a crash', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'agent-chaos-deep-trace-'));
    const hex = (n: number, c: string) => c.repeat(n);
    const str = (key: string, value: string) => ({ key, value: { stringValue: value } });
    // An attribute kvlist nested 100,000 deep, as OTLP/JSON writes it.
    const kv = '{"intValue":"1"}';
    const open = '{"kvlistValue":{"values":[{"key":"k","value":';
    const deepAttr = `${open.repeat(DEPTH)}${kv}${'}]}}'.repeat(DEPTH)}`;
    const spans = [
      {
        traceId: hex(32, 'a'),
        spanId: hex(16, 'b'),
        name: 'invoke_agent deep',
        startTimeUnixNano: '1000000',
        endTimeUnixNano: '9000000',
        attributes: [
          str('gen_ai.operation.name', 'invoke_agent'),
          str(
            'gen_ai.input.messages',
            JSON.stringify([{ role: 'user', parts: [{ type: 'text', content: 'Find flights' }] }]),
          ),
          str(
            'gen_ai.output.messages',
            JSON.stringify([
              { role: 'assistant', parts: [{ type: 'text', content: 'The search failed; try later.' }] },
            ]),
          ),
        ],
      },
      {
        traceId: hex(32, 'a'),
        spanId: hex(16, 'c'),
        parentSpanId: hex(16, 'b'),
        name: 'execute_tool search',
        startTimeUnixNano: '2000000',
        endTimeUnixNano: '3000000',
        attributes: [
          str('gen_ai.operation.name', 'execute_tool'),
          str('gen_ai.tool.name', 'search'),
          str('gen_ai.tool.call.arguments', deepArray),
          { key: 'deep.attr', value: '__DEEP_ATTR__' },
        ],
        status: { code: 2, message: 'timed out' },
      },
    ];
    const json = JSON.stringify({ resourceSpans: [{ resource: { attributes: [] }, scopeSpans: [{ spans }] }] }).replace(
      '"__DEEP_ATTR__"',
      deepAttr,
    );
    writeFileSync(join(dir, 'deep.json'), json);
    // The same nesting as OTLP/protobuf, 100,000 deep: AnyValue{kvlist{KeyValue{value: AnyValue{...}}}},
    // written with protobufjs' Writer (fork/ldelim: linear, where its object encoder stops at depth 100).
    const w = protobuf.Writer.create();
    w.uint32((1 << 3) | 2).fork(); // ExportTraceServiceRequest.resourceSpans
    w.uint32((2 << 3) | 2).fork(); // ResourceSpans.scopeSpans
    w.uint32((2 << 3) | 2).fork(); // ScopeSpans.spans
    w.uint32((1 << 3) | 2).bytes(Buffer.alloc(16, 1)); // traceId
    w.uint32((2 << 3) | 2).bytes(Buffer.alloc(8, 2)); // spanId
    w.uint32((5 << 3) | 2).string('execute_tool search');
    w.uint32((9 << 3) | 2).fork(); // Span.attributes: KeyValue
    w.uint32((1 << 3) | 2).string('deep');
    for (let i = 0; i < DEPTH; i++) {
      w.uint32((2 << 3) | 2).fork(); // KeyValue.value: AnyValue
      w.uint32((6 << 3) | 2).fork(); // AnyValue.kvlistValue
      w.uint32((1 << 3) | 2).fork(); // KeyValueList.values: KeyValue
      w.uint32((1 << 3) | 2).string('k');
    }
    for (let i = 0; i < 3 * DEPTH + 4; i++) w.ldelim();
    writeFileSync(join(dir, 'deep.pb'), w.finish());
    // A sessions.jsonl line nested 100,000 deep, beside a sound one.
    writeFileSync(join(dir, 'sessions.jsonl'), `${deepObject}\n`);

    const redactor = new Redactor([], {});
    const json1 = await loadSessions([join(dir, 'deep.json')], redactor);
    if (!json1.sessions.length) throw new Error(JSON.stringify(json1.problems).slice(0, 2000));
    const call = json1.sessions[0].toolCalls[0];
    expect(call.name).toBe('search');
    expect(call.arguments).toBe(deepArray); // kept as text: nothing walks it
    expect(renderForJudge(json1.sessions[0]).text).toContain('The search failed');
    const pb = await loadSessions([join(dir, 'deep.pb')], redactor);
    expect(pb.problems.join(' ')).not.toMatch(/call stack/);
    const lines = await loadSessions([join(dir, 'sessions.jsonl')], redactor).catch((e: Error) => e);
    expect(String(lines instanceof Error ? lines.message : lines.problems)).toMatch(/nested deeper than 256 levels/);
  }, 120_000);

  it('the depth is read in one pass, strings and their escapes skipped', () => {
    expect(nestsDeeper(deepArray)).toBe(true);
    expect(nestsDeeper(`["${'['.repeat(10_000)}"]`)).toBe(false); // brackets inside a string
    expect(nestsDeeper(`["\\\\", ${'['.repeat(300)}${']'.repeat(300)}]`)).toBe(true); // an escaped backslash ends no string
    expect(nestsDeeper(`["\\"${'['.repeat(300)}"]`)).toBe(false); // an escaped quote does not end it
    expect(() => parseBounded(deepObject)).toThrow('nested deeper than 256 levels');
    expect(parseBounded(`${'['.repeat(256)}${']'.repeat(256)}`)).toBeDefined();
  });
});
