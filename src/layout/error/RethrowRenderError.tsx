/**
 * react-admin's own error boundaries (around the admin and around each page) show their
 * error page and reset it on the next navigation. Given as their `error` component, this
 * hands the error on to the app's boundary instead (Root.tsx): the public layout's 'Uh oh'
 * screen, which stays until the page is refreshed and reports the error once.
 */
export const RethrowRenderError = ({ error }: { error?: unknown }): never => {
  throw error instanceof Error ? error : new Error(String(error));
};
