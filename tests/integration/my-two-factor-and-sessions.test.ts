import { describe, expect, it } from 'vitest';
import { SEEDED_ACCOUNTS, SEEDED_COMPANIES, SEEDED_PASSWORD, SEEDED_TWO_FACTOR_ACCOUNT } from '../../server/mock-api/index.ts';
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

  it('refuses to require a second factor of a firm admin who has none; the enrolled one turns it on, and an un-enrolled administrator is held to setting it up', async () => {
    const companyId = SEEDED_COMPANIES[0].id;
    const manager = await api.signIn(SEEDED_ACCOUNTS.manager);
    const require = (accessToken: string, on: boolean) =>
      api.send(
        'PUT',
        '/api/admin/firm/security-settings',
        { require_two_factor_for_administrators: on },
        { accessToken, tenant: companyId },
      );
    expect((await require(manager.access_token, true)).status).toBe(403);

    const admin = await api.signIn(SEEDED_ACCOUNTS.firmAdmin);
    const lockout = await require(admin.access_token, true);
    expect(lockout.status).toBe(422);
    expect(((await lockout.json()) as { errors: Record<string, string[]> }).errors).toEqual({
      require_two_factor_for_administrators: ['Set up two-step verification for yourself first: requiring it now would lock you out.'],
    });

    const enrolled = await signInEnrolledAdmin();
    expect((await require(enrolled, true)).status).toBe(200);

    // The manager (an administrator without a second factor) may only read who they are and set one up.
    const me = await api.get('/api/admin/me', { accessToken: manager.access_token, tenant: companyId });
    expect(((await me.json()) as { data: { two_factor_required: boolean } }).data.two_factor_required).toBe(true);
    const status = await api.get('/api/admin/me/two-factor', { accessToken: manager.access_token });
    expect(((await status.json()) as { data: { required: boolean } }).data.required).toBe(true);
    const cards = await api.get('/api/admin/cards', { accessToken: manager.access_token, tenant: companyId });
    expect(cards.status).toBe(403);
    expect(((await cards.json()) as { message: string }).message).toBe(
      'Your firm requires two-step verification for administrators. Set it up on My Account to continue.',
    );
    expect((await api.get('/api/admin/me/sessions', { accessToken: manager.access_token })).status).toBe(200);
    // A member is not an administrator: the setting does not concern them.
    const member = await api.signIn(SEEDED_ACCOUNTS.member);
    expect((await api.get('/api/admin/cards', { accessToken: member.access_token, tenant: companyId })).status).not.toBe(403);

    // Once the manager sets one up, everything answers again.
    const started = await api.send('POST', '/api/admin/me/two-factor/enrolment', undefined, { accessToken: manager.access_token });
    const { secret } = ((await started.json()) as { data: { secret: string } }).data;
    const confirmed = await api.send(
      'POST',
      '/api/admin/me/two-factor/confirm',
      { code: totpCodeAt(secret) },
      { accessToken: manager.access_token },
    );
    expect(confirmed.status).toBe(200);
    expect((await api.get('/api/admin/cards', { accessToken: manager.access_token, tenant: companyId })).status).toBe(200);
    expect((await require(enrolled, false)).status).toBe(200);
  });
});

/** The seeded enrolled firm administrator's access token (password, then a current code). */
async function signInEnrolledAdmin(): Promise<string> {
  const first = await api.token({ grant_type: 'password', username: SEEDED_TWO_FACTOR_ACCOUNT.email, password: SEEDED_PASSWORD });
  const { mfa_token } = (await first.json()) as { mfa_token: string };
  const second = await api.token({ grant_type: 'mfa_otp', mfa_token, code: totpCodeAt(SEEDED_TWO_FACTOR_ACCOUNT.totpSecret) });
  return ((await second.json()) as { access_token: string }).access_token;
}

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
