import { PUBLIC_PATHS } from './domain/publicRoutes';
import { hasSessionTokens } from './providers/public/session';
import { loadAdminApp } from './loadAdminApp';

/**
 * Imported by the entry before React and the public pages evaluate: a signed-in visitor's admin
 * download starts now instead of after the first render (~120 ms later on a cold load). Public pages
 * other than sign-in never need the admin (a signed-in visitor of the sign-in page is sent on into it).
 */
const PUBLIC_PAGES: readonly string[] = Object.values(PUBLIC_PATHS);
if (hasSessionTokens() && !PUBLIC_PAGES.includes(window.location.pathname)) void loadAdminApp();
