// Every command answers --help with its usage and exit 0 (before, nine exited 2 with "Unknown
// option '--help'", and `mcp-proxy --help` tried to start a server called "--help").
import { describe, expect, it } from 'vitest';
import { main, usageOf } from '../../src/cli/main.js';

const COMMANDS = [
  'demo',
  'run',
  'inspect',
  'eval',
  'compare',
  'report',
  'calibrate',
  'plan',
  'mcp-proxy',
  'validate',
  'schema',
];

const io = () => {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, io: { out: (l: string) => void out.push(l), err: (l: string) => void err.push(l) } };
};

describe('<command> --help', () => {
  it.each(COMMANDS)('%s', async (command) => {
    for (const flag of ['--help', '-h']) {
      const r = io();
      expect(await main([command, flag], r.io as never)).toBe(0);
      expect(r.out.join('\n')).toContain(`agent-chaos ${command}`);
      expect(r.out.join('\n')).not.toMatch(new RegExp(`agent-chaos (?!\\d)(?!${command}\\b)[a-z-]+ `)); // its own usage only
    }
  });

  it("a --help after mcp-proxy's -- belongs to the server command, not to agent-chaos", () => {
    expect(usageOf('mcp-proxy')).toContain('mcp-proxy -- <server command...>');
  });
});
