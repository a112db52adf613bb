import { describe, expect, it } from 'vitest';
import { SEEDED_ACCOUNTS, SEEDED_COMPANIES, SEEDED_PASSWORD } from '../../server/mock-api/index.ts';
import { totpCodeAt } from '../../server/mock-api/auth/totp.ts';
import { useTestServer } from './mockServer.ts';

const api = useTestServer();

type Session = { id: number; current: boolean; user_agent: string; ip_address: string; signed_in_at: string; last_active_at: string };

describe('me/two-factor: enrol, confirm, sign in with a code, disable', () => {
  it('enrols with a confirmed code, answers ten recovery codes once, then the password grant asks for a code', async () => {
    const { access_token } = await api.signIn(SEEDED_ACCOUNTS.member);
    const started = await api.send('POST', '/api/admin/me/two-factor/enrolment', undefined, { accessToken: access_token });
    expect(started.status).toBe(201);
    const { secret, otpauth_uri } = ((await started.json()) as { data: { secret: string; otpauth_uri: string } }).data;
    expect(otpauth_uri).toContain(`secret=${secret}`);

    const wrong = await api.send('POST', '/api/admin/me/two-factor/confirm', { code: '12345x' }, { accessToken: access_token });
    expect(wrong.status).toBe(422);
    expect(((await wrong.json()) as { errors: Record<string, string[]> }).errors.code).toEqual([
      'The code is not correct. Enter the current 6-digit code from your authenticator app.',
    ]);
    expect((await passwordGrant()).status).toBe(200);

    const confirmed = await api.send(
      'POST',
      '/api/admin/me/two-factor/confirm',
      { code: totpCodeAt(secret) },
      { accessToken: access_token },
    );
    expect(confirmed.status).toBe(200);
    const { recovery_codes } = ((await confirmed.json()) as { data: { recovery_codes: string[] } }).data;
    expect(new Set(recovery_codes).size).toBe(10);
    const status = await api.get('/api/admin/me/two-factor', { accessToken: access_token });
    expect(((await status.json()) as { data: unknown }).data).toEqual({ enabled: true, required: false, recovery_codes_left: 10 });

    expect((await passwordGrant()).status).toBe(403);

    const badDisable = await api.send(
      'POST',
      '/api/admin/me/two-factor/disable',
      { password: 'nope', code: totpCodeAt(secret) },
      { accessToken: access_token },
    );
    expect(badDisable.status).toBe(422);
    const disabled = await api.send(
      'POST',
      '/api/admin/me/two-factor/disable',
      { password: SEEDED_PASSWORD, code: recovery_codes[0] },
      { accessToken: access_token },
    );
    expect(disabled.status).toBe(204);
    expect((await passwordGrant()).status).toBe(200);
  });

  it('marks an un-enrolled administrator as required once the firm setting is on (firm admin only may set it)', async () => {
    const companyId = SEEDED_COMPANIES[0].id;
    const manager = await api.signIn(SEEDED_ACCOUNTS.manager);
    const refused = await api.send(
      'PUT',
      '/api/admin/firm/security-settings',
      { require_two_factor_for_administrators: true },
      { accessToken: manager.access_token, tenant: companyId },
    );
    expect(refused.status).toBe(403);
    const admin = await api.signIn(SEEDED_ACCOUNTS.firmAdmin);
    const saved = await api.send(
      'PUT',
      '/api/admin/firm/security-settings',
      { require_two_factor_for_administrators: true },
      { accessToken: admin.access_token, tenant: companyId },
    );
    expect(saved.status).toBe(200);
    const status = await api.get('/api/admin/me/two-factor', { accessToken: admin.access_token });
    expect(((await status.json()) as { data: { required: boolean } }).data.required).toBe(true);
  });
});

function passwordGrant() {
  return api.token({ grant_type: 'password', username: SEEDED_ACCOUNTS.member, password: SEEDED_PASSWORD });
}

describe('me/sessions', () => {
  it('lists the sessions with this one marked, signs one out, then everywhere else; a revoked session cannot refresh', async () => {
    const current = await api.signIn(SEEDED_ACCOUNTS.member);
    const laptop = await api.signIn(SEEDED_ACCOUNTS.member);
    const phone = await api.signIn(SEEDED_ACCOUNTS.member);
    const other = await api.signIn(SEEDED_ACCOUNTS.firmAdmin);
    const list = async () =>
      ((await (await api.get('/api/admin/me/sessions', { accessToken: current.access_token })).json()) as { data: Session[] }).data;

    const sessions = await list();
    expect(sessions).toHaveLength(3);
    expect(sessions.filter((session) => session.current)).toHaveLength(1);

    const laptopSession = sessions.find((session) => !session.current)!;
    expect(
      (await api.send('DELETE', `/api/admin/me/sessions/${laptopSession.id}`, undefined, { accessToken: current.access_token })).status,
    ).toBe(204);
    expect(await list()).toHaveLength(2);
    // Another user's session is a 404.
    const adminSessions = (
      (await (await api.get('/api/admin/me/sessions', { accessToken: other.access_token })).json()) as { data: Session[] }
    ).data;
    expect(
      (await api.send('DELETE', `/api/admin/me/sessions/${adminSessions[0].id}`, undefined, { accessToken: current.access_token })).status,
    ).toBe(404);

    const everywhere = await api.send('POST', '/api/admin/me/sessions/sign-out-others', undefined, { accessToken: current.access_token });
    expect(await everywhere.json()).toEqual({ data: { signed_out: 1 } });
    expect((await list()).map((session) => session.current)).toEqual([true]);

    for (const revoked of [laptop, phone]) {
      expect((await api.token({ grant_type: 'refresh_token', refresh_token: revoked.refresh_token })).status).toBe(400);
    }
    expect((await api.token({ grant_type: 'refresh_token', refresh_token: current.refresh_token })).status).toBe(200);
    expect((await api.get('/api/admin/me', { accessToken: other.access_token })).status).toBe(200);
  });
});
