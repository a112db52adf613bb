import { describe, expect, it } from 'vitest';
import { SEEDED_ACCOUNTS, SEEDED_PASSWORD } from '../../server/mock-api/index.ts';
import { SIGNATURE_HEADER, signBody } from '../../server/mock-api/auth/bodySignature.ts';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../../server/web/tokenRelay.ts';
import { OAUTH_CLIENT, requestToken } from '../support/apiSignIn.ts';
import { useTestServer } from './mockServer.ts';

const api = useTestServer();

const relay = (body: unknown, cookie?: string) =>
  fetch(`${api.url}/auth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify(body),
  });

/** The `name=value` part of one cookie the relay set, and its attributes. */
function cookieOf(response: Response, name: string) {
  const header = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`)) ?? '';
  const [pair, ...attributes] = header.split(';').map((part) => part.trim());
  return { pair, value: pair.slice(name.length + 1), attributes };
}

const refreshCookieOf = (response: Response) => cookieOf(response, REFRESH_COOKIE);

describe('the token relay (/auth/token)', () => {
  it('signs the browser in without any client secret and keeps the refresh token in an HttpOnly cookie', async () => {
    const response = await relay({ grant_type: 'password', username: SEEDED_ACCOUNTS.firmAdmin, password: SEEDED_PASSWORD });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.access_token).toEqual(expect.any(String));
    expect(body).not.toHaveProperty('refresh_token');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const cookie = refreshCookieOf(response);
    expect(cookie.pair.startsWith(`${REFRESH_COOKIE}=`)).toBe(true);
    expect(cookie.value.length).toBeGreaterThan(0);
    expect(cookie.attributes).toEqual(expect.arrayContaining(['Path=/auth', 'HttpOnly', 'SameSite=Strict']));
    // The access token cookie is set by the answer too (other tabs read it under the refresh lock); scripts may read it.
    const access = cookieOf(response, ACCESS_COOKIE);
    expect(access.value).toBe(body.access_token);
    expect(access.attributes).toEqual(expect.arrayContaining(['Path=/', 'SameSite=Strict']));
    expect(access.attributes).not.toContain('HttpOnly');
    const me = await api.get('/api/admin/me', { accessToken: body.access_token });
    expect(me.status).toBe(200);
  });

  it('adds the refresh token from the cookie to a refresh grant, and rotates the cookie', async () => {
    const signIn = await relay({ grant_type: 'password', username: SEEDED_ACCOUNTS.manager, password: SEEDED_PASSWORD });
    const first = refreshCookieOf(signIn);
    const refreshed = await relay({ grant_type: 'refresh_token' }, first.pair);
    expect(refreshed.status).toBe(200);
    const body = await refreshed.json();
    expect(body.access_token).toEqual(expect.any(String));
    const second = refreshCookieOf(refreshed);
    expect(second.value).not.toBe(first.value);
    expect(cookieOf(refreshed, ACCESS_COOKIE).value).toBe(body.access_token);
  });

  it('answers "No refresh token available" without a cookie', async () => {
    const response = await relay({ grant_type: 'refresh_token' });
    expect(response.status).toBe(401);
    expect((await response.json()).message).toBe('No refresh token available');
  });

  it('passes a wrong password through and sets no cookie', async () => {
    const response = await relay({ grant_type: 'password', username: SEEDED_ACCOUNTS.member, password: 'wrong-password' });
    expect(response.status).toBe(400);
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('answers OAuth errors only: an upstream 422 keeps its field errors, an oversized or broken body is refused unsent', async () => {
    const missingPassword = await relay({ grant_type: 'password', username: SEEDED_ACCOUNTS.member });
    expect(missingPassword.status).toBe(422);
    const refused = await missingPassword.json();
    expect(refused).toMatchObject({ error: 'invalid_request', message: expect.any(String), errors: { password: [expect.any(String)] } });

    const oversized = await relay({ grant_type: 'password', username: SEEDED_ACCOUNTS.member, password: 'x'.repeat(9 * 1024) });
    expect(oversized.status).toBe(413);
    expect(await oversized.json()).toEqual({ error: 'invalid_request', message: 'The sign-in request is too large (at most 8 KB).' });

    const broken = await fetch(`${api.url}/auth/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"grant_type":',
    });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ error: 'invalid_request', message: 'The sign-in request is not valid JSON.' });
  });

  it('ends the refresh and access cookies on logout', async () => {
    const response = await fetch(`${api.url}/auth/logout`, { method: 'POST' });
    expect(response.status).toBe(204);
    for (const cookie of [refreshCookieOf(response), cookieOf(response, ACCESS_COOKIE)]) {
      expect(cookie.value).toBe('');
      expect(cookie.attributes).toContain('Max-Age=0');
    }
  });
});

describe('the OAuth endpoint takes only signed token requests', () => {
  const grant = { grant_type: 'password', username: SEEDED_ACCOUNTS.firmAdmin, password: SEEDED_PASSWORD };

  it('refuses an unsigned body with 401 invalid_client', async () => {
    const response = await requestToken(api.url, grant, { signed: false });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: 'invalid_client' });
  });

  it('refuses a body altered after signing with 401', async () => {
    const raw = JSON.stringify({ ...OAUTH_CLIENT, ...grant });
    const response = await fetch(`${api.url}/oauth/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [SIGNATURE_HEADER]: signBody(raw, 'spendboard-signing-secret') },
      body: raw.replace(SEEDED_ACCOUNTS.firmAdmin, SEEDED_ACCOUNTS.member),
    });
    expect(response.status).toBe(401);
  });

  it('answers a correctly signed body', async () => {
    expect((await requestToken(api.url, grant)).status).toBe(200);
  });
});

describe('the sign-in messages follow the browser language through the relay', () => {
  it('a wrong password is answered in Arabic for Accept-Language: ar, in English otherwise, with the same code', async () => {
    const wrong = (language?: string) =>
      fetch(`${api.url}/auth/token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(language ? { 'Accept-Language': language } : {}) },
        body: JSON.stringify({ grant_type: 'password', username: SEEDED_ACCOUNTS.member, password: 'not-the-password' }),
      });
    const [english, arabic] = [await wrong(), await wrong('ar-AE,ar;q=0.9')];
    expect([english.status, arabic.status]).toEqual([400, 400]);
    const [englishBody, arabicBody] = [await english.json(), await arabic.json()];
    expect(englishBody).toMatchObject({ error: 'invalid_grant', message: 'These credentials do not match our records.' });
    expect(arabicBody).toMatchObject({ error: 'invalid_grant', message: 'بيانات الدخول هذه لا تطابق سجلاتنا.' });
  });
});
