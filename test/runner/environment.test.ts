// The agent's environment: OpenTelemetry's standard settings pass so instrumentations behave as
// documented; a collector's credentials, other exporter endpoints and the job's secrets do not.
import { describe, expect, it } from 'vitest';
import { agentEnvironment, givenValues } from '../../src/runner/environment.js';

describe('agent environment', () => {
  it('passes OTEL_* but the exporter headers and endpoints; nothing else of the job unless listed', () => {
    const env = agentEnvironment(
      [],
      {},
      {
        PATH: '/usr/bin',
        OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT: 'true',
        OTEL_SEMCONV_STABILITY_OPT_IN: 'gen_ai_latest_experimental',
        OTEL_SERVICE_NAME: 'travel',
        OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
        OTEL_EXPORTER_OTLP_HEADERS: 'authorization=Bearer collector-secret',
        OTEL_EXPORTER_OTLP_TRACES_HEADERS: 'x-api-key=collector-secret',
        OTEL_EXPORTER_OTLP_LOGS_ENDPOINT: 'https://collector.example/v1/logs',
        OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'https://collector.example/v1/traces',
        GITHUB_TOKEN: 'ghs_secret',
        AWS_SECRET_ACCESS_KEY: 'secret',
      },
    );
    expect(env).toEqual({
      PATH: '/usr/bin',
      OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT: 'true',
      OTEL_SEMCONV_STABILITY_OPT_IN: 'gen_ai_latest_experimental',
      OTEL_SERVICE_NAME: 'travel',
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
    });
    // Listed by the config, a variable passes.
    expect(agentEnvironment(['GITHUB_TOKEN'], {}, { GITHUB_TOKEN: 't' })).toEqual({ GITHUB_TOKEN: 't' });
  });
});

describe('the values the agent is given are secrets (trust round 4, point 4)', () => {
  it('whatever their names, but plain settings: a word, a number, a URL or path without credentials', () => {
    const parent = {
      LLM_KEY: 'Zq8/vR+2"mN&p=Lx7!wT',
      DB_URL: 'postgres://app:s3cr3t@db.internal/app',
      KEY_URL: 'https://api.example.test/v1?key=abc123def',
      AI_SDK_SPANS: 'openinference',
      OPENAI_BASE_URL: 'http://127.0.0.1:4000/v1',
      WORKERS: '12',
      CACHE_DIR: '/home/runner/.cache/app',
      PATH: '/usr/bin',
      UNLISTED_KEY: 'not-passed-9f8e7d6c',
    };
    const agent = {
      pass_env: ['LLM_KEY', 'DB_URL', 'KEY_URL', 'AI_SDK_SPANS', 'OPENAI_BASE_URL', 'WORKERS', 'CACHE_DIR', 'PATH'],
      require_env: [],
    };
    expect(givenValues(agent, parent).sort()).toEqual(
      [
        'Zq8/vR+2"mN&p=Lx7!wT',
        'postgres://app:s3cr3t@db.internal/app',
        'https://api.example.test/v1?key=abc123def',
      ].sort(),
    );
  });
});
