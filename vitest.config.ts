import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    // A hook that imports the action's whole module graph took over 10 s (the default) beside 8 busy
    // processes on 2 cores (scripts/suite-under-load.sh): a bound for a hung hook, not a speed check.
    hookTimeout: 120_000,
    pool: 'forks',
    // Most tests wait on child processes and sockets, not the CPU: four files at a time on 2 cores
    // halves the wall time (one at a time was the default here).
    maxWorkers: 4,
    // CI also writes a JSON report so .ci/run can print a plain "N passed, N failed" line.
    reporters: process.env.CI ? ['default', 'json'] : ['default'],
    outputFile: { json: 'coverage/vitest-results.json' },
  },
});
