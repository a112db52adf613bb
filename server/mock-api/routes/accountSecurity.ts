import type { AccountSession, FirmSecuritySetting, TwoFactorStatus } from '../../../src/api/schema.d.ts';
import { signOutOtherSessions, signOutSession } from '../actions/accountSessions.ts';
import { confirmTwoFactor, disableTwoFactor, setFirmSecurity, startTwoFactorEnrolment } from '../actions/twoFactor.ts';
import { accountActorOf, actorOf } from '../auth/actor.ts';
import { bearerTokenOf, requirePermission, requireUser } from '../auth/guards.ts';
import { isSecondFactorMissing } from '../auth/secondFactorRequirement.ts';
import { mockContext } from '../context.ts';
import type { MockDatabase, StoredUser } from '../store/types.ts';
import type { RegisterRoutes } from './registerRoutes.ts';

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
    res.status(201).json({ data: startTwoFactorEnrolment(accountActorOf(req, requireUser(req))) });
  });

  router.post('/api/admin/me/two-factor/confirm', (req, res) => {
    const actor = accountActorOf(req, requireUser(req));
    const code = String((req.body as { code?: unknown }).code ?? '');
    res.json({ data: { recovery_codes: confirmTwoFactor(actor, code) } });
  });

  router.post('/api/admin/me/two-factor/disable', (req, res) => {
    const actor = accountActorOf(req, requireUser(req));
    const body = req.body as { password?: unknown; code?: unknown };
    disableTwoFactor(actor, { password: body.password, code: String(body.code ?? '') });
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
    res.json({ data: { signed_out: signOutOtherSessions(accountActorOf(req, requireUser(req))) } });
  });

  router.delete('/api/admin/me/sessions/:id', (req, res) => {
    signOutSession(accountActorOf(req, requireUser(req)), Number(req.params.id));
    res.status(204).end();
  });

  router.get('/api/admin/firm/security-settings', (req, res) => {
    const { db } = requirePermission(req, 'read company information');
    res.json({ data: { ...db.firmSecurity } satisfies FirmSecuritySetting });
  });

  router.put('/api/admin/firm/security-settings', (req, res) => {
    const actor = actorOf(req, requirePermission(req, 'update company information'));
    const value = (req.body as { require_two_factor_for_administrators?: unknown }).require_two_factor_for_administrators;
    res.json({ data: setFirmSecurity(actor, value) });
  });
};
