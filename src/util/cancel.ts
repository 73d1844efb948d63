// A cancelled job gets SIGINT, then SIGTERM (Ctrl-C locally): both abort one signal, once, so the
// agents stop and what finished is still scored and reported. dispose() removes the handlers.
// exitCode(): what a shell expects of a process stopped by that signal (130 for SIGINT, 143 for SIGTERM).
export function abortOnSignals(onCancel: () => void): {
  signal: AbortSignal;
  dispose(): void;
  exitCode(): number | undefined;
} {
  const controller = new AbortController();
  let received: NodeJS.Signals | undefined;
  const on = (name: NodeJS.Signals) => () => {
    received ??= name;
    if (controller.signal.aborted) return;
    onCancel();
    controller.abort();
  };
  const sigint = on('SIGINT');
  const sigterm = on('SIGTERM');
  process.once('SIGINT', sigint);
  process.once('SIGTERM', sigterm);
  return {
    signal: controller.signal,
    exitCode: () => (received === 'SIGINT' ? 130 : received === 'SIGTERM' ? 143 : undefined),
    dispose() {
      process.removeListener('SIGINT', sigint);
      process.removeListener('SIGTERM', sigterm);
    },
  };
}
