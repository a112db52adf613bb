/**
 * Reviewed: the operations a run treats specially, each with its reason. The integration test
 * (tests/integration/api-test.test.ts) fails when a name here is not in the contract, and when an
 * operation the run could not exercise is not named in NOT_EXERCISED (or one named there was).
 */
import type { Exchange } from './checkedExchange.ts';

/** Sent last, in this order: they change or end the session the run works with. */
export const SESSION_OPERATIONS: Record<string, string> = {
  'POST /api/admin/me/sessions/sign-out-others':
    "signs out every other session of the account (the run's own included): sent last, with a token of its own",
  'POST /api/admin/me/password':
    "changes the account's password and revokes its other sessions: sent last, with the given password as the new one (the account keeps it)",
  'POST /api/admin/me/logout': 'revokes the token it is sent with: sent last, with a token of its own',
};

const APP_SERVER =
  "served by the app's own web server (the token relay, server/web/tokenRelay.ts), not by the backend: sent only with --app-server";

/** Operations a run against a backend does not send, and why; every other operation of the contract is exercised. */
export const NOT_EXERCISED: Record<string, string> = {
  'POST /auth/token': APP_SERVER,
  'POST /auth/logout': APP_SERVER,
};

/** The valid request of a session operation, or why it cannot be sent (a run given only --token has no password). */
export function sessionExchange(name: string, password: string | undefined, freshToken: string | undefined): Exchange | string {
  if (name === 'POST /api/admin/me/password') {
    if (!password || !freshToken) return 'needs --user and --password (the run keeps the password it was given)';
    return {
      method: 'POST',
      url: '/api/admin/me/password',
      headers: { Authorization: `Bearer ${freshToken}` },
      body: { current_password: password, password, password_confirmation: password },
    };
  }
  if (name === 'POST /api/admin/me/sessions/sign-out-others') {
    if (!freshToken) return 'needs --user and --password (it would sign out the given --token)';
    return { method: 'POST', url: '/api/admin/me/sessions/sign-out-others', headers: { Authorization: `Bearer ${freshToken}` } };
  }
  if (name === 'POST /api/admin/me/logout') {
    if (!freshToken) return 'needs --user and --password (it would revoke the given --token)';
    return { method: 'POST', url: '/api/admin/me/logout', headers: { Authorization: `Bearer ${freshToken}` } };
  }
  throw new Error(`No request for the session operation ${name}`);
}
