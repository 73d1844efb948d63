import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // Bounds for a hung test or hook, not speed checks: beside 8 busy processes on 2 cores
    // (scripts/suite-under-load.sh) tests that take 13-20 s idle ran past 60 and 120 s, and a hook that
    // imports the action's whole module graph past 10 s. No test sets a shorter limit of its own.
    testTimeout: 600_000,
    hookTimeout: 600_000,
    pool: 'forks',
    // GitHub's workflow parser imports its schema JSON without an import attribute, which only a
    // bundler accepts: let vite transform it.
    server: { deps: { inline: ['@actions/workflow-parser'] } },
    // Most tests wait on child processes and sockets, not the CPU: four files at a time on 2 cores
    // halves the wall time (one at a time was the default here).
    maxWorkers: 4,
    // CI also writes a JSON report so .ci/run can print a plain "N passed, N failed" line.
    reporters: process.env.CI ? ['default', 'json'] : ['default'],
    outputFile: { json: 'coverage/vitest-results.json' },
  },
});
