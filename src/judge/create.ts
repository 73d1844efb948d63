// The judge a run uses, from the config's judge section (and CLI/action overrides).
import type { Config } from '../config/schema.js';
import { hasAwsCredentials } from './credentials.js';
import { createBedrockJudge } from './bedrock.js';
import type { JudgeChoice } from './judge.js';
import { createOpenAIJudge } from './openai.js';
import { Readings } from './readings.js';
import { onGitHub } from '../util/where.js';

export type JudgeSettings = Config['judge'];

/** How to give the Bedrock judge credentials, where this runs. */
const awsHow = (env: NodeJS.ProcessEnv): string =>
  onGitHub(env)
    ? 'add aws-actions/configure-aws-credentials with a role allowed bedrock:InvokeModel (and permissions: id-token: write), or AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY'
    : 'set AWS_PROFILE, or AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, with bedrock:InvokeModel; or choose the offline judge with --judge heuristic';

/**
 * The Bedrock judge without AWS credentials in the environment: the heuristic judge with a warning
 * (judge.fallback: heuristic, the default), or an error naming what is missing (fallback: fail).
 */
export function withFallback(
  settings: JudgeSettings,
  warn: (message: string) => void,
  env: NodeJS.ProcessEnv = process.env,
): JudgeSettings {
  if (settings.provider !== 'bedrock' || hasAwsCredentials(env)) return settings;
  if (settings.fallback === 'fail')
    throw new Error(`agent-chaos: the Bedrock judge needs AWS credentials and judge.fallback is fail: ${awsHow(env)}`);
  warn(
    `agent-chaos: no AWS credentials in the environment (${awsHow(env)}): scoring with the offline heuristic judge, a rough stand-in for the LLM judge.`,
  );
  return { ...settings, provider: 'heuristic', model: 'heuristic' };
}

export async function createJudge(settings: JudgeSettings): Promise<JudgeChoice> {
  switch (settings.provider) {
    case 'heuristic':
      return { kind: 'heuristic' };
    case 'bedrock':
      return {
        kind: 'llm',
        readings: new Readings(),
        judge: await createBedrockJudge({
          model: settings.model,
          region: settings.region,
          endpoint: settings.endpoint,
          timeoutMs: settings.timeout,
        }),
      };
    case 'openai': {
      const keyVar = settings.api_key_env ?? 'OPENAI_API_KEY';
      return {
        kind: 'llm',
        readings: new Readings(),
        judge: createOpenAIJudge({
          model: settings.model,
          baseUrl: settings.endpoint,
          apiKey: process.env[keyVar],
          timeoutMs: settings.timeout,
        }),
      };
    }
    case 'none':
      throw new Error(
        'judge provider "none" evaluates nothing: use it with mode run to collect sessions for a later evaluate step',
      );
  }
}

/** What results.json records as the judge. */
export const judgeLabel = (choice: JudgeChoice): { provider: string; model: string } =>
  choice.kind === 'heuristic'
    ? { provider: 'heuristic', model: 'heuristic' }
    : { provider: choice.judge.provider, model: choice.judge.model };
