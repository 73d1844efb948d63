// The agent's environment: OpenTelemetry's standard settings pass so instrumentations behave as
// documented; a collector's credentials, other exporter endpoints and the job's secrets do not.
import { describe, expect, it } from 'vitest';
import { agentEnvironment } from '../../src/runner/environment.js';

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
