import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { SIGNATURE_HEADER, signBody } from '../mock-api/auth/bodySignature.ts';
import { SANDBOX_HEADER } from '../mock-api/sandbox/sandboxNames.ts';

/**
 * The app's token relay (same origin, `/auth/*`). A single-page app cannot keep a secret, so the
 * browser sends only its grant here; the relay adds the OAuth client's id and secret, signs the
 * body with the shared secret and forwards it to the OAuth endpoint. The refresh token never
 * reaches a script: it lives in an HttpOnly, SameSite=Strict cookie scoped to `/auth`, and the
 * relay adds it to refresh grants itself.
 *
 * The relay also sets the (script-readable) access-token cookie. Tabs take turns refreshing under a
 * cross-tab lock and re-read that cookie inside it; a cookie a script wrote reaches the other tabs
 * asynchronously (in Chromium, tab B can take the lock and still read the old value), while a cookie
 * set by a response is in the browser's store before that response reaches the tab that holds the
 * lock. Without it, a second tab saw the old token and rotated the pair a second time.
 */
export interface TokenRelayOptions {
  clientId: string;
  clientSecret: string;
  signingSecret: string;
  /** The OAuth server's origin; its token endpoint is `<upstream>/oauth/token`. */
  upstream: () => string;
}

export const RELAY_PATH = '/auth';
/** Spec §3's cookie name, now HttpOnly and scoped to the relay. */
export const REFRESH_COOKIE = 'refresh_token';
/** Spec §3's access-token cookie (src/api/session.ts): readable by scripts, for the whole app. */
export const ACCESS_COOKIE = 'access_token';
const SESSION_COOKIE_SECONDS = 30 * 24 * 3600;

type Grant = { grant_type?: unknown; username?: unknown; password?: unknown; mfa_token?: unknown; code?: unknown };

/** Options from the environment; the defaults are the mock's, for QA and tests. */
export function tokenRelayOptionsFromEnv(upstream: () => string, env: NodeJS.ProcessEnv = process.env): TokenRelayOptions {
  return {
    clientId: env.OAUTH_CLIENT_ID || 'spendboard-web',
    clientSecret: env.OAUTH_CLIENT_SECRET || 'spendboard-web-secret',
    signingSecret: env.OAUTH_SIGNING_SECRET || 'spendboard-signing-secret',
    upstream: () => env.OAUTH_UPSTREAM || upstream(),
  };
}

function refreshCookie(req: Request, value: string, maxAgeSeconds: number): string {
  const secure = req.secure ? '; Secure' : '';
  return `${REFRESH_COOKIE}=${value}; Path=${RELAY_PATH}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Strict${secure}`;
}

/** The same cookie the app writes (`access_token`, Path=/, SameSite=Strict, 30 days), set by the response. */
function accessCookie(req: Request, value: string, maxAgeSeconds: number): string {
  const secure = req.secure ? '; Secure' : '';
  return `${ACCESS_COOKIE}=${value}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Strict${secure}`;
}

function readRefreshCookie(req: Request): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === REFRESH_COOKIE && value.length) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

function upstreamBody(grant: Grant, req: Request, options: TokenRelayOptions): Record<string, unknown> | undefined {
  const client = { client_id: options.clientId, client_secret: options.clientSecret };
  if (grant.grant_type === 'password') return { grant_type: 'password', username: grant.username, password: grant.password, ...client };
  // The second step of an account with two-step verification: the `mfa_token` of the password grant's answer and the code.
  if (grant.grant_type === 'mfa_otp') return { grant_type: 'mfa_otp', mfa_token: grant.mfa_token, code: grant.code, ...client };
  if (grant.grant_type === 'refresh_token') {
    const refreshToken = readRefreshCookie(req);
    return refreshToken ? { grant_type: 'refresh_token', refresh_token: refreshToken, ...client } : undefined;
  }
  return undefined;
}

/**
 * The relay answers OAuth errors (openapi/paths/relay.yaml): an upstream refusal without an OAuth code, such
 * as a 422 with field errors, keeps its message and `errors` and gains `error: invalid_request`.
 */
