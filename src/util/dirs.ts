// Output directories made one level at a time. Node's recursive mkdir spins for ever on a path it
// cannot create under some file systems (`/proc/nope`); this stops at the first level that fails and
// names it.
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** Makes `path` and its missing parents; an error names the directory that could not be made, and why. */
export function makeDir(path: string): void {
  const target = resolve(path);
  const missing: string[] = [];
  let at = target;
  while (!existsSync(at)) {
    missing.unshift(at);
    const up = dirname(at);
    if (up === at) break;
    at = up;
  }
  if (existsSync(at) && !statSync(at).isDirectory()) throw new Error(`${path}: ${at} is not a directory`);
  for (const dir of missing) {
    try {
      mkdirSync(dir);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'EEXIST' && statSync(dir).isDirectory()) continue;
      throw new Error(
        `${path}: cannot create ${dir} (${(err as NodeJS.ErrnoException).code ?? (err as Error).message}): choose another --out`,
      );
    }
  }
}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * A lock on an output directory, so two runs never write one journal: a second run fails at once
 * naming the holder. A lock left by a process that is gone is taken over.
 */
export function lockDir(dir: string): { release(): void } {
  makeDir(dir);
  const path = join(dir, '.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeFileSync(fd, `${process.pid}\n`);
      closeSync(fd);
      return { release: () => rmSync(path, { force: true }) };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST')
        throw new Error(`${dir}: cannot write there (${(err as NodeJS.ErrnoException).code}): choose another --out`);
      const holder = Number.parseInt(readFileSync(path, 'utf8'), 10);
      if (Number.isInteger(holder) && holder !== process.pid && alive(holder))
        throw new Error(
          `${dir} is in use by another agent-chaos run (pid ${holder}): wait for it, or choose another --out`,
        );
      rmSync(path, { force: true }); // stale: its process is gone
    }
  }
  throw new Error(`${dir}: could not take the lock ${path}`);
}
