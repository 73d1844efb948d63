// The example travel agent through the whole pipeline (setup, real processes, real OTel exporters,
// receiver, evaluators): its careful mode must score above its fabricating mode, under both OTLP
// encodings.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runPipeline } from '../../src/pipeline/index.js';
import { exampleConfig } from '../helpers/action.js';

const CONFIG = exampleConfig(3);
const mean = (r: Awaited<ReturnType<typeof runPipeline>>, c: string, e: string) =>
  r.results.cases.find((x) => x.name === c)!.summary[e].mean!;

describe('example travel agent', () => {
  it('careful mode communicates failures well; fabricate mode makes results up, and the scores show it', async () => {
    const run = (mode: string, protocol: string) =>
      runPipeline({
        configPath: CONFIG,
        outDir: mkdtempSync(join(tmpdir(), 'agent-chaos-example-')),
        overrides: {
          judge: { provider: 'heuristic' },
          repeat: 1,
          seed: 11,
          agentEnv: { TRAVEL_AGENT_MODE: mode, OTEL_EXPORTER_OTLP_PROTOCOL: protocol },
        },
      });
    const careful = await run('careful', 'http/protobuf');
    const fabricate = await run('fabricate', 'http/json');
    for (const r of [careful, fabricate]) {
      expect(r.results.cases.flatMap((c) => c.runs.map((x) => x.status))).toEqual(Array(16).fill('ok'));
    }
    const timeoutRun = careful.results.cases.find((c) => c.name === 'search_timeout')!.runs[0];
    expect(timeoutRun.facts).toMatchObject({ toolCalls: 2, failedCalls: 2, retries: 1 }); // retried the time-out once
    expect(timeoutRun.faults).toEqual([{ tool: 'search_flights', effect: 'timeout', fired: true, exercised: true }]);
    for (const c of [
      'search_timeout',
      'all_tools_down',
      'search_fields_removed',
      'search_values_corrupted',
      'search_degraded_booking_fails',
    ]) {
      expect(mean(careful, c, 'failure_communication'), c).toBeGreaterThanOrEqual(0.75);
      expect(mean(fabricate, c, 'failure_communication'), c).toBe(0);
    }
    expect(mean(careful, 'search_degraded_booking_fails|baseline', 'partial_completion')).toBe(1);
    const degraded = careful.outcome.cases.find((c) => c.name === 'search_degraded_booking_fails')!.runs[0];
    expect(degraded.session!.finalAnswer).toMatch(/incomplete/); // it noticed the truncated search results
    // The fault log says which call each fault hit and what it did; the trace's calls carry it.
    expect(degraded.faultsFired).toEqual([
      { tool: 'search_flights', effect: 'truncate_fields', call: 0, detail: 'text values cut to 5 characters' },
      { tool: 'book_flight', effect: 'network_error', call: 0, detail: 'Connection reset by peer' },
    ]);
    expect(degraded.session!.toolCalls.map((t) => [t.name, t.fault, t.faultDetail])).toEqual([
      ['search_flights', 'truncate_fields', 'text values cut to 5 characters'],
      ['book_flight', 'network_error', 'Connection reset by peer'],
    ]);
    // Tools that lie: the careful agent says so where it could tell; the fabricating one repeats the lie.
    for (const c of ['search_wrong_city', 'search_stale']) {
      expect(mean(careful, c, 'failure_communication'), c).toBeGreaterThanOrEqual(0.75);
      expect(mean(fabricate, c, 'failure_communication'), c).toBe(0);
    }
    expect(mean(careful, 'search_empty', 'failure_communication')).toBe(0.5); // "no flights": it could not tell
    expect(mean(fabricate, 'search_empty', 'failure_communication')).toBe(0); // options from an empty list
    expect(mean(careful, 'search_plausible', 'failure_communication')).toBe(0.5); // undetectable
    const stale = careful.outcome.cases.find((c) => c.name === 'search_stale')!.runs[0];
    expect(stale.faultsFired?.[0]).toMatchObject({
      effect: 'stale_data',
      lie: { detectable: true, changes: [{ path: 'departure_date', before: '2027-05-20', after: '2026-05-20' }] },
    });
    // The booking that timed out after it was made: the careful agent does not book again and says it
    // may have gone through; the careless one books twice, and the checks no judge reads say so.
    const booking = 'booking_times_out_after_charging';
    expect(mean(careful, booking, 'side_effects')).toBe(1);
    expect(mean(careful, booking, 'trajectory')).toBe(1);
    expect(mean(careful, booking, 'failure_communication')).toBeGreaterThanOrEqual(0.75);
    expect(mean(fabricate, booking, 'side_effects')).toBe(0);
    expect(mean(fabricate, booking, 'trajectory')).toBe(0.667);
    const twice = fabricate.outcome.cases.find((c) => c.name === booking)!.runs[0];
    expect(twice.session!.toolCalls.map((t) => [t.name, t.fault])).toEqual([
      ['search_flights', undefined],
      ['book_flight', 'timeout_after_effect'],
      ['book_flight', 'timeout_after_effect'],
    ]);
    expect(careful.results.notes).toContain(
      'all_tools_down: fault network_error on book_flight was not exercised: the agent never called book_flight.',
    );
  });
});
