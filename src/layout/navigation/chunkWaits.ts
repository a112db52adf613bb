/**
 * The chunks a render is waiting for right now (a page or part opened before its code is in). The top
 * progress bar shows while there is one; lazyView reports each wait here. Module state, read with
 * `useSyncExternalStore`: a wait is seen at once, even while the router keeps the old page on screen.
 */
let waiting = 0;
const listeners = new Set<() => void>();

const notify = () => listeners.forEach((listener) => listener());

export function subscribeToChunkWaits(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const chunkWaitCount = (): number => waiting;

/** Counts `chunk` as waited for until it settles (loaded or failed); returns it. */
export function waitForChunk<T>(chunk: Promise<T>): Promise<T> {
  waiting += 1;
  notify();
  const done = () => {
    waiting -= 1;
    notify();
  };
  chunk.then(done, done);
  return chunk;
}
