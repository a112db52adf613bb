import { jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { SEEDED_ACCOUNTS, SEEDED_COMPANIES, SEEDED_DENY_LIST } from '../../server/mock-api/index.ts';
import { configSecret } from '../../server/mock-api/routes/config.ts';
import { useTestServer } from './mockServer.ts';

const [acme, desertLogistics, gulfRetail, falconVentures, oasisHospitality] = SEEDED_COMPANIES;

const api = useTestServer();

async function configClaims(accessToken: string, tenant: string) {
  const response = await api.get('/api/admin/config', { accessToken, tenant });
  expect(response.status).toBe(200);
  const { payload, protectedHeader } = await jwtVerify((await response.json()).data.token, configSecret());
  expect(protectedHeader.alg).toBe('HS256');
  return payload;
}

describe('reference data and the deny list', () => {
  it('lists countries by display name, with codes', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.unassigned);
    const { data } = await (await api.get('/api/admin/countries', { accessToken })).json();
    const names = data.map((country: { display_name: string }) => country.display_name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    expect(data).toContainEqual(expect.objectContaining({ code: 'AE', display_name: 'United Arab Emirates' }));
  });

  it('returns the firm deny list to any signed-in user, and 401 without a token', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.member);
    const response = await api.get('/api/admin/deny-permissions', { accessToken });
    expect(await response.json()).toEqual({ data: SEEDED_DENY_LIST });
    expect((await api.get('/api/admin/deny-permissions')).status).toBe(401);
  });
});

describe('config (signed token)', () => {
  it('signs the company settings with HS256', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const claims = await configClaims(accessToken, acme.id);
    expect(claims).toMatchObject({
      tenant_id: acme.id,
      is_compliance_done: true,
      company_settings: { is_stripe_enabled: 1, stripe_onboarding_status: 'completed', onboarding_link: null },
      card_currency: 'AED',
      allowed_file_extensions: expect.stringMatching(/^[a-z0-9]+(,[a-z0-9]+)*$/),
      dark_mode_enabled: true,
      support_admin_emails: ['support@spendboard.example.com'],
    });
    expect(claims.exp! - claims.iat!).toBe(3600);
  });

  it('carries every card-services state of the seeded companies', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const states = [];
    for (const company of [desertLogistics, gulfRetail, falconVentures, oasisHospitality]) {
      const { company_settings } = (await configClaims(accessToken, company.id)) as {
        company_settings: { is_stripe_enabled: number; stripe_onboarding_status: string | null };
      };
      states.push([company_settings.is_stripe_enabled, company_settings.stripe_onboarding_status]);
    }
    expect(states).toEqual([
      [1, 'pending'],
      [1, 'in_review'],
      [1, 'rejected'],
      [0, null],
    ]);
  });

  it('turns dark mode off for a company whose config disables it (Desert Logistics), on for the others', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    expect(await configClaims(accessToken, desertLogistics.id)).toMatchObject({ dark_mode_enabled: false });
    expect(await configClaims(accessToken, gulfRetail.id)).toMatchObject({ dark_mode_enabled: true });
  });

  it('needs X-Tenant of a company the user belongs to', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.member);
    expect((await api.get('/api/admin/config', { accessToken })).status).toBe(403);
    expect((await api.get('/api/admin/config', { accessToken, tenant: desertLogistics.id })).status).toBe(403);
  });
});
