// Sharding case x repeat across the jobs of a matrix: a stable hash, so every job agrees on its share.
import { hashSeed } from '../util/random.js';
import type { Shard } from './types.js';

/** "2/4" -> {index: 2, count: 4}; a clear error otherwise. */
export function parseShard(text: string): Shard {
  const m = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  const index = m ? Number(m[1]) : NaN;
  const count = m ? Number(m[2]) : NaN;
  if (!m || count < 1 || index < 1 || index > count)
    throw new Error(`shard "${text}" is not valid: write i/n with 1 <= i <= n, e.g. 2/4`);
  return { index, count };
}

/** Whether a run belongs to a shard: a stable hash of case and repeat. */
export const inShard = (caseName: string, repeat: number, shard: Shard): boolean =>
  (hashSeed(`shard:${caseName}:${repeat}`) % shard.count) + 1 === shard.index;
