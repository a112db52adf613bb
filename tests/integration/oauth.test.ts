import { describe, expect, it } from 'vitest';
import { SEEDED_ACCOUNTS, SEEDED_PASSWORD } from '../../server/mock-api/index.ts';
import { useTestServer } from './mockServer.ts';

// No grace window here: these tests present a used refresh token right after its rotation.
const api = useTestServer({ mock: { accessTokenTtlSeconds: 120, refreshGraceSeconds: 0 } });

describe('POST /oauth/token, password grant', () => {
  it('signs a seeded account in with the seeded password', async () => {
    const response = await api.token({ grant_type: 'password', username: SEEDED_ACCOUNTS.firmAdmin, password: SEEDED_PASSWORD });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 120 });
    const me = await api.get('/api/admin/me', { accessToken: body.access_token });
    expect((await me.json()).data.email).toBe(SEEDED_ACCOUNTS.firmAdmin);
  });

  it('rejects a wrong password with invalid_grant', async () => {
    const response = await api.token({ grant_type: 'password', username: SEEDED_ACCOUNTS.manager, password: 'nope' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'invalid_grant', message: 'These credentials do not match our records.' });
  });

  it('rejects a wrong client secret with invalid_client', async () => {
    const response = await api.token({
      grant_type: 'password',
      username: SEEDED_ACCOUNTS.manager,
      password: SEEDED_PASSWORD,
      client_secret: 'x',
    });
    expect(response.status).toBe(401);
    expect((await response.json()).error).toBe('invalid_client');
  });

  it('answers 422 with field errors when the grant misses its fields', async () => {
    const response = await api.token({ grant_type: 'password', username: 'not-an-email' });
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.errors).toEqual({
      username: ['The username field must match format "email".'],
      password: ['The password field is required.'],
    });
  });
});

describe('POST /oauth/token, refresh grant', () => {
  it('rotates: a refresh returns a new pair and the old refresh token stops working', async () => {
    const first = await api.signIn(SEEDED_ACCOUNTS.member);
    const refreshed = await api.token({ grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(refreshed.status).toBe(200);
    const second = await refreshed.json();
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect((await api.get('/api/admin/me', { accessToken: second.access_token })).status).toBe(200);

    const reused = await api.token({ grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(reused.status).toBe(400);
    expect((await reused.json()).error).toBe('invalid_grant');
  });

  it('revokes the whole token family when a used refresh token comes back', async () => {
    const first = await api.signIn(SEEDED_ACCOUNTS.member);
    const second = await (await api.token({ grant_type: 'refresh_token', refresh_token: first.refresh_token })).json();
    await api.token({ grant_type: 'refresh_token', refresh_token: first.refresh_token });

    expect((await api.get('/api/admin/me', { accessToken: second.access_token })).status).toBe(401);
    const fromLatest = await api.token({ grant_type: 'refresh_token', refresh_token: second.refresh_token });
    expect(fromLatest.status).toBe(400);
  });

  it('leaves other sign-ins of the same user alone', async () => {
    const stolen = await api.signIn(SEEDED_ACCOUNTS.member);
    const other = await api.signIn(SEEDED_ACCOUNTS.member);
    await api.token({ grant_type: 'refresh_token', refresh_token: stolen.refresh_token });
    await api.token({ grant_type: 'refresh_token', refresh_token: stolen.refresh_token });
    expect((await api.get('/api/admin/me', { accessToken: other.access_token })).status).toBe(200);
  });
});

describe('access token lifetime and sign-out', () => {
  it('answers 401 once /__mock/expire-tokens expired the access token, and the refresh token still works', async () => {
    const tokens = await api.signIn(SEEDED_ACCOUNTS.firmAdmin);
    expect((await api.get('/api/admin/sub-tenants', { accessToken: tokens.access_token })).status).toBe(200);
    expect((await api.send('POST', '/__mock/expire-tokens', undefined)).status).toBe(200);

    const expired = await api.get('/api/admin/sub-tenants', { accessToken: tokens.access_token });
    expect(expired.status).toBe(401);
    expect(await expired.json()).toEqual({ message: 'Unauthenticated.' });
    expect((await api.token({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token })).status).toBe(200);
  });

  it('answers 401 without a token', async () => {
    const response = await api.get('/api/admin/me');
    expect(response.status).toBe(401);
    expect(typeof (await response.json()).message).toBe('string');
  });

  it('revokes the access and refresh tokens on logout', async () => {
    const tokens = await api.signIn(SEEDED_ACCOUNTS.manager);
    expect((await api.send('POST', '/api/admin/me/logout', undefined, { accessToken: tokens.access_token })).status).toBe(204);
    expect((await api.get('/api/admin/me', { accessToken: tokens.access_token })).status).toBe(401);
    expect((await api.token({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token })).status).toBe(400);
  });

  it('revokes every token on /__mock/reset', async () => {
    const tokens = await api.signIn(SEEDED_ACCOUNTS.manager);
    await api.send('POST', '/__mock/reset', undefined);
    expect((await api.get('/api/admin/me', { accessToken: tokens.access_token })).status).toBe(401);
  });
});