function asOAuthError(payload: Record<string, unknown>): Record<string, unknown> {
  if (typeof payload.error === 'string') return payload;
  return {
    error: 'invalid_request',
    message: typeof payload.message === 'string' ? payload.message : 'The sign-in was refused.',
    ...(payload.errors ? { errors: payload.errors } : {}),
  };
}

/** A body over the relay's 8 KB, or one that is not JSON: refused as an OAuth `invalid_request`, nothing sent on. */
function refuseUnreadableBody(error: unknown, _req: Request, res: Response, next: NextFunction): void {
  const status = (error as { status?: unknown; type?: unknown }).status;
  if (status !== 413 && status !== 400) {
    next(error);
    return;
  }
  res.setHeader('Cache-Control', 'no-store');
  res.status(status).json({
    error: 'invalid_request',
    message: status === 413 ? 'The sign-in request is too large (at most 8 KB).' : 'The sign-in request is not valid JSON.',
  });
}

async function relayGrant(req: Request, res: Response, options: TokenRelayOptions): Promise<void> {
  const grant = (req.body ?? {}) as Grant;
  const body = upstreamBody(grant, req, options);
  if (!body) {
    const missingRefresh = grant.grant_type === 'refresh_token';
    res.status(missingRefresh ? 401 : 422).json({
      error: missingRefresh ? 'invalid_grant' : 'invalid_request',
      message: missingRefresh
        ? 'No refresh token available'
        : 'Send grant_type "password" (with username and password), "mfa_otp" (with mfa_token and code) or "refresh_token".',
    });
    return;
  }
  const raw = JSON.stringify(body);
  const answer = await fetch(`${options.upstream()}/oauth/token`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      [SIGNATURE_HEADER]: signBody(raw, options.signingSecret),
      // Throttling upstream counts failures per client address: pass the browser's on.
      'X-Forwarded-For': req.ip ?? '',
      // The sessions list names the browser that signed in.
      ...(req.get('user-agent') ? { 'User-Agent': req.get('user-agent') } : {}),
      // The sign-in service answers its messages in the browser's language.
      ...(req.get('accept-language') ? { 'Accept-Language': req.get('accept-language') } : {}),
      // QA: the mock's sandbox of the tester (the app opened with ?sandbox=<name>) signs in and refreshes there.
      ...(req.get(SANDBOX_HEADER) ? { [SANDBOX_HEADER]: req.get(SANDBOX_HEADER) } : {}),
    },
    body: raw,
  });
  const payload = (await answer.json().catch(() => ({ message: 'The sign-in service did not answer.' }))) as Record<string, unknown>;
  res.setHeader('Cache-Control', 'no-store');
  if (!answer.ok) {
    if (grant.grant_type === 'refresh_token') res.setHeader('Set-Cookie', refreshCookie(req, '', 0));
    res.status(answer.status).json(asOAuthError(payload));
    return;
  }
  const { refresh_token: refreshToken, ...forBrowser } = payload;
  res.setHeader('Set-Cookie', [
    refreshCookie(req, encodeURIComponent(String(refreshToken)), SESSION_COOKIE_SECONDS),
    accessCookie(req, encodeURIComponent(String(forBrowser.access_token)), SESSION_COOKIE_SECONDS),
  ]);
  res.json(forBrowser);
}

export function tokenRelay(options: TokenRelayOptions): Router {
  const router = express.Router();
  router.use(RELAY_PATH, express.json({ limit: '8kb' }), refuseUnreadableBody);
  router.post(`${RELAY_PATH}/token`, (req, res, next) => {
    relayGrant(req, res, options).catch(next);
  });
  // Logout and a failed refresh end the refresh cookie through here: no script can.
  router.post(`${RELAY_PATH}/logout`, (req, res) => {
    res.setHeader('Set-Cookie', [refreshCookie(req, '', 0), accessCookie(req, '', 0)]);
    res.setHeader('Cache-Control', 'no-store');
    res.status(204).end();
  });
  return router;
}
