// While the agent runs, the runner obeys no workflow command in the job's log. The agent is the
// same user as this process: it can write to our stdout directly (/proc/<pid>/fd/1), past any
// sanitising of what we print. `::stop-commands::<token>` makes the runner ignore every command
// until `::<token>::`; the token is random and goes only down our stdout pipe, which the agent can
// write to but not read. The fence is not lifted for our own commands while agents run (an agent
// writing in a loop lands its lines in any such gap): our log lines print as text, a group's title
// as a plain line, and annotations and outputs wait until the fence is lifted.
import { randomBytes } from 'node:crypto';
import type * as actionsCore from '@actions/core';

/** What the fence wraps of @actions/core (the action's own core, or a test's recorder). */
type Core = Pick<typeof actionsCore, 'info' | 'warning' | 'setFailed' | 'setOutput' | 'startGroup' | 'endGroup'>;

export interface Fence<C extends Core> {
  /** The core to use while the fence stands. */
  core: C;
  /** Lifts the fence, then issues the annotations and outputs that waited. */
  lift(): void;
}

/** Raises the fence now (before any agent starts), writing through `write` (one line per call). */
export function raiseFence<C extends Core>(core: C, write: (line: string) => void): Fence<C> {
  const token = randomBytes(16).toString('hex');
  write(`::stop-commands::${token}`);
  let lifted = false;
  const waiting: (() => void)[] = [];
  const later =
    <A extends unknown[]>(f: (...a: A) => void) =>
    (...a: A): void => {
      if (lifted) f(...a);
      else waiting.push(() => f(...a));
    };
  return {
    core: {
      ...core,
      startGroup: (name) => (lifted ? core.startGroup(name) : core.info(`── ${name}`)),
      endGroup: () => (lifted ? core.endGroup() : undefined),
      warning: later(core.warning),
      setFailed: later(core.setFailed),
      setOutput: later(core.setOutput),
    },
    lift() {
      if (lifted) return;
      write(`::${token}::`);
      lifted = true;
      for (const f of waiting.splice(0)) f();
    },
  };
}
