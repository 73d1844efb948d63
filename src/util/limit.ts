// Bounded concurrency: at most `max` tasks hold a slot at once, the rest wait. One limiter is shared
// by everything that calls the judge, so evaluators together never exceed the limit; one is shared
// by both sides of the sequential decision's batches, whose waiters ask in lanes ("head", "base")
// served in turn: first-come order ran every head run of a batch before the first base run, so the
// base's ran in the batch's tail, on a machine less loaded (fewer time-outs on one side only).
export class Limiter {
  private active = 0;
  /** Waiters by lane, each lane in order of asking. */
  private readonly lanes = new Map<string, (() => void)[]>();
  /** The lanes with waiters, in the order they are served next. */
  private readonly turn: string[] = [];

  constructor(readonly max: number) {
    if (!(max >= 1)) throw new Error(`concurrency must be at least 1, got ${max}`);
  }

  /**
   * Waits for a slot (lanes in turn, each in order of asking) and returns its release; releasing
   * twice is a no-op, so a task may give its slot back early (the runner does when the agent exits,
   * before reading its run). A freed slot passes straight to the next waiter.
   */
  async acquire(lane = ''): Promise<() => void> {
    if (this.active < this.max && !this.turn.length) this.active++;
    else
      await new Promise<void>((resolve) => {
        const waiting = this.lanes.get(lane) ?? [];
        if (!waiting.length) this.turn.push(lane);
        waiting.push(resolve);
        this.lanes.set(lane, waiting);
      });
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      this.handOn();
    };
  }

  /** The freed slot to the next lane's first waiter, or back to the pool. */
  private handOn(): void {
    const lane = this.turn.shift();
    if (lane === undefined) {
      this.active--;
      return;
    }
    const waiting = this.lanes.get(lane)!;
    const next = waiting.shift()!;
    if (waiting.length) this.turn.push(lane);
    next();
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
