import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { SEEDED_ACCOUNTS, SEEDED_COMPANIES } from '../../server/mock-api/index.ts';
import { COMPANY_SETTINGS_SECTIONS, sectionSlug, type CompanySettingsSection } from '../../src/domain/companySettings.ts';
import { isValidIban, isValidUaeTrn } from '../../src/domain/uaeIdentifiers.ts';
import { useTestServer } from './mockServer.ts';

const [acme, desertLogistics, gulfRetail] = SEEDED_COMPANIES;

const api = useTestServer();

const path = (section: CompanySettingsSection) => `/api/admin/company-settings/${sectionSlug(section)}`;

async function read(section: CompanySettingsSection, accessToken: string, tenant: string = acme.id) {
  const response = await api.get(path(section), { accessToken, tenant });
  expect(response.status, section).toBe(200);
  return (await response.json()).data;
}

const put = (section: CompanySettingsSection, body: unknown, accessToken: string, tenant: string = acme.id) =>
  api.send('PUT', path(section), body, { accessToken, tenant });

async function configClaims(accessToken: string, tenant: string = acme.id) {
  const response = await api.get('/api/admin/config', { accessToken, tenant });
  return decodeJwt((await response.json()).data.token);
}

describe('company settings', () => {
  it('answers 401 without a token, for every section', async () => {
    for (const section of COMPANY_SETTINGS_SECTIONS) {
      expect((await api.get(path(section), { tenant: acme.id })).status, section).toBe(401);
    }
  });

  it('seeds every company with plausible settings: a valid TRN and valid IBANs, its own name and address', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    for (const company of [acme, desertLogistics]) {
      const information = await read('company_information', accessToken, company.id);
      expect(information.name).toBe(company.name);
      expect(information.address.country_code).toBe('AE');
      expect(isValidUaeTrn(information.trn)).toBe(true);
      expect(isValidIban((await read('corporate_wallet', accessToken, company.id)).iban)).toBe(true);
      expect(isValidIban((await read('account_information', accessToken, company.id)).iban)).toBe(true);
    }
    expect(api.db().companySettings).toHaveLength(api.db().companies.length);
  });

  it('refuses each section to the Card Operator (Desert Logistics); the Viewer reads all but the bank details and changes nothing', async () => {
    const manager = await api.accessToken(SEEDED_ACCOUNTS.manager);
    for (const section of COMPANY_SETTINGS_SECTIONS) {
      expect((await api.get(path(section), { accessToken: manager, tenant: desertLogistics.id })).status, section).toBe(403);
    }
    // Gulf Retail: Department Lead + Viewer hold `read company information` only.
    const readable = COMPANY_SETTINGS_SECTIONS.filter((section) => !['corporate_wallet', 'account_information'].includes(section));
    for (const section of COMPANY_SETTINGS_SECTIONS) {
      const status = (await api.get(path(section), { accessToken: manager, tenant: gulfRetail.id })).status;
      expect(status, section).toBe(readable.includes(section) ? 200 : 403);
    }
    const before = await read('dark_mode', manager, gulfRetail.id);
    const refused = await put('dark_mode', { dark_mode_enabled: !before.dark_mode_enabled }, manager, gulfRetail.id);
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toContain('update dark mode setting');
    expect((await put('card_type', { card_type: 'physical' }, manager, gulfRetail.id)).status).toBe(403);
  });

  it('refuses the card currency to everyone while update_card_currency is denied firm-wide', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const response = await put('card_currency', { card_currency: 'USD' }, accessToken);
    expect(response.status).toBe(403);
    expect((await response.json()).message).toContain('denied');
    expect(await read('card_currency', accessToken)).toEqual({ card_currency: 'AED' });
  });

  it('answers 422 with field errors and changes nothing: bad TRN, expired licence, bad IBAN, foreign department, repeated e-mail', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const information = await read('company_information', accessToken);
    const wallet = await read('corporate_wallet', accessToken);
    const approval = await read('transfer_approval_department', accessToken);
    const support = await read('support', accessToken);
    const before = structuredClone(api.db().companySettings.find((row) => row.company_id === acme.id));

    const badInformation = await put(
      'company_information',
      { ...information, name: 'Renamed', trn: '200123456789012', trade_license_expiry: '2020-01-31' },
      accessToken,
    );
    expect(badInformation.status).toBe(422);
    expect(Object.keys((await badInformation.json()).errors).sort()).toEqual(['trade_license_expiry', 'trn']);

    const badIban = await put('corporate_wallet', { ...wallet, iban: 'AE070331234567890123457' }, accessToken);
    expect(badIban.status).toBe(422);
    expect((await badIban.json()).errors.iban[0]).toMatch(/mod-97/);

    const foreignDepartment = api.db().departments.find((row) => row.company_id === desertLogistics.id)!;
    const badDepartment = await put('transfer_approval_department', { department_id: foreignDepartment.id }, accessToken);
    expect(badDepartment.status).toBe(422);
    expect(Object.keys((await badDepartment.json()).errors)).toEqual(['department_id']);

    const repeated = await put('support', { support_admin_emails: ['help@acme.example.com', 'HELP@acme.example.com'] }, accessToken);
    expect(repeated.status).toBe(422);
    expect(Object.keys((await repeated.json()).errors)).toEqual(['support_admin_emails.1']);

    // The schema's own rules answer the same way, before the handler runs.
    const tooMuch = await put('corporate_wallet', { ...wallet, low_balance_alert_amount: 10_000_001 }, accessToken);
    expect(tooMuch.status).toBe(422);

    expect(api.db().companySettings.find((row) => row.company_id === acme.id)).toEqual(before);
    expect(await read('company_information', accessToken)).toEqual(information);
    expect(await read('transfer_approval_department', accessToken)).toEqual(approval);
    expect(await read('support', accessToken)).toEqual(support);
  });

  it('saves each section on its own and reads the saved values back (country AE when left out)', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const information = await read('company_information', accessToken);
    const saved = await put(
      'company_information',
      {
        ...information,
        name: 'Acme Trading Group',
        trn: '100 2345 6789 0123',
        address: { line1: 'Office 2201, Marina Plaza', line2: '', city: 'Dubai', postal_code: null },
        website: '',
      },
      accessToken,
    );
    expect(saved.status).toBe(200);
    const expected = {
      ...information,
      name: 'Acme Trading Group',
      trn: '100234567890123',
      address: { line1: 'Office 2201, Marina Plaza', line2: null, city: 'Dubai', postal_code: null, country_code: 'AE' },
      website: null,
    };
    expect((await saved.json()).data).toEqual(expected);
    expect(await read('company_information', accessToken)).toEqual(expected);
    // The company's name is the one name: the company list shows it too.
    const companies = (await (await api.get('/api/admin/sub-tenants', { accessToken })).json()).data;
    expect(companies.find((company: { id: string }) => company.id === acme.id).name).toBe('Acme Trading Group');

    const wallet = {
      wallet_name: 'Operations wallet',
      iban: 'ae07 0331 2345 6789 0123 456',
      currency: 'AED',
      low_balance_alert_amount: 12500.5,
    };
    expect((await put('corporate_wallet', wallet, accessToken)).status).toBe(200);
    expect(await read('corporate_wallet', accessToken)).toEqual({ ...wallet, iban: 'AE070331234567890123456' });

    const marketing = api.db().departments.find((row) => row.company_id === acme.id && row.name === 'Marketing')!;
    expect((await put('transfer_approval_department', { department_id: marketing.id }, accessToken)).status).toBe(200);
    expect(await read('transfer_approval_department', accessToken)).toEqual({ department_id: marketing.id, department_name: 'Marketing' });

    const notifications = {
      new_expense: [],
      pending_expense: ['approvers', 'submitter'],
      rejected_expense: ['submitter'],
      frequency: 'weekly',
    };
    expect((await put('expense_notifications', notifications, accessToken)).status).toBe(200);
    expect(await read('expense_notifications', accessToken)).toEqual(notifications);
  });

  it('puts the saved card type, dark mode and support e-mails into the config token; a new card starts as the saved type', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    expect(await configClaims(accessToken)).toMatchObject({ card_type: '1', card_currency: 'AED', dark_mode_enabled: true });

    expect((await put('card_type', { card_type: 'physical' }, accessToken)).status).toBe(200);
    expect((await put('dark_mode', { dark_mode_enabled: false }, accessToken)).status).toBe(200);
    const emails = ['help@acme.example.com', 'it@acme.example.com'];
    expect((await put('support', { support_admin_emails: emails }, accessToken)).status).toBe(200);

    expect(await configClaims(accessToken)).toMatchObject({ card_type: '0', dark_mode_enabled: false, support_admin_emails: emails });
    // Another company's config keeps its own values.
    expect(await configClaims(accessToken, gulfRetail.id)).toMatchObject({ card_type: '1', dark_mode_enabled: true });

    const holder = api.db().members.find((row) => row.company_id === acme.id && row.status === 'active')!;
    const created = await api.send(
      'POST',
      '/api/admin/cards',
      { member_id: holder.id, name: 'Site visits' },
      { accessToken, tenant: acme.id },
    );
    expect(created.status).toBe(201);
    expect((await created.json()).data).toMatchObject({ type: 'physical', status: 'inactive', currency: 'AED' });
  });

  it("sends 'Need Help?' requests to the saved support e-mails", async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    await put('support', { support_admin_emails: ['desk@acme.example.com'] }, accessToken);
    const form = new FormData();
    form.set('category', 'app');
    form.set('file_type', 'company');
    form.set('message', 'The statement export stops at page two.');
    const response = await fetch(`${api.url}/api/admin/support-tickets`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${accessToken}`, 'X-Tenant': acme.id },
      body: form,
    });
    expect(response.status).toBe(201);
    const tickets = (await (await api.get('/__mock/support-tickets')).json()).data;
    expect(tickets.at(-1)).toMatchObject({ company_id: acme.id, sent_to: ['desk@acme.example.com'] });
  });
});
