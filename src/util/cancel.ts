// A cancelled job gets SIGINT, then SIGTERM (Ctrl-C locally): both abort one signal, once, so the
// agents stop and what finished is still scored and reported. dispose() removes the handlers.
export function abortOnSignals(onCancel: () => void): { signal: AbortSignal; dispose(): void } {
  const controller = new AbortController();
  const cancel = () => {
    if (controller.signal.aborted) return;
    onCancel();
    controller.abort();
  };
  process.once('SIGINT', cancel);
  process.once('SIGTERM', cancel);
  return {
    signal: controller.signal,
    dispose() {
      process.removeListener('SIGINT', cancel);
      process.removeListener('SIGTERM', cancel);
    },
  };
}
