// Whether a process still runs, and waiting for one to end: a kill is delivered when the kernel
// gets to it, so tests wait for the death (bounded generously) instead of sleeping a fixed time.
import { readFileSync } from 'node:fs';

/** Running, not a zombie waiting to be reaped by whoever inherited it. */
export function alive(pid: number): boolean {
  try {
    return !/^State:\s+Z/m.test(readFileSync(`/proc/${pid}/status`, 'utf8'));
  } catch {
    return false;
  }
}

/** True once `pid` is gone; false if it still runs after `withinMs` (far above any delivery time). */
export async function ended(pid: number, withinMs = 15_000): Promise<boolean> {
  const until = Date.now() + withinMs;
  while (alive(pid)) {
    if (Date.now() > until) return false;
    await new Promise((r) => setTimeout(r, 25));
  }
  return true;
}
