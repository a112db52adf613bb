import { describe, expect, it } from 'vitest';
import { SEEDED_ACCOUNTS } from '../../server/mock-api/index.ts';
import { useTestServer } from './mockServer.ts';

const GRACE_SECONDS = 1;
const api = useTestServer({ mock: { refreshGraceSeconds: GRACE_SECONDS } });

const refresh = (refreshToken: string) => api.token({ grant_type: 'refresh_token', refresh_token: refreshToken });

describe('refresh grace window (several tabs refreshing at once)', () => {
  it('a just-rotated refresh token answers with the same new pair, without revoking anything', async () => {
    const first = await api.signIn(SEEDED_ACCOUNTS.member);
    const rotated = await (await refresh(first.refresh_token)).json();

    const late = await refresh(first.refresh_token);
    expect(late.status).toBe(200);
    expect(await late.json()).toMatchObject({ access_token: rotated.access_token, refresh_token: rotated.refresh_token });
    expect((await api.get('/api/admin/me', { accessToken: rotated.access_token })).status).toBe(200);
    expect((await refresh(rotated.refresh_token)).status).toBe(200);
  });

  it('once the new pair was used, the old refresh token is reuse again: the family is revoked', async () => {
    const first = await api.signIn(SEEDED_ACCOUNTS.member);
    const second = await (await refresh(first.refresh_token)).json();
    const third = await (await refresh(second.refresh_token)).json();

    expect((await refresh(first.refresh_token)).status).toBe(400);
    expect((await api.get('/api/admin/me', { accessToken: third.access_token })).status).toBe(401);
  });

  it('after the grace window, the old refresh token is reuse: the family is revoked', async () => {
    const first = await api.signIn(SEEDED_ACCOUNTS.member);
    const rotated = await (await refresh(first.refresh_token)).json();
    await new Promise((resolve) => setTimeout(resolve, GRACE_SECONDS * 1000 + 150));

    const late = await refresh(first.refresh_token);
    expect(late.status).toBe(400);
    expect((await late.json()).error).toBe('invalid_grant');
    expect((await api.get('/api/admin/me', { accessToken: rotated.access_token })).status).toBe(401);
  });
});
