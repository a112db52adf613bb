import type { AccountSession, FirmSecuritySetting, TwoFactorStatus } from '../../../src/api/schema.d.ts';
import { acceptSecondFactor, isValidTotpCode, newRecoveryCodes, newTotpSecret, otpauthUri } from '../auth/totp.ts';
import { bearerTokenOf, requirePermission, requireUser } from '../auth/guards.ts';
import { isSecondFactorMissing } from '../auth/secondFactorRequirement.ts';
import { mockContext } from '../context.ts';
import { forbidden, notFound, rejectInvalid, type FieldErrors } from '../http/errors.ts';
import type { MockDatabase, StoredUser } from '../store/types.ts';
import type { RegisterRoutes } from './registerRoutes.ts';

export const WRONG_TWO_FACTOR_CODE = 'The code is not correct. Enter the current 6-digit code from your authenticator app.';
export const NO_ENROLMENT_STARTED = 'Start the set-up again: no authenticator app is being added.';
export const ALREADY_ENABLED = 'Two-step verification is already on.';
export const NOT_ENABLED = 'Two-step verification is not on.';
export const WRONG_PASSWORD = 'The password is not correct.';
export const REQUIRE_TWO_FACTOR_NOT_BOOLEAN = 'Choose on or off.';
export const SET_UP_YOURS_FIRST = 'Set up two-step verification for yourself first: requiring it now would lock you out.';

export function twoFactorStatusOf(db: MockDatabase, user: StoredUser): TwoFactorStatus {
  const enabled = Boolean(user.two_factor);
  return {
    enabled,
    required: isSecondFactorMissing(db, user),
    recovery_codes_left: user.two_factor?.recovery_codes.length ?? 0,
  };
}

/** `me/two-factor/*` (enrol, confirm, disable), `me/sessions*` and the firm's security setting (issue 35 item 8). */
export const registerAccountSecurityRoutes: RegisterRoutes = (router) => {
  router.get('/api/admin/me/two-factor', (req, res) => {
    const { db, user } = requireUser(req);
    res.json({ data: twoFactorStatusOf(db, user) });
  });

  router.post('/api/admin/me/two-factor/enrolment', (req, res) => {
    const { user } = requireUser(req);
    if (user.two_factor) rejectInvalid({ code: [ALREADY_ENABLED] });
    const secret = newTotpSecret();
    user.pending_two_factor_secret = secret;
    res.status(201).json({ data: { secret, otpauth_uri: otpauthUri(secret, user.email) } });
  });

  router.post('/api/admin/me/two-factor/confirm', (req, res) => {
    const { user } = requireUser(req);
    const code = String((req.body as { code?: unknown }).code ?? '');
    const secret = user.pending_two_factor_secret;
    if (user.two_factor) rejectInvalid({ code: [ALREADY_ENABLED] });
    if (!secret) rejectInvalid({ code: [NO_ENROLMENT_STARTED] });
    if (!isValidTotpCode(secret!, code)) rejectInvalid({ code: [WRONG_TWO_FACTOR_CODE] });
    const recovery_codes = newRecoveryCodes();
    user.two_factor = { secret: secret!, recovery_codes: [...recovery_codes] };
    user.pending_two_factor_secret = null;
    res.json({ data: { recovery_codes } });
  });

  router.post('/api/admin/me/two-factor/disable', (req, res) => {
    const { user } = requireUser(req);
    const body = req.body as { password?: unknown; code?: unknown };
    const errors: FieldErrors = {};
    if (body.password !== user.password) errors.password = [WRONG_PASSWORD];
    if (!user.two_factor) errors.code = [NOT_ENABLED];
    // The code is checked (and a recovery code used up) only once the password is right.
    else if (!errors.password && !acceptSecondFactor(user.two_factor, String(body.code ?? ''))) errors.code = [WRONG_TWO_FACTOR_CODE];
    rejectInvalid(errors);
    user.two_factor = null;
    user.pending_two_factor_secret = null;
    res.status(204).end();
  });

  router.get('/api/admin/me/sessions', (req, res) => {
    const { user } = requireUser(req);
    const { tokens } = mockContext(req);
    const current = tokens.sessionOf(bearerTokenOf(req) ?? '');
    const data = tokens.sessionsOf(user.id).map((session): AccountSession => ({
      id: session.id,
      user_agent: session.userAgent,
      ip_address: session.ipAddress,
      signed_in_at: new Date(session.signedInAt).toISOString(),
      last_active_at: new Date(session.lastActiveAt).toISOString(),
      current: session.id === current?.id,
    }));
    res.json({ data });
  });

  router.post('/api/admin/me/sessions/sign-out-others', (req, res) => {
    const { user } = requireUser(req);
    const { tokens } = mockContext(req);
    const current = tokens.sessionOf(bearerTokenOf(req) ?? '');
    const others = tokens.sessionsOf(user.id).filter((session) => session.id !== current?.id);
    for (const session of others) tokens.revokeSession(user.id, session.id);
    res.json({ data: { signed_out: others.length } });
  });

  router.delete('/api/admin/me/sessions/:id', (req, res) => {
    const { user } = requireUser(req);
    if (!mockContext(req).tokens.revokeSession(user.id, Number(req.params.id))) throw notFound();
    res.status(204).end();
  });

  router.get('/api/admin/firm/security-settings', (req, res) => {
    const { db } = requirePermission(req, 'read company information');
    res.json({ data: { ...db.firmSecurity } satisfies FirmSecuritySetting });
  });

  router.put('/api/admin/firm/security-settings', (req, res) => {
    const { db, user } = requirePermission(req, 'update company information');
    if (user.user_type !== 'firm_admin') throw forbidden();
    const value = (req.body as { require_two_factor_for_administrators?: unknown }).require_two_factor_for_administrators;
    if (typeof value !== 'boolean') rejectInvalid({ require_two_factor_for_administrators: [REQUIRE_TWO_FACTOR_NOT_BOOLEAN] });
    if (value === true && !user.two_factor) rejectInvalid({ require_two_factor_for_administrators: [SET_UP_YOURS_FIRST] });
    db.firmSecurity.require_two_factor_for_administrators = value as boolean;
    res.json({ data: { ...db.firmSecurity } satisfies FirmSecuritySetting });
  });
};
