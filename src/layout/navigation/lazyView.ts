import { createElement, lazy, useEffect, useState, type ComponentType, type FunctionComponent } from 'react';
import { waitForChunk } from './chunkWaits';

/** A page's view (or a heavy part of one) as its own chunk, which can be fetched before it renders (`preload`). */
export type LazyView<Props extends object = object> = FunctionComponent<Props> & { preload: () => Promise<unknown> };

/**
 * The one way to split a view into its own chunk: React's `lazy`, plus `preload`, so the shell can start the
 * chunk of the page being opened while the session is still loading (see `preloadRoute`), and a page can
 * fetch the parts it shows later (a drawer, a dialog) once it is idle (`usePreloadWhenIdle`). A view
 * whose chunk is already in renders at once: it does not suspend, so React does not hold the page back
 * behind its fallback (React throttles the reveal of suspended content by up to 300 ms).
 */
export function lazyView<Props extends object = object>(load: () => Promise<{ default: ComponentType<Props> }>): LazyView<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  // React calls this when a render first needs the view before its code is in: that wait shows in the top bar.
  const Suspending = lazy(() => waitForChunk(preload()).then((component) => ({ default: component })));
  const View = (props: Props) => createElement(loaded ?? Suspending, props);
  return Object.assign(View, { preload });
}

/** Runs `task` when the browser is idle (a second later where it cannot say); returns the cancel. */
function whenIdle(task: () => unknown): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => void task());
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(() => void task(), 1_000);
  return () => window.clearTimeout(timer);
}

/**
 * Fetches the chunks of a page's later parts once the page is idle after it mounts, so they are not on
 * the way to its first row and still there when a click asks for them. A failed download is left to the
 * part's own render (it asks again).
 */
export function usePreloadWhenIdle(...views: ReadonlyArray<{ preload: () => Promise<unknown> }>): void {
  const [onMount] = useState(views);
  useEffect(() => whenIdle(() => onMount.forEach((view) => view.preload().catch(() => undefined))), [onMount]);
}
