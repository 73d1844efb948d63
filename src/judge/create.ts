// The judge a run uses, from the config's judge section (and CLI/action overrides).
import type { Config } from '../config/schema.js';
import type { JudgeChoice } from '../evaluators/engine.js';
import { createBedrockJudge } from './bedrock.js';
import { createOpenAIJudge } from './openai.js';

export type JudgeSettings = Config['judge'];

export async function createJudge(settings: JudgeSettings): Promise<JudgeChoice> {
  switch (settings.provider) {
    case 'heuristic':
      return { kind: 'heuristic' };
    case 'bedrock':
      return { kind: 'llm', judge: await createBedrockJudge({ model: settings.model, region: settings.region, endpoint: settings.endpoint, timeoutMs: settings.timeout }) };
    case 'openai': {
      const keyVar = settings.api_key_env ?? 'OPENAI_API_KEY';
      return { kind: 'llm', judge: createOpenAIJudge({ model: settings.model, baseUrl: settings.endpoint, apiKey: process.env[keyVar], timeoutMs: settings.timeout }) };
    }
    case 'none':
      throw new Error('judge provider "none" evaluates nothing: use it with mode run to collect sessions for a later evaluate step');
  }
}

/** What results.json records as the judge. */
export const judgeLabel = (choice: JudgeChoice): { provider: string; model: string } =>
  choice.kind === 'heuristic' ? { provider: 'heuristic', model: 'heuristic' } : { provider: choice.judge.provider, model: choice.judge.model };
