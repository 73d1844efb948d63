// The log of a run's failed agent runs, for a reader: each distinct stderr printed once (a missing
// module prints the same stack under every run), then one line per case and cause with its count.
// The journal keeps every run's stderr.
import type { RunEvent } from './types.js';

export class FailureLog {
  private readonly printed = new Map<string, string>();
  private readonly counts = new Map<string, { case: string; status: string; error: string; runs: number }>();

  /** The stderr lines to print under this run: its stderr the first time it is seen, else where it was. */
  stderrOf(e: RunEvent): string[] {
    if (e.status !== 'ok' && e.error) {
      const key = `${e.case}\u0000${e.status}\u0000${e.error}`;
      const seen = this.counts.get(key);
      if (seen) seen.runs++;
      else this.counts.set(key, { case: e.case, status: e.status, error: e.error, runs: 1 });
    }
    if (!e.stderrTail) return [];
    const first = this.printed.get(e.stderrTail);
    if (first) return [`    stderr: the same as ${first}'s`];
    this.printed.set(e.stderrTail, `${e.case} #${e.repeat}`);
    return e.stderrTail.split('\n').map((l) => `    stderr| ${l}`);
  }

  /** One line per case and cause of failure, with its number of runs; none when every run was ok. */
  summary(): string[] {
    return [...this.counts.values()].map(
      (c) => `${c.case}: ${c.runs} run(s) ${c.status}: ${c.error.replace(/^the agent (crashed|timed out): /, '')}`,
    );
  }
}
