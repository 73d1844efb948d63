// `agent-chaos validate --cost`: what the judge will cost a pull request.
import { existsSync } from 'node:fs';
import type { ExpandedCase } from '../config/expand.js';
import { type Config, extraRunsCap } from '../config/schema.js';
import { batchCap, estimateJudging, estimateLine, moreOf, moreText } from '../evaluators/estimate.js';
import { readOwnPart } from '../evaluators/calibration-set.js';
import { evaluatorSettings } from '../evaluators/settings.js';
import { PRICES_AS_OF } from '../judge/budget.js';
import { agentCost, dollars, unpricedText } from '../results/agent-cost.js';
import { gatable } from '../results/compare.js';
import { packageRoot } from '../util/package-root.js';
import { sessionsPathFor } from '../results/store.js';
import { readSessionsFile } from '../trace/load-sessions.js';
import type { Session } from '../trace/session.js';
import type { CliIO } from './io.js';

/** The judge's expected calls, tokens and price per pull request, from the last results' sessions or stand-ins. */
export async function printCost(config: Config, cases: ExpandedCase[], io: CliIO, resultsPath?: string): Promise<void> {
  const sessions =
    (resultsPath && existsSync(sessionsPathFor(resultsPath))
      ? await readSessionsFile(sessionsPathFor(resultsPath))
      : undefined) ?? [];
  io.out(agentCostLine(config, cases, sessions));
  io.out(tiersLine(config, cases, sessions));
  if (config.judge.provider === 'heuristic' || config.judge.provider === 'none') {
    io.out(`cost: the ${config.judge.provider} judge makes no calls`);
    return;
  }
  const byCase = new Map<string, Session[]>();
  for (const s of sessions) if (s.chaos?.case) byCase.set(s.chaos.case, [...(byCase.get(s.chaos.case) ?? []), s]);
  // Sessions of the last results stand for the runs of their case (scaled to the config's repeats).
  const estimate = estimateJudging(
    cases.map((c) => {
      const got = byCase.get(c.name) ?? [];
      const scaled = got.length ? Array.from({ length: c.repeat }, (_, i) => got[i % got.length]) : undefined;
      return { name: c.name, input: c.input, effects: c.effects, runs: c.repeat, sessions: scaled };
    }),
    evaluatorSettings(config),
    config.judge.model,
    { prices: config.judge.prices },
  );
  const basis =
    estimate.basis === 'sessions'
      ? `prompts rendered from ${resultsPath}'s sessions`
      : 'prompts of a stand-in session per case (pass --results <dir> to measure the last results)';
  io.out(`cost per side (${basis}): ${estimateLine(estimate, config.judge.model)}`);
  if (estimate.costUsd !== undefined) io.out(`  list prices as of ${PRICES_AS_OF} (judge.prices overrides them)`);
  if (config.baseline === 'rerun' || config.baseline === 'auto') {
    const firstRound = cases.reduce((n, c) => n + c.repeat, 0);
    const cap = batchCap(
      config.confirm,
      cases.map((c) => c.repeat),
    );
    io.out(
      `  with baseline ${config.baseline}, a base that is run again is judged too (about as much again), and the sequential decision's batches add 0 to ${cap} run(s), both sides (confirm.max_extra_runs, confirm.max_runs): up to ${moreText(moreOf(estimate, firstRound, cap))} more (what an unchanged pull request adds: docs/statistics.md)`,
    );
  }
  io.out(`  the judge's checks: ${checksText(config)}`);
  const { max_calls, max_cost_usd } = config.judge.budget;
  if (max_calls !== undefined && max_calls < estimate.calls)
    io.out(
      `  judge.budget.max_calls ${max_calls} covers ${max_calls} of ${estimate.calls} calls: the earliest runs of every case are judged first, the rest reported "not judged: budget"`,
    );
  if (max_cost_usd !== undefined && estimate.costUsd !== undefined && max_cost_usd < estimate.costUsd)
    io.out(
      `  judge.budget.max_cost_usd ${max_cost_usd} covers about ${Math.round((100 * max_cost_usd) / estimate.costUsd)}% of it`,
    );
}

/**
 * The agent's own model calls for the first round, in money: the last results' sessions priced
 * (results/agent-cost.ts), a run's average times the config's runs.
 */
function agentCostLine(config: Config, cases: ExpandedCase[], sessions: Session[]): string {
  const runs = cases.reduce((n, c) => n + c.repeat, 0);
  if (!sessions.length)
    return `agent: pass --results <dir> to price its ${runs} run(s) a side from the last results' traces`;
  const a = agentCost(sessions, config.prices);
  const unpriced = unpricedText(a.unpriced);
  if (a.costUsd === undefined) return `agent: its models have no price${unpriced}`;
  const perRun = a.costUsd / a.sessions;
  return `agent, per side: about ${dollars(perRun * runs)} for the first round's ${runs} run(s) (about $${perRun.toFixed(6)} a run over the last results' ${a.sessions} session(s), from their traces' tokens)${unpriced}`;
}

/** What each tier may cost in runs (and the agent's money, where the last results price a run), and the budget. */
function tiersLine(config: Config, cases: ExpandedCase[], sessions: Session[]): string {
  const runs = cases.reduce((n, c) => n + c.repeat, 0);
  const a = sessions.length ? agentCost(sessions, config.prices) : undefined;
  const perRun = a?.costUsd !== undefined ? a.costUsd / a.sessions : undefined;
  const money = (n: number) => (perRun !== undefined ? `, about ${dollars(perRun * n)}` : '');
  const cap = extraRunsCap(config.confirm, cases.length);
  const budget = config.budget.usd ? `; budget.usd ${dollars(config.budget.usd)} stops the looks at that money` : '';
  return `tiers: smoke runs the first round, ${2 * runs} run(s) with the base beside it${money(2 * runs)}; full adds looks where undecided, at most ${cap} run(s) more (confirm.max_extra_runs${money(cap)})${budget}`;
}

/** What checking the judge adds (controls always; a measured certificate where the config asks for one). */
function checksText(config: Config): string {
  const controls = '2 planted controls a head scoring, 2 call(s)';
  const { certificate } = config.judge.admission;
  if (!certificate)
    return `${controls}; no judge.admission.certificate: the judge's results are advisory until it is certified (docs/calibration.md)`;
  if (certificate !== 'measure') return `${controls}; admission read from ${certificate}, no call`;
  // The held-out set the job measures the judge on, priced like the runs.
  const held = readOwnPart(packageRoot(), 'heldOut');
  const gated = evaluatorSettings(config).filter((e) => gatable(e.name));
  const measured = estimateJudging(
    held.map((e) => ({
      name: e.session.sessionId,
      input: e.session.input,
      effects: { tool_effects: {} },
      runs: 1,
      sessions: [e.session],
    })),
    gated,
    config.judge.model,
    { prices: config.judge.prices },
  );
  return `${controls}; judge.admission.certificate measure, every report job: ${estimateLine(measured, config.judge.model)}`;
}
