// The MCP chaos proxy: `agent-chaos mcp-proxy -- <server command...>` sits between an agent and an
// MCP server on stdio (newline-delimited JSON-RPC), forwards everything, and applies the case's
// effects to tools/call requests for the named tools: error effects answer at once with an MCP tool
// error result (isError: true) carrying error_message; data effects rewrite the reply's text content
// (JSON text as JSON) and structuredContent; lies (lies.ts) rewrite it too, or, for wrong_entity, ask
// the server about another entity. mcp_effects are faults of the server itself (mcp-server-faults.ts):
// it exits mid-call, answers initialize late, changes its tool list, answers in an unexpected content
// type. Agents in any language get chaos without a code change:
// configure the proxy as the MCP server command. Outside agent-chaos it is a plain pass-through.
import { type ChildProcessByStdio, spawn } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';
import { sleep } from '../util/text.js';
import { CASE_FILE_ENV, ChaosSession } from './case-file.js';
import { EFFECT_HAPPENED, type InjectedError, planCall, transformResultWithDetails } from './effects.js';
import { type Lie, describeLie, wrongEntityArgs, wrongEntityLie } from './lies.js';
import { ServerFaults } from './mcp-server-faults.js';
import { relayLines } from './relay-lines.js';
import type { EffectSpec } from './types.js';

export interface ProxyIO {
  stdin: Readable;
  stdout: Writable;
  stderr: Writable;
}

type Json = Record<string, any>;

