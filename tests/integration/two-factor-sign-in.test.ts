import { describe, expect, it } from 'vitest';
import { SEEDED_ACCOUNTS, SEEDED_PASSWORD, SEEDED_TWO_FACTOR_ACCOUNT } from '../../server/mock-api/index.ts';
import { totpCodeAt } from '../../server/mock-api/auth/totp.ts';
import { useTestServer } from './mockServer.ts';

const api = useTestServer();
const { email, totpSecret, recoveryCodes } = SEEDED_TWO_FACTOR_ACCOUNT;

const passwordGrant = (username: string) => api.token({ grant_type: 'password', username, password: SEEDED_PASSWORD });
const codeGrant = (mfa_token: string, code: string) => api.token({ grant_type: 'mfa_otp', mfa_token, code });

async function mfaTokenOf(username: string): Promise<string> {
  const response = await passwordGrant(username);
  expect(response.status).toBe(403);
  const body = (await response.json()) as { error: string; mfa_token: string; message: string };
  expect(body.error).toBe('mfa_required');
  expect(body.message).toBe('Enter the 6-digit code from your authenticator app.');
  return body.mfa_token;
}

describe('POST /oauth/token with two-step verification', () => {
  it('signs every other seeded account in with its password alone', async () => {
    for (const account of [SEEDED_ACCOUNTS.firmAdmin, SEEDED_ACCOUNTS.manager, SEEDED_ACCOUNTS.member]) {
      const response = await passwordGrant(account);
      expect(response.status).toBe(200);
      expect(await response.json()).toHaveProperty('access_token');
    }
  });

  it('asks the enrolled account for a code, and a current code finishes the sign-in', async () => {
    const mfaToken = await mfaTokenOf(email);
    const response = await codeGrant(mfaToken, totpCodeAt(totpSecret));
    expect(response.status).toBe(200);
    const { access_token } = (await response.json()) as { access_token: string };
    const me = await api.get('/api/admin/me', { accessToken: access_token });
    expect(((await me.json()) as { data: { email: string } }).data.email).toBe(email);
    // The challenge is spent.
    expect((await codeGrant(mfaToken, totpCodeAt(totpSecret))).status).toBe(400);
  });

  it('refuses a wrong code with a clear message, and throttles like a password', async () => {
    const mfaToken = await mfaTokenOf(email);
    const current = totpCodeAt(totpSecret);
    const wrong = current === '000000' ? '111111' : '000000';
    const refused = await codeGrant(mfaToken, wrong);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      error: 'invalid_grant',
      message: 'That code is not correct. Try the current code from your authenticator app, or a recovery code.',
    });
    for (let attempt = 2; attempt <= 5; attempt += 1) expect((await codeGrant(mfaToken, wrong)).status).toBe(400);
    const throttled = await codeGrant(mfaToken, current);
    expect(throttled.status).toBe(429);
    expect((await throttled.json()) as { error: string }).toMatchObject({ error: 'too_many_attempts' });
  });

  it('takes a recovery code once', async () => {
    const first = await codeGrant(await mfaTokenOf(email), recoveryCodes[0]);
    expect(first.status).toBe(200);
    const again = await codeGrant(await mfaTokenOf(email), recoveryCodes[0]);
    expect(again.status).toBe(400);
    expect((await codeGrant(await mfaTokenOf(email), recoveryCodes[1])).status).toBe(200);
  });

  it('refuses an unknown mfa_token', async () => {
    const response = await codeGrant('mfa_unknown', totpCodeAt(totpSecret));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: 'The sign-in took too long. Sign in again with your password.' });
  });
});
