/**
 * react-router-dom as react-admin sees it in the build (vite.config.ts): everything react-router exports, but
 * without the data routers. ra-core imports `createHashRouter` and `RouterProvider` (and, for its test helper,
 * `createMemoryRouter`) for an app that has no router of its own; this app always renders react-admin inside
 * Root's BrowserRouter, so those never run, yet they kept react-router's whole data router (loaders, actions,
 * fetchers, hydration) in the eager bundle every page downloads. Called anyway, they say why they are missing.
 */
export * from 'react-router';

const notInThisApp = (name: string) => () => {
  throw new Error(`${name} is left out of this build: the app renders react-admin inside its own BrowserRouter (src/Root.tsx)`);
};

export const createHashRouter = notInThisApp('createHashRouter');
export const createMemoryRouter = notInThisApp('createMemoryRouter');
export const createBrowserRouter = notInThisApp('createBrowserRouter');
export const RouterProvider = notInThisApp('RouterProvider');
