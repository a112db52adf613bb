/**
 * Share one running task between every concurrent caller: while it runs, callers
 * get the same promise (the first caller's arguments decide); once it settles the
 * next call starts a new one.
 */
export function singleFlight<A extends unknown[], T>(task: (...args: A) => Promise<T>): (...args: A) => Promise<T> {
  let running: Promise<T> | undefined;
  return (...args) => {
    running ??= task(...args).finally(() => {
      running = undefined;
    });
    return running;
  };
}
