import { SignJWT } from 'jose';
import type { ConfigPayload } from '../../../src/api/schema.d.ts';
import { optionalCompany, requireCompany } from '../auth/guards.ts';
import { cardTypeCode } from '../../../src/domain/limits.ts';
import { cardSettingsOf } from '../store/companySettings.ts';
import { SHARED_CONFIG } from '../store/sharedConfig.ts';
import type { RegisterRoutes } from './registerRoutes.ts';

/** Secret the config token is signed with (HS256); the real backend keeps its own. */
const DEFAULT_CONFIG_SECRET = 'spendboard-mock-config-secret';
const CONFIG_TOKEN_TTL_SECONDS = 3600;

export function configSecret(env: NodeJS.ProcessEnv = process.env): Uint8Array {
  return new TextEncoder().encode(env.MOCK_CONFIG_SECRET || DEFAULT_CONFIG_SECRET);
}

/** GET deny-permissions (any signed-in user), GET config (needs X-Tenant). */
export const registerConfigRoutes: RegisterRoutes = (router) => {
  router.get('/api/admin/deny-permissions', (req, res) => {
    const { db } = optionalCompany(req);
    res.json({ data: structuredClone(db.denyList) });
  });

  router.get('/api/admin/config', async (req, res) => {
    const { db, user, company } = requireCompany(req);
    const { support_admin_emails, ...settings } = company.settings;
    const cards = cardSettingsOf(db, company.id);
    const claims: Omit<ConfigPayload, 'sub' | 'iat' | 'exp'> = {
      tenant_id: company.id,
      is_compliance_done: company.is_compliance_done,
      dark_mode_enabled: company.dark_mode_enabled,
      company_settings: settings,
      support_admin_emails,
      card_currency: cards.card_currency,
      // Spec §3 config values: virtual '1', otherwise '0'.
      card_type: cardTypeCode(cards.card_type),
      ...SHARED_CONFIG,
    };
    const token = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(user.id))
      .setIssuedAt()
      .setExpirationTime(`${CONFIG_TOKEN_TTL_SECONDS}s`)
      .sign(configSecret());
    res.json({ data: { token } });
  });
};
