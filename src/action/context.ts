// What the action needs from the GitHub Actions environment: the event, the repository, the run.
import { readFileSync } from 'node:fs';

export interface ActionContext {
  eventName: string;
  owner: string;
  repo: string;
  apiUrl: string;
  runUrl?: string;
  /** Workflow file name, from GITHUB_WORKFLOW_REF (for finding this workflow's runs on the base branch). */
  workflow?: string;
  pullRequest?: { number: number; baseRef: string; baseSha: string; headSha: string };
  /** Branch pushed to, for push events. */
  pushRef?: string;
  defaultBranch?: string;
  /** The run that triggered a workflow_run event (the fork's run, for the evaluate step). */
  triggeringRunId?: number;
  runId?: number;
}

export function readContext(env: NodeJS.ProcessEnv = process.env): ActionContext {
  let event: any = {};
  if (env.GITHUB_EVENT_PATH) {
    try {
      event = JSON.parse(readFileSync(env.GITHUB_EVENT_PATH, 'utf8'));
    } catch {
      event = {};
    }
  }
  const [owner = '', repo = ''] = (env.GITHUB_REPOSITORY ?? '').split('/');
  const workflowRef = env.GITHUB_WORKFLOW_REF ?? '';
  const workflow = /\/\.github\/workflows\/([^@]+)@/.exec(workflowRef)?.[1];
  const pr = event.pull_request;
  return {
    eventName: env.GITHUB_EVENT_NAME ?? '',
    owner,
    repo,
    apiUrl: env.GITHUB_API_URL ?? 'https://api.github.com',
    runUrl: env.GITHUB_SERVER_URL && env.GITHUB_REPOSITORY && env.GITHUB_RUN_ID ? `${env.GITHUB_SERVER_URL}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}` : undefined,
    workflow,
    pullRequest: pr ? { number: Number(event.number ?? pr.number), baseRef: pr.base?.ref, baseSha: pr.base?.sha, headSha: pr.head?.sha } : undefined,
    pushRef: env.GITHUB_EVENT_NAME === 'push' ? env.GITHUB_REF_NAME : undefined,
    defaultBranch: event.repository?.default_branch,
    triggeringRunId: event.workflow_run?.id,
    runId: env.GITHUB_RUN_ID ? Number(env.GITHUB_RUN_ID) : undefined,
  };
}
