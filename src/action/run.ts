// The action's body: read inputs, validate the config, report. Later stages of the pipeline (runner,
// evaluators, comparison, comment) plug in here; each error becomes setFailed with its message.
import * as core from '@actions/core';
import { resolve } from 'node:path';
import { expandCases } from '../config/expand.js';
import { loadConfig } from '../config/load.js';
import { readInputs } from './inputs.js';

export async function run(): Promise<void> {
  try {
    const inputs = readInputs();
    const configPath = resolve(inputs.workingDirectory, inputs.configPath);
    const config = await loadConfig(configPath);
    const cases = expandCases(config);
    core.info(`agent-chaos: ${configPath} is valid: ${cases.length} case(s), judge ${config.judge.provider}`);
    core.setOutput('cases', String(cases.length));
  } catch (err) {
    core.setFailed((err as Error).message);
  }
}
