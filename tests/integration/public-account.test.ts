import { describe, expect, it } from 'vitest';
import { SEEDED_ACCOUNTS, SEEDED_PASSWORD } from '../../server/mock-api/index.ts';
import { useTestServer } from './mockServer.ts';

const api = useTestServer();

const NEW_PASSWORD = 'Fresh2026pass';
const passwordOf = (email: string) => api.db().users.find((user) => user.email === email)?.password;

async function outbox(email: string): Promise<Array<{ kind: string; token: string; link: string; used_at: string | null }>> {
  return (await (await api.get(`/__mock/outbox?email=${encodeURIComponent(email)}`)).json()).data;
}

async function requestResetToken(email: string): Promise<string> {
  const response = await api.send('POST', '/api/admin/password/forgot', { email });
  expect(response.status).toBe(202);
  return (await outbox(email))[0].token;
}

describe('forgotten password', () => {
  it('answers 202 for an unknown e-mail too, and sends nothing then', async () => {
    const known = await api.send('POST', '/api/admin/password/forgot', { email: SEEDED_ACCOUNTS.member });
    const unknown = await api.send('POST', '/api/admin/password/forgot', { email: 'nobody@example.com' });
    expect(unknown.status).toBe(202);
    expect(await unknown.json()).toEqual(await known.json());
    expect(await outbox('nobody@example.com')).toEqual([]);
    const [mail] = await outbox(SEEDED_ACCOUNTS.member);
    expect(mail.link).toMatch(/^\/set-password\?token=prt_[0-9a-f]+&email=/);
  });

  it('rejects a malformed e-mail with a field error', async () => {
    const response = await api.send('POST', '/api/admin/password/forgot', { email: 'not-an-email' });
    expect(response.status).toBe(422);
    expect((await response.json()).errors.email).toBeDefined();
  });

  it('sets the new password once: the new one signs in, the old one and the used token fail', async () => {
    const token = await requestResetToken(SEEDED_ACCOUNTS.member);
    const body = { token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };
    const reset = await api.send('POST', '/api/admin/password/reset', body);
    expect(reset.status).toBe(200);
    expect((await reset.json()).data.email).toBe(SEEDED_ACCOUNTS.member);
    await expect(api.signIn(SEEDED_ACCOUNTS.member, NEW_PASSWORD)).resolves.toHaveProperty('access_token');
    await expect(api.signIn(SEEDED_ACCOUNTS.member, SEEDED_PASSWORD)).rejects.toThrow();

    const again = await api.send('POST', '/api/admin/password/reset', {
      ...body,
      password: 'Another2026',
      password_confirmation: 'Another2026',
    });
    expect(again.status).toBe(422);
    expect((await again.json()).errors.token).toEqual(['This link is invalid or has expired. Ask for a new one.']);
    expect(passwordOf(SEEDED_ACCOUNTS.member)).toBe(NEW_PASSWORD);
  });

  it('signs the account out everywhere: earlier access and refresh tokens stop working, other accounts keep theirs', async () => {
    const before = await api.signIn(SEEDED_ACCOUNTS.member);
    const other = await api.signIn(SEEDED_ACCOUNTS.firmAdmin);
    expect((await api.get('/api/admin/me', { accessToken: before.access_token })).status).toBe(200);
    const token = await requestResetToken(SEEDED_ACCOUNTS.member);
    expect(
      (await api.send('POST', '/api/admin/password/reset', { token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })).status,
    ).toBe(200);

    expect((await api.get('/api/admin/me', { accessToken: before.access_token })).status).toBe(401);
    expect((await api.token({ grant_type: 'refresh_token', refresh_token: before.refresh_token })).status).toBe(400);
    expect((await api.get('/api/admin/me', { accessToken: other.access_token })).status).toBe(200);
  });

  it('answers 422 with field errors for weak or mismatched passwords and changes nothing', async () => {
    const token = await requestResetToken(SEEDED_ACCOUNTS.member);
    const response = await api.send('POST', '/api/admin/password/reset', {
      token,
      password: 'lettersonly',
      password_confirmation: 'different',
    });
    expect(response.status).toBe(422);
    const { errors } = await response.json();
    expect(errors.password).toEqual(['The password must contain at least one number.']);
    expect(errors.password_confirmation).toEqual(['The password confirmation does not match.']);
    expect(passwordOf(SEEDED_ACCOUNTS.member)).toBe(SEEDED_PASSWORD);
    expect((await outbox(SEEDED_ACCOUNTS.member))[0].used_at).toBeNull();
  });

  it('rejects an unknown token and a superseded one', async () => {
    const first = await requestResetToken(SEEDED_ACCOUNTS.member);
    await requestResetToken(SEEDED_ACCOUNTS.member);
    for (const token of ['prt_unknown', first]) {
      const response = await api.send('POST', '/api/admin/password/reset', {
        token,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      });
      expect(response.status).toBe(422);
      expect(Object.keys((await response.json()).errors)).toEqual(['token']);
    }
    expect(passwordOf(SEEDED_ACCOUNTS.member)).toBe(SEEDED_PASSWORD);
  });

  it('rejects an expired token', async () => {
    const token = await requestResetToken(SEEDED_ACCOUNTS.member);
    const { publicState } = await import('../../server/mock-api/public/publicState.ts');
    publicState(api.db()).accountTokens[0].expires_at = new Date(Date.now() - 1000).toISOString();
    const response = await api.send('POST', '/api/admin/password/reset', {
      token,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(response.status).toBe(422);
    expect(passwordOf(SEEDED_ACCOUNTS.member)).toBe(SEEDED_PASSWORD);
  });
});

describe('administrator verification', () => {
  it('verifies an invited account once and lets it sign in with the chosen password', async () => {
    const invited = await api.send('POST', '/__mock/administrator-invitations', { email: SEEDED_ACCOUNTS.unassigned });
    expect(invited.status).toBe(201);
    const { token, link } = (await invited.json()).data;
    expect(link).toMatch(/^\/administrator-verify-account\?token=inv_/);
    const body = { token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };
    expect((await api.send('POST', '/api/admin/password/reset', body)).status).toBe(422);
    expect((await api.send('POST', '/api/admin/administrators/verify', body)).status).toBe(200);
    await expect(api.signIn(SEEDED_ACCOUNTS.unassigned, NEW_PASSWORD)).resolves.toHaveProperty('access_token');
    expect((await api.send('POST', '/api/admin/administrators/verify', body)).status).toBe(422);
  });
});
