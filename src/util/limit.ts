// Bounded concurrency: at most `max` tasks run at once, the rest wait in order. One limiter is
// shared by everything that calls the judge, so evaluators together never exceed the limit.
export class Limiter {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly max: number) {
    if (!(max >= 1)) throw new Error(`concurrency must be at least 1, got ${max}`);
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.max) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.active++;
    try {
      return await task();
    } finally {
      this.active--;
      this.waiting.shift()?.();
    }
  }
}

/** Maps with bounded concurrency, keeping input order in the output. */
export async function mapLimit<T, R>(
  items: T[],
  max: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const limiter = new Limiter(max);
  return Promise.all(items.map((item, i) => limiter.run(() => fn(item, i))));
}
