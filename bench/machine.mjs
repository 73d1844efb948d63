// What this machine charges for the two things the benches' ratios are most sensitive to: starting
// node, and touching new memory (a page fault and the page's zeroing). Both are paid by the reference
// and by agent-chaos, in different amounts, so a ratio measured on one machine can move on another:
// on a VM where a page costs 12-14 µs to fault in, JSON.parse of 75 MB spends most of its time
// faulting (eval's ratio falls) while agent-chaos's start-up and its launcher's forks cost more (the
// whole run's ratio rises). The benches print this line so two runs' figures can be compared.
import { spawnSync } from 'node:child_process';

const ROUNDS = 5;
const TOUCH_MB = 128;

/** Median of `ROUNDS` runs of fn. */
function median(fn) {
  const xs = Array.from({ length: ROUNDS }, fn).sort((a, b) => a - b);
  return xs[Math.floor(ROUNDS / 2)];
}

/** Wall time of `node -e 0`, in ms. */
function nodeStart() {
  return median(() => {
    const t = performance.now();
    spawnSync(process.execPath, ['-e', '0'], { stdio: 'ignore' });
    return performance.now() - t;
  });
}

// Fills a fresh 128 MB buffer (every page faulted in and written) and reports the time per 4 kB page.
const TOUCH = `const t = performance.now(); Buffer.alloc(${TOUCH_MB} * 1048576, 1); process.stdout.write(String(performance.now() - t));`;
function pageTouch() {
  return median(() => {
    const r = spawnSync(process.execPath, ['-e', TOUCH], { encoding: 'utf8' });
    return (Number(r.stdout) * 1000) / ((TOUCH_MB * 1048576) / 4096);
  });
}

/** One line: node's start and the cost of a page of new memory, medians of 5. */
export function machineLine() {
  return `this machine: node -e 0 starts and exits in ${nodeStart().toFixed(0)} ms; a new 4 kB page costs ${pageTouch().toFixed(2)} µs to fault in and fill (medians of ${ROUNDS})`;
}
