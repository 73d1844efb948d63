// The example workflows docs/action.md shows: they parse, and use only inputs action.yml declares.
import { readdirSync, readFileSync } from 'node:fs';
import { INPUT_NAMES } from '../../src/action/inputs.js';
import { describe, expect, it } from 'vitest';
import { NoOperationTraceWriter, parseWorkflow } from '@actions/workflow-parser';
import { parseAction } from '@actions/workflow-parser/actions/action-parser';
import { parse } from 'yaml';

const action = parse(readFileSync('action.yml', 'utf8'));
const declared = new Set(Object.keys(action.inputs));
const files = readdirSync('examples/workflows').filter((f) => f.endsWith('.yml'));

// GitHub's own workflow and action schemas (the parser its Actions language service uses): the
// errors a runner would report before running a single step.
const workflowErrors = (name: string, content: string) =>
  parseWorkflow({ name, content }, new NoOperationTraceWriter())
    .context.errors.getErrors()
    .map((e) => e.message);

describe('examples/workflows', () => {
  it('has the workflows docs/action.md documents', () => {
    expect(files.sort()).toEqual([
      'agent-chaos-collect.yml',
      'agent-chaos-command.yml',
      'agent-chaos-evaluate.yml',
      'agent-chaos-sharded.yml',
      'agent-chaos-tiered.yml',
      'agent-chaos.yml',
    ]);
    const readme = readFileSync('docs/action.md', 'utf8');
    for (const f of files) expect(readme).toContain(`examples/workflows/${f}`);
  });

  it.each(files)('%s parses and passes only declared inputs, with valid values', (file) => {
    const wf = parse(readFileSync(`examples/workflows/${file}`, 'utf8'));
    expect(wf.on).toBeTruthy();
    const steps = Object.values<any>(wf.jobs).flatMap((j) => j.steps ?? []);
    const ours = steps.filter((s) => String(s.uses ?? '').startsWith('agent-chaos/agent-chaos@'));
    expect(ours.length).toBeGreaterThan(0);
    for (const step of ours) {
      for (const [key, value] of Object.entries(step.with ?? {})) {
        expect(declared.has(key), `${file}: input "${key}" is not in action.yml`).toBe(true);
        if (key === 'mode') expect(['run', 'evaluate', 'report']).toContain(value);
        if (key === 'judge-provider') expect(['bedrock', 'openai', 'heuristic', 'none']).toContain(value);
        if (key === 'tier') expect(['smoke', 'full', 'auto']).toContain(value);
      }
    }
  });

  it.each(files)(
    '%s: least privilege per job, third-party actions pinned to commit SHAs, no token left in .git',
    (file) => {
      const text = readFileSync(`examples/workflows/${file}`, 'utf8');
      const wf = parse(text);
      expect(wf.permissions, `${file}: workflow-wide permissions must be empty`).toEqual({});
      for (const [name, job] of Object.entries<any>(wf.jobs)) {
        const steps: any[] = job.steps ?? [];
        const runsAgent = steps.some(
          (s) =>
            String(s.uses ?? '').startsWith('agent-chaos/agent-chaos@') &&
            !['report', 'evaluate'].includes(s.with?.mode),
        );
        // A job that runs the pull request's agent gets a read-only token and nothing else (actions:
        // read finds the base branch's artifact: the bank of the base's runs, readable by the PR's author
        // anyway; pull-requests: read, for a comment command, its pull request and who wrote it).
        if (runsAgent) {
          expect(
            [
              { contents: 'read' },
              { contents: 'read', actions: 'read' },
              { contents: 'read', actions: 'read', 'pull-requests': 'read' },
            ],
            `${file}: job ${name} runs the agent`,
          ).toContainEqual(job.permissions);
          expect(
            steps.some((s) => String(s.uses).startsWith('aws-actions/')),
            `${file}: job ${name} runs the agent with AWS credentials`,
          ).toBe(false);
        }
        for (const s of steps) {
          const uses = String(s.uses ?? '');
          // A fork's pull request gets no OIDC token: the credentials step must be skipped there, not fail the job.
          if (
            uses.startsWith('aws-actions/configure-aws-credentials@') &&
            JSON.stringify(wf.on).includes('pull_request')
          ) {
            expect(s.if, `${file}: ${name}'s credentials step runs on forks`).toMatch(
              /github\.event\.pull_request\.head\.repo\.full_name == github\.repository/,
            );
          }
          if (uses.startsWith('actions/checkout@'))
            expect(s.with?.['persist-credentials'], `${file}: ${name} checkout keeps the token in .git/config`).toBe(
              false,
            );
          if (uses && !uses.startsWith('agent-chaos/agent-chaos@')) {
            expect(uses, `${file}: ${uses} is not pinned to a commit SHA`).toMatch(/@[0-9a-f]{40}$/);
            expect(text).toMatch(new RegExp(`${uses.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')} # v\\d`)); // the version, in a comment
          }
        }
      }
    },
  );

  it.each(files)('%s validates against the workflow schema', (file) => {
    expect(workflowErrors(file, readFileSync(`examples/workflows/${file}`, 'utf8'))).toEqual([]);
  });

  it('the schema check fails on what a runner would refuse', () => {
    const good = readFileSync('examples/workflows/agent-chaos.yml', 'utf8');
    expect(workflowErrors('no-on.yml', good.replace(/^on:[\s\S]*?^(?=\w)/m, ''))).not.toEqual([]);
    expect(workflowErrors('typo.yml', good.replace('runs-on:', 'run-on:'))).not.toEqual([]);
  });

  it('action.yml validates against the action schema', () => {
    const result = parseAction(
      { name: 'action.yml', content: readFileSync('action.yml', 'utf8') },
      new NoOperationTraceWriter(),
    );
    expect(result.context.errors.getErrors().map((e) => e.message)).toEqual([]);
  });

  it('action.yml runs dist/index.js on node24 and every input it declares is read by the action', () => {
    expect(action.runs).toEqual({ using: 'node24', main: 'dist/index.js' });
    expect([...declared].sort()).toEqual([...INPUT_NAMES].sort());
  });

  // The workflows the README and docs/action.md tell users to paste: whole workflows (an `on:`, jobs
  // with runs-on and steps, needs that name a job), the same inputs and pins as the examples.
  const pasted = ['README.md', 'docs/action.md'].flatMap((doc) =>
    [...readFileSync(doc, 'utf8').matchAll(/```yaml\n([\s\S]*?)```/g)]
      .map((m) => m[1])
      .filter((y) => /^jobs:/m.test(y))
      .map((y, i) => [`${doc} #${i + 1}`, y] as const),
  );

  it('the README and docs/action.md show workflows to paste', () => {
    expect(pasted.map(([name]) => name)).toEqual(['README.md #1', 'docs/action.md #1']);
  });

  it.each(pasted)('%s is a whole workflow: on, permissions, jobs that run, needs that exist', (name, yml) => {
    expect(workflowErrors(name, yml)).toEqual([]);
    const wf = parse(yml);
    expect(Object.keys(wf.on ?? {}), name).toEqual(expect.arrayContaining(['pull_request', 'push']));
    expect(wf.permissions, name).toEqual({});
    for (const [job, j] of Object.entries<any>(wf.jobs)) {
      expect(j['runs-on'], `${name}: ${job}`).toBeTruthy();
      expect(j.steps?.length, `${name}: ${job}`).toBeGreaterThan(0);
      for (const need of [j.needs ?? []].flat()) expect(Object.keys(wf.jobs), `${name}: ${job} needs`).toContain(need);
      for (const step of j.steps) {
        const uses = String(step.uses ?? '');
        if (uses.startsWith('agent-chaos/agent-chaos@'))
          for (const key of Object.keys(step.with ?? {})) expect(declared.has(key), `${name}: ${key}`).toBe(true);
        else if (uses) expect(uses, `${name}: ${uses} is not pinned`).toMatch(/@[0-9a-f]{40}$/);
      }
    }
    // As the example: the report job still runs after a failed run job (the comment is never stale),
    // and the agent's model key is in the run job's step env, not the report job's.
    const example = parse(readFileSync('examples/workflows/agent-chaos.yml', 'utf8'));
    expect(wf.jobs.report.if).toBe(example.jobs.report.if);
    const runStep = (w: any) => w.jobs.run.steps.find((s: any) => String(s.uses).startsWith('agent-chaos/'));
    expect(Object.keys(runStep(wf).env ?? {})).toEqual(Object.keys(runStep(example).env));
    expect(wf.jobs.run.steps.map((s: any) => s.uses)).toEqual(example.jobs.run.steps.map((s: any) => s.uses));
  });
});
