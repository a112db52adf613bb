import { describe, expect, it } from 'vitest';
import { SEEDED_ACCOUNTS, SEEDED_PASSWORD } from '../../server/mock-api/index.ts';
import { useTestServer } from './mockServer.ts';

const api = useTestServer();

const NEW_PASSWORD = 'Fresh2026pass';
const PATH = '/api/admin/me/password';
const passwordOf = (email: string) => api.db().users.find((user) => user.email === email)?.password;
const change = (accessToken: string, body: Record<string, unknown>) => api.send('POST', PATH, body, { accessToken });
const goodChange = { current_password: SEEDED_PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };

describe('POST me/password', () => {
  it('changes the password: the new one signs in, the old one no longer does', async () => {
    const session = await api.signIn(SEEDED_ACCOUNTS.member);
    const response = await change(session.access_token, goodChange);
    expect(response.status).toBe(204);
    expect(passwordOf(SEEDED_ACCOUNTS.member)).toBe(NEW_PASSWORD);
    await expect(api.signIn(SEEDED_ACCOUNTS.member, NEW_PASSWORD)).resolves.toHaveProperty('access_token');
    await expect(api.signIn(SEEDED_ACCOUNTS.member, SEEDED_PASSWORD)).rejects.toThrow();
  });

  it('signs out every other session of the account; this session and other accounts keep working', async () => {
    const current = await api.signIn(SEEDED_ACCOUNTS.member);
    const otherTab = await api.signIn(SEEDED_ACCOUNTS.member);
    const otherAccount = await api.signIn(SEEDED_ACCOUNTS.firmAdmin);
    expect((await change(current.access_token, goodChange)).status).toBe(204);

    expect((await api.get('/api/admin/me', { accessToken: otherTab.access_token })).status).toBe(401);
    expect((await api.token({ grant_type: 'refresh_token', refresh_token: otherTab.refresh_token })).status).toBe(400);
    expect((await api.get('/api/admin/me', { accessToken: otherAccount.access_token })).status).toBe(200);

    expect((await api.get('/api/admin/me', { accessToken: current.access_token })).status).toBe(200);
    const refreshed = await api.token({ grant_type: 'refresh_token', refresh_token: current.refresh_token });
    expect(refreshed.status).toBe(200);
    const { access_token } = (await refreshed.json()) as { access_token: string };
    expect((await api.get('/api/admin/me', { accessToken: access_token })).status).toBe(200);
  });

  it('answers 422 on current_password for a wrong current password, and nothing changes', async () => {
    const current = await api.signIn(SEEDED_ACCOUNTS.member);
    const otherTab = await api.signIn(SEEDED_ACCOUNTS.member);
    const response = await change(current.access_token, { ...goodChange, current_password: 'NotMine123' });
    expect(response.status).toBe(422);
    expect((await response.json()).errors).toEqual({ current_password: ['The current password is not correct.'] });
    expect(passwordOf(SEEDED_ACCOUNTS.member)).toBe(SEEDED_PASSWORD);
    expect((await api.get('/api/admin/me', { accessToken: otherTab.access_token })).status).toBe(200);
  });

  it('answers 422 with field errors for a weak or mismatched new password, and nothing changes', async () => {
    const current = await api.signIn(SEEDED_ACCOUNTS.member);
    const otherTab = await api.signIn(SEEDED_ACCOUNTS.member);
    const response = await change(current.access_token, {
      current_password: SEEDED_PASSWORD,
      password: 'lettersonly',
      password_confirmation: 'different',
    });
    expect(response.status).toBe(422);
    const { errors } = await response.json();
    expect(errors.password).toEqual(['The password must contain at least one number.']);
    expect(errors.password_confirmation).toEqual(['The password confirmation does not match.']);
    expect(errors.current_password).toBeUndefined();
    expect(passwordOf(SEEDED_ACCOUNTS.member)).toBe(SEEDED_PASSWORD);
    expect((await api.get('/api/admin/me', { accessToken: otherTab.access_token })).status).toBe(200);
  });

  it('answers 422 for a password shorter than 8 characters', async () => {
    const current = await api.signIn(SEEDED_ACCOUNTS.member);
    const response = await change(current.access_token, {
      current_password: SEEDED_PASSWORD,
      password: 'ab1',
      password_confirmation: 'ab1',
    });
    expect(response.status).toBe(422);
    expect(Object.keys((await response.json()).errors)).toContain('password');
    expect(passwordOf(SEEDED_ACCOUNTS.member)).toBe(SEEDED_PASSWORD);
  });

  it('needs a signed-in user', async () => {
    const response = await api.send('POST', PATH, goodChange);
    expect(response.status).toBe(401);
    expect(passwordOf(SEEDED_ACCOUNTS.member)).toBe(SEEDED_PASSWORD);
  });
});
