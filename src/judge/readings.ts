// The readings a job has asked its judge for, by what the judge reads: a transcript is judged once
// per judge and prompt, however often it recurs (the same answer on both sides, in a later look, in
// the base's first round). Two requests are one reading when they differ only in the render's
// delimiter nonce and in step times within the same 100 ms: neither changes what a judge can read.
import { createHash } from 'node:crypto';

/** "at +2153 ms, " as the render writes a step's time (judge/render.ts), to the 100 ms it falls in. */
const STEP_TIME = /at \+(\d+) ms, /g;

/** The key of a reading: the judge's model and what it is asked, the per-render nonce and step times set aside. */
export function readingKey(
  model: string,
  req: { name: string; system: string; prompt: string },
  nonce: string,
): string {
  const same = (text: string) =>
    text.replaceAll(nonce, '').replace(STEP_TIME, (_, ms: string) => `at +${Math.floor(Number(ms) / 100)}00 ms, `);
  return createHash('sha256')
    .update(JSON.stringify([model, req.name, same(req.system), same(req.prompt)]))
    .digest('hex');
}

/**
 * The job's readings, each the judge's validated answer or the call still under way. A call that
 * fails is forgotten, so the next request of the same reading asks the judge itself.
 */
export class Readings {
  private readonly byKey = new Map<string, Promise<unknown>>();

  get(key: string): Promise<unknown> | undefined {
    return this.byKey.get(key);
  }

  /** The reading `key` is being asked: later requests of it wait for `answer`. */
  asking(key: string, answer: Promise<unknown>): void {
    this.byKey.set(key, answer);
    answer.catch(() => {
      if (this.byKey.get(key) === answer) this.byKey.delete(key);
    });
  }
}
