/**
 * Share one running task between every concurrent caller: while it runs, callers
 * get the same promise; once it settles the next call starts a new one.
 */
export function singleFlight<T>(task: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  return () => {
    running ??= task().finally(() => {
      running = undefined;
    });
    return running;
  };
}
