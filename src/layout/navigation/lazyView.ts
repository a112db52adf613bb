import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A page's view as its own chunk, which can be fetched before it renders (`preload`). */
export type LazyView = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

/**
 * The one way a manifest names a lazy view: React's `lazy` plus `preload`, so the shell can start the
 * chunk of the page being opened while the session is still loading (see `preloadRouteViews`).
 */
export function lazyView(load: () => Promise<{ default: ComponentType }>): LazyView {
  return Object.assign(lazy(load), { preload: load });
}
