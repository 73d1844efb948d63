// What the MCP tests share: `agent-chaos mcp-proxy` in front of the travel tools server, as an
// agent's MCP server command (run from src through tsx), and the fault log's records.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** The proxy command, as an agent configures its MCP server: [command, ...args]. */
export const MCP_PROXY_COMMAND = [
  process.execPath,
  '--import',
  'tsx',
  resolve('src/cli/index.ts'),
  'mcp-proxy',
  '--',
  process.execPath,
  resolve('fixtures/agents/mcp-server.mjs'),
];

/** The records of a fault log (JSON Lines). */
export const faultRecords = (path: string): Record<string, any>[] =>
  readFileSync(path, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
