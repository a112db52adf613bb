/**
 * Sign-in for the public `/login` page. The API client (and its query-string library) is not
 * part of the sign-in page's first download: the auth provider is fetched right after the page
 * shows, before anyone can submit.
 */
export const loadAuthProvider = () => import('../authProvider').then((module) => module.authProvider);
