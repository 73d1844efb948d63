// The launcher that starts agents: started early (while `run` loads), it is the one the runner
// uses, and an idle one keeps nothing alive, so a command that fails before its first run exits.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startLauncherEarly, takeLauncher } from '../../src/runner/launcher.js';

describe('launcher', () => {
  it('hands the early launcher to the first taker only, and it starts commands', async () => {
    startLauncherEarly();
    const first = takeLauncher();
    const second = takeLauncher();
    expect(second).not.toBe(first);
    second.close();
    const code = await new Promise<number | null>((done, fail) =>
      first.launch(
        {
          argv: ['sh', '-c', 'exit 3'],
          command: 'sh -c "exit 3"',
          cwd: '.',
          env: process.env,
          maxStdout: 10,
          maxStderr: 10,
        },
        { onExit: (c) => done(c), onError: (m) => fail(new Error(m)) },
      ),
    );
    expect(code).toBe(3);
    first.close();
  });

  it('lets `agent-chaos run` exit when the config is refused before any run', async () => {
    const cli = spawn(
      process.execPath,
      ['--import', 'tsx', resolve('src/cli/index.ts'), 'run', '--config', resolve('no-such-config.yml')],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let err = '';
    cli.stderr.on('data', (d) => (err += d));
    // With the launcher holding the event loop, this would never resolve (the test's time-out fails it).
    const code = await new Promise<number | null>((done) => cli.on('exit', done));
    expect(code).toBe(2);
    expect(err).toMatch(/no-such-config\.yml: cannot read config: ENOENT/);
  });
});
