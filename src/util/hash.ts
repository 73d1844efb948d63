import { createHash } from 'node:crypto';

/** A short stable hash of any JSON value (the config a result was made with, say). */
export const hashOf = (value: unknown): string =>
  createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16);
