/**
 * With `--app-server`: the token relay's operations (openapi/paths/relay.yaml). They are served by the
 * app's own web server (server/web/tokenRelay.ts, `npm start`), not by a backend, so a run against a
 * backend leaves them out (sessionOperations.ts NOT_EXERCISED).
 */
import type { Exchange } from './checkedExchange.ts';
import type { Answer } from './errorAnswer.ts';
import { errorAnswerProblem } from './errorAnswer.ts';
import type { FindOperation } from './session.ts';
import type { Case } from './verdict.ts';

const json = (url: string, body: unknown): Exchange => ({ method: 'POST', url, body });

/** An OAuth error (`{error, message}`) with one of `statuses`, else why not. */
const oauthRefusal =
  (statuses: number[], what: string) =>
  (answer: Answer): string | null => {
    if (!statuses.includes(answer.status))
      return `${what}: answered ${answer.status}, expected ${statuses.join(' or ')}: ${answer.text.slice(0, 160)}`;
    const problem = errorAnswerProblem(answer);
    if (problem) return `${what}: ${problem}`;
    return typeof (answer.json as { error?: unknown }).error === 'string' ? null : `${what}: the error body has no OAuth error code`;
  };

/** A sign-in answer the browser may read: an access token, never the refresh token (the relay keeps it in its cookie). */
function browserSafeToken(answer: Answer): string | null {
  if (answer.status !== 200) return `a password sign-in through the relay answered ${answer.status}: ${answer.text.slice(0, 160)}`;
  const body = answer.json as Record<string, unknown> | undefined;
  if (typeof body?.access_token !== 'string') return 'the relay answered no access_token';
  return 'refresh_token' in body ? 'the relay handed the refresh token to the browser' : null;
}

export const RELAY_OPERATIONS = ['POST /auth/token', 'POST /auth/logout'];

export function relayCases(find: FindOperation, user: string, password: string): Case[] {
  const token = find('POST', '/auth/token');
  const logout = find('POST', '/auth/logout');
  return [
    {
      kind: 'valid',
      operation: token,
      label: 'a password grant through the relay',
      exchange: json('/auth/token', { grant_type: 'password', username: user, password }),
      expect: browserSafeToken,
    },
    {
      kind: 'bad-input',
      operation: token,
      label: 'a password grant without a password',
      exchange: json('/auth/token', { grant_type: 'password', username: user }),
      expect: oauthRefusal([400, 422], 'a grant without a password'),
    },
    {
      kind: 'bad-input',
      operation: token,
      label: 'an unknown grant type',
      exchange: json('/auth/token', { grant_type: 'client_credentials' }),
      expect: oauthRefusal([400, 422], 'an unknown grant type'),
    },
    {
      kind: 'bad-input',
      operation: token,
      label: 'a refresh grant without the relay cookie',
      exchange: json('/auth/token', { grant_type: 'refresh_token' }),
      expect: oauthRefusal([401], 'a refresh without the cookie'),
    },
    {
      kind: 'bad-input',
      operation: token,
      label: 'a body that is not JSON',
      exchange: { method: 'POST', url: '/auth/token', raw: '{"grant_type":' },
      expect: oauthRefusal([400], 'a broken JSON body'),
    },
    { kind: 'valid', operation: logout, label: 'logout ends the relay cookies', exchange: { method: 'POST', url: '/auth/logout' } },
  ];
}