function parse(line: string): Json | undefined {
  try {
    const v = JSON.parse(line);
    return v && typeof v === 'object' && !Array.isArray(v) ? v : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Rewrites a tools/call result with data effects: its text items and its structuredContent, each
 * with the same draws, so the two views of one result are changed alike.
 */
function transformToolResult(
  result: Json,
  transforms: EffectSpec[],
  draws: () => () => number,
): { result: Json; details: string[]; changed: boolean[]; lies: (Lie | undefined)[] } {
  const out: Json = { ...result };
  let details: string[] = [];
  let lies: (Lie | undefined)[] = [];
  let changed: boolean[] = transforms.map(() => false);
  if (Array.isArray(result.content)) {
    out.content = result.content.map((item: Json) => {
      if (item?.type !== 'text' || typeof item.text !== 'string') return item;
      const t = transformResultWithDetails(item.text, transforms, draws());
      details = t.details;
      lies = t.lies;
      changed = changed.map((c, i) => c || t.changed[i]);
      return { ...item, text: String(t.value) };
    });
  }
  if (result.structuredContent !== undefined) {
    const t = transformResultWithDetails(result.structuredContent, transforms, draws());
    out.structuredContent = t.value;
    details = t.details;
    lies = t.lies;
    changed = changed.map((c, i) => c || t.changed[i]);
  }
  return { result: out, details, changed, lies };
}

/** What a tools/call result says: its structured content, else its text items. */
const resultData = (result: Json): unknown =>
  result.structuredContent ??
  (Array.isArray(result.content) ? result.content.map((c: Json) => c?.text ?? '').join('\n') : result);

export async function runMcpProxy(
  command: string[],
  io: ProxyIO,
  chaos = ChaosSession.fromEnvOrAncestors(),
): Promise<number> {
  if (!command.length) {
    io.stderr.write(
      'mcp-proxy: give the MCP server command after --, e.g. agent-chaos mcp-proxy -- npx my-mcp-server\n',
    );
    return 2;
  }
  // Said once, loudly: a proxy that finds no case forwards everything, and a chaos test that
  // silently injects nothing would pass every agent.
  if (!chaos)
    io.stderr.write(
      `agent-chaos mcp-proxy: no chaos case found (${CASE_FILE_ENV} is set neither for this process nor for its parents): every call is forwarded unchanged\n`,
    );
  const server = spawn(command[0], command.slice(1), { stdio: ['pipe', 'pipe', 'inherit'] });
  const spawned = await new Promise<Error | undefined>((resolve) => {
    server.once('spawn', () => resolve(undefined));
    server.once('error', (err) => resolve(err));
  });
  if (spawned) {
    io.stderr.write(`mcp-proxy: cannot start ${command[0]}: ${spawned.message}\n`);
    return 127;
  }
  const proxy = new Proxying(server, io, chaos);
  relayLines(io.stdin, server.stdin, (line) => void proxy.fromClient(line))
    .catch((err: Error) => {
      io.stderr.write(`mcp-proxy: the client's ${err.message}: the connection is closed\n`);
      server.kill('SIGKILL');
    })
    .finally(() => server.stdin.end());
  // The server's messages reach the client at the pace it reads them (relay-lines.ts).
  relayLines(server.stdout, io.stdout, (line) => void proxy.fromServer(line)).catch((err: Error) => {
    io.stderr.write(`mcp-proxy: the server sent ${err.message}: it is stopped\n`);
    server.kill('SIGKILL');
  });
  return new Promise((resolve) =>
    server.on('close', (code) => {
      if (proxy.exited) io.stdout.end(); // the server's exit reaches the client as a closed connection
      resolve(proxy.exited ? 0 : (code ?? 1));
    }),
  );
}

/** A tools/call whose result the proxy changes on its way back: what to change, and how it was drawn. */
interface Pending {
  tool: string;
  call: number;
  transforms: EffectSpec[];
  draws: () => () => number;
  other?: { spec: EffectSpec; argument?: string; asked?: unknown };
  /** An ambiguous failure: the server acted, and its answer is replaced with this error. */
  errorAfter?: InjectedError;
  /** slow_success: the answer is held this long (ms). */
  slowMs?: number;
}

/** One proxied connection: the client's lines to the server with the case's faults, the server's back. */
class Proxying {
  /** The server was killed by a fault (exit): its end reaches the client as a closed connection. */
  exited = false;
  private readonly pending = new Map<string, Pending>();
  /** Requests whose answers a server fault changes: initialize, tools/list, tools/call (tool, index). */
  private readonly asked = new Map<string, { method: string; tool?: string; index?: number }>();
  private readonly serverFaults: ServerFaults;

  constructor(
    private readonly server: ChildProcessByStdio<Writable, Readable, null>,
    private readonly io: ProxyIO,
    private readonly chaos: ChaosSession | undefined,
  ) {
    this.serverFaults = new ServerFaults(chaos?.caseFile.effects.mcp_effects ?? [], chaos);
  }

  private send(msg: unknown): void {
    this.io.stdout.write(`${JSON.stringify(msg)}\n`);
  }

  /** Client -> server: a server fault first, then the case's tool faults, else the line as it came. */
  async fromClient(line: string): Promise<void> {
    if (this.exited) return;
    const msg = parse(line);
    const tool = msg?.method === 'tools/call' ? msg.params?.name : undefined;
    const key = msg?.id !== undefined ? JSON.stringify(msg.id) : undefined;
    if (key && (msg?.method === 'initialize' || msg?.method === 'tools/list'))
      this.asked.set(key, { method: msg.method });
    if (key && typeof tool === 'string' && this.serverFault(msg!, key, tool)) return;
    const { chaos } = this;
    const effects = chaos && typeof tool === 'string' ? chaos.effectsFor(tool) : [];
    if (!chaos || !effects.length || msg?.id === undefined) {
      this.server.stdin.write(`${line}\n`);
      return;
    }
    await this.toolFault(chaos, msg, key, tool as string, effects, line);
  }

  /** A server fault on this call: true when it answered or killed the server (nothing is forwarded). */
  private serverFault(msg: Json, key: string, tool: string): boolean {
    const decision = this.serverFaults.onCall(msg, tool);
    if (decision.kind === 'exit') {
      // The server dies with the call in hand: the client's connection closes under it.
      this.exited = true;
      this.server.kill('SIGKILL');
      return true;
    }
    if (decision.notify) this.send(decision.notify);
    if (decision.kind === 'answer') {
      this.send(decision.message);
      return true;
    }
    this.asked.set(key, { method: 'tools/call', tool, index: decision.index });
    return false;
  }

  /** The case's faults on a tools/call: an error answered here, or the call forwarded with its result to change. */
  private async toolFault(
    chaos: ChaosSession,
    msg: Json,
    key: string | undefined,
    tool: string,
    effects: EffectSpec[],
    line: string,
  ): Promise<void> {
    const call = chaos.nextCall(tool);
    const plan = planCall(effects, call.rand);
    if (plan.error?.afterEffect || plan.slowMs !== undefined) {
      // The server acts on the call; its answer is then replaced with the error, or held.
      this.pending.set(JSON.stringify(msg.id), {
        tool,
        call: call.index,
        transforms: [],
        draws: () => call.rand,
        ...(plan.error ? { errorAfter: plan.error } : { slowMs: plan.slowMs }),
      });
      this.server.stdin.write(`${line}\n`);
      return;
    }
    if (plan.error) {
      if (key) this.asked.delete(key); // answered here: the server never sees this request
      chaos.recordFault(tool, plan.error.effect, call.index, plan.error.message);
      if (plan.error.delayMs) await sleep(plan.error.delayMs);
      const result = { content: [{ type: 'text', text: plan.error.message }], isError: true };
      this.send({ jsonrpc: '2.0', id: msg.id, result });
      return;
    }
    // wrong_entity: the server is asked about another entity than the agent's.
    const other = plan.substitute ? wrongEntityArgs(msg.params?.arguments, plan.substitute) : undefined;
    const forward = other ? JSON.stringify({ ...msg, params: { ...msg.params, arguments: other.args } }) : line;
    if (plan.transforms.length || plan.substitute) {
      const index = chaos.nextCall(`${tool}#transform`).index;
      this.pending.set(JSON.stringify(msg.id), {
        tool,
        call: call.index,
        transforms: plan.transforms,
        draws: () => chaos.randomFor(`${tool}#transform`, index),
        ...(plan.substitute
          ? { other: { spec: plan.substitute, argument: other?.argument, asked: other?.asked } }
          : {}),
      });
    }
    this.server.stdin.write(`${forward}\n`);
  }

  /** The effect hints the server declares for its tools (readOnlyHint, destructiveHint, idempotentHint). */
  private recordAnnotations(result: Json): void {
    if (!this.chaos || !Array.isArray(result.tools)) return;
    for (const t of result.tools.slice(0, 1000)) {
      if (typeof t?.name !== 'string' || !t.annotations || typeof t.annotations !== 'object') continue;
      const hints = Object.entries(t.annotations).filter(([k, v]) => /Hint$/.test(k) && typeof v === 'boolean');
      if (hints.length) this.chaos.recordAnnotations(t.name, Object.fromEntries(hints) as Record<string, boolean>);
    }
  }

  /** An ambiguous failure: the server's answer (it acted) reaches the client as the injected error. */
  private async failAfter(msg: Json, p: Pending, error: InjectedError): Promise<void> {
    if (msg.result?.isError) return this.send(msg); // the tool failed on its own: nothing happened to hide
    this.chaos?.recordFault(p.tool, error.effect, p.call, `${error.message}; ${EFFECT_HAPPENED}`);
    if (error.delayMs) await sleep(error.delayMs);
    this.send({
      jsonrpc: '2.0',
      id: msg.id,
      result: { content: [{ type: 'text', text: error.message }], isError: true },
    });
  }

  /** Server -> client: answers changed by the server faults and the pending tool faults, else as they came. */
  async fromServer(line: string): Promise<void> {
    const { chaos, serverFaults } = this;
    const msg = parse(line);
    const key = msg && msg.id !== undefined ? JSON.stringify(msg.id) : undefined;
    const p = key ? this.pending.get(key) : undefined;
    const q = key ? this.asked.get(key) : undefined;
    if (key) this.asked.delete(key);
    if (q?.method === 'initialize') {
      const delay = serverFaults.initializeDelay();
      if (delay) await sleep(delay);
    }
    if (q?.method === 'tools/list' && msg?.result) {
      this.recordAnnotations(msg.result);
      return this.send({ ...msg, result: serverFaults.toolsList(msg.result) });
    }
    if (q?.method === 'tools/call' && msg?.result && !p)
      return this.send({ ...msg, result: serverFaults.content(q.tool!, q.index!, msg.result) });
    if (!p || !msg?.result) {
      this.io.stdout.write(`${line}\n`);
      return;
    }
    this.pending.delete(key!);
    if (p.errorAfter) return this.failAfter(msg, p, p.errorAfter);
    if (p.slowMs !== undefined) {
      chaos?.recordFault(p.tool, 'slow_success', p.call, `answered after ${p.slowMs} ms; ${EFFECT_HAPPENED}`);
      await sleep(p.slowMs);
      return this.send(msg);
    }
    if (p.other) {
      const { spec, argument, asked } = p.other;
      const lie = argument ? wrongEntityLie(resultData(msg.result), spec, argument, asked) : undefined;
      const detail = lie ? describeLie('wrong_entity', lie) : 'changed nothing (wrong_entity: no such argument)';
      chaos?.recordFault(p.tool, 'wrong_entity', p.call, detail, !lie, lie);
    }
    const changed = transformToolResult(msg.result, p.transforms, p.draws);
    p.transforms.forEach((t, i) =>
      chaos?.recordFault(p.tool, t.effect_type, p.call, changed.details[i], !changed.changed[i], changed.lies[i]),
    );
    this.send({ ...msg, result: q?.tool ? serverFaults.content(q.tool, q.index!, changed.result) : changed.result });
  }
}
