// Which tier a run is: the setting (input or config) and, for auto, what the event asks for. A smoke
// tier is a pull request's push; the label, an authorised comment command, a manual dispatch, the
// merge queue and the branch's own pushes ask for the full decision.
import type { TierSetting } from './enums.js';

export type Tier = 'smoke' | 'full';

/** What the job's event says about the tier, read by the shell that knows the event (action/tier-event.ts). */
export interface TierEvent {
  /** Why this event asks for the full decision ("the label agent-chaos:full"), if it does. */
  full?: string;
  /** The event is a pull request's push (auto runs smoke there). */
  pullRequest: boolean;
  /** How a reviewer starts the full decision, for the smoke headline. */
  howFull?: string;
}

export interface TierChoice {
  tier: Tier;
  /** Why, for the log. */
  why: string;
  /** How to start the full decision (smoke only). */
  howFull?: string;
}

export function chooseTier(setting: TierSetting, event?: TierEvent): TierChoice {
  if (setting !== 'auto') return { tier: setting, why: 'set in the config or the input', ...smokeHint(setting, event) };
  if (event?.full) return { tier: 'full', why: `auto: ${event.full}` };
  if (event?.pullRequest) return { tier: 'smoke', why: "auto: a pull request's push", ...smokeHint('smoke', event) };
  return { tier: 'full', why: 'auto: not a pull request' };
}

const smokeHint = (tier: Tier, event?: TierEvent) =>
  tier === 'smoke' ? { howFull: event?.howFull ?? 'run with tier: full' } : {};
