// Bounded concurrency: at most `max` tasks hold a slot at once, the rest wait in order. One limiter
// is shared by everything that calls the judge, so evaluators together never exceed the limit.
export class Limiter {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly max: number) {
    if (!(max >= 1)) throw new Error(`concurrency must be at least 1, got ${max}`);
  }

  /**
   * Waits for a slot (in order of asking) and returns its release; releasing twice is a no-op, so a
   * task may give its slot back early (the runner does when the agent exits, before reading its run).
   */
  async acquire(): Promise<() => void> {
    if (this.active >= this.max) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.active++;
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      this.active--;
      this.waiting.shift()?.();
    };
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    const release = await this.acquire();
    try {
      return await task();
    } finally {
      release();
    }
  }
}
