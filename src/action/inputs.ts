// Action inputs, read inside a function (never at import time) and turned into one typed object.
import * as core from '@actions/core';
import { DEFAULT_CONFIG_PATH } from '../config/load.js';

export interface ActionInputs {
  configPath: string;
  workingDirectory: string;
}

export function readInputs(): ActionInputs {
  return {
    configPath: core.getInput('config') || DEFAULT_CONFIG_PATH,
    workingDirectory: core.getInput('working-directory') || '.',
  };
}
