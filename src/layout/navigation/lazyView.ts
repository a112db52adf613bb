import { createElement, lazy, type ComponentType, type FunctionComponent } from 'react';

/** A page's view as its own chunk, which can be fetched before it renders (`preload`). */
export type LazyView = FunctionComponent & { preload: () => Promise<unknown> };

/**
 * The one way a manifest names a lazy view: React's `lazy`, plus `preload`, so the shell can start the
 * chunk of the page being opened while the session is still loading (see `preloadRoute`). A view
 * whose chunk is already in renders at once: it does not suspend, so React does not hold the page back
 * behind its fallback (React throttles the reveal of suspended content by up to 300 ms).
 */
export function lazyView(load: () => Promise<{ default: ComponentType }>): LazyView {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Suspending = lazy(() => preload().then((component) => ({ default: component })));
  const View = (props: object) => createElement(loaded ?? Suspending, props);
  return Object.assign(View, { preload });
}
