import { describe, expect, it } from 'vitest';
import { SEEDED_PASSWORD, SEEDED_TWO_FACTOR_ACCOUNT } from '../../server/mock-api/index.ts';
import { totpCodeAt } from '../../server/mock-api/auth/totp.ts';
import { REFRESH_COOKIE } from '../../server/web/tokenRelay.ts';
import { useTestServer } from './mockServer.ts';

const api = useTestServer();

const relay = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${api.url}/auth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

describe('the token relay with two-step verification', () => {
  it('passes mfa_required on, finishes with the mfa_otp grant, keeps the refresh token in its cookie and names the browser', async () => {
    const userAgent = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36';
    const first = await relay(
      { grant_type: 'password', username: SEEDED_TWO_FACTOR_ACCOUNT.email, password: SEEDED_PASSWORD },
      { 'User-Agent': userAgent },
    );
    expect(first.status).toBe(403);
    const challenge = (await first.json()) as { error: string; mfa_token: string };
    expect(challenge.error).toBe('mfa_required');
    expect(first.headers.getSetCookie()).toEqual([]);

    const second = await relay(
      { grant_type: 'mfa_otp', mfa_token: challenge.mfa_token, code: totpCodeAt(SEEDED_TWO_FACTOR_ACCOUNT.totpSecret) },
      { 'User-Agent': userAgent },
    );
    expect(second.status).toBe(200);
    const body = (await second.json()) as Record<string, unknown>;
    expect(body).not.toHaveProperty('refresh_token');
    expect(second.headers.getSetCookie().some((cookie) => cookie.startsWith(`${REFRESH_COOKIE}=rt_`))).toBe(true);

    const sessions = await api.get('/api/admin/me/sessions', { accessToken: String(body.access_token) });
    const [session] = ((await sessions.json()) as { data: { user_agent: string; current: boolean }[] }).data;
    expect(session).toMatchObject({ user_agent: userAgent, current: true });
  });

  it('answers a wrong code as an OAuth error', async () => {
    const first = await relay({ grant_type: 'password', username: SEEDED_TWO_FACTOR_ACCOUNT.email, password: SEEDED_PASSWORD });
    const { mfa_token } = (await first.json()) as { mfa_token: string };
    const wrong = await relay({ grant_type: 'mfa_otp', mfa_token, code: 'zzzzz-zzzzz' });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ error: 'invalid_grant' });
  });
});
