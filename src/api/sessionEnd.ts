import { loginPathFor, LOGIN_PATH } from '../domain/redirect';
import { clearAuthCookies } from './session';

export interface SessionEndOptions {
  currentPath?: () => string;
  goTo?: (url: string) => void;
}

/**
 * What happens when the session is lost: clear the auth cookies and leave for
 * `/login?redirectTo=<current path+search>` — once, however many requests failed
 * together. A full page load also drops every cache of the signed-out user.
 */
/** Set once the user was signed out on purpose while the page stays (inactivity). */
let keepingPage = false;

/**
 * The session ended but the page must stay where it is (the inactivity dialog offers to sign
 * in again): requests failing for want of a token no longer leave for the sign-in page.
 */
export function keepPageAfterSignOut(): void {
  keepingPage = true;
}

export function createSessionEndHandler({
  currentPath = () => window.location.pathname + window.location.search,
  goTo = (url) => window.location.assign(url),
}: SessionEndOptions = {}): () => void {
  let leaving = false;
  return () => {
    clearAuthCookies();
    const path = currentPath();
    if (leaving || keepingPage || path.split('?')[0] === LOGIN_PATH) return;
    leaving = true;
    goTo(loginPathFor(path));
  };
}
