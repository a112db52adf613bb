import { describe, expect, it } from 'vitest';
import { SEEDED_ACCOUNTS, SEEDED_COMPANIES } from '../../server/mock-api/index.ts';
import { useTestServer } from './mockServer.ts';

const [acme, desertLogistics, gulf] = SEEDED_COMPANIES;

const api = useTestServer();

const accountsOf = (companyId: string) => api.db().glAccounts.filter((row) => row.company_id === companyId);
const ratesOf = (companyId: string) => api.db().taxRates.filter((row) => row.company_id === companyId);
const settingsOf = (companyId: string) => api.db().accountingSettings.find((row) => row.company_id === companyId)!;
const code = (companyId: string, gl: string) => accountsOf(companyId).find((row) => row.code === gl)!;

describe('chart of accounts (a catalogue under read accounting / update accounting settings)', () => {
  it('answers 401 without a token, 403 without read accounting (the Card Operator in Desert Logistics) or without update accounting settings', async () => {
    expect((await api.get('/api/admin/accounting/gl-accounts', { tenant: acme.id })).status).toBe(401);
    const manager = await api.accessToken(SEEDED_ACCOUNTS.manager);
    const desert = { accessToken: manager, tenant: desertLogistics.id };
    expect((await api.get('/api/admin/accounting/gl-accounts', desert)).status).toBe(403);
    expect((await api.get('/api/admin/accounting/tax-rates', desert)).status).toBe(403);
    expect((await api.get('/api/admin/accounting/settings', desert)).status).toBe(403);
    // The Viewer in Gulf Retail reads, but may not change.
    const viewer = { accessToken: manager, tenant: gulf.id };
    expect((await api.get('/api/admin/accounting/gl-accounts', viewer)).status).toBe(200);
    expect((await api.send('POST', '/api/admin/accounting/gl-accounts', { code: '7000', name: 'X', type: 'expense' }, viewer)).status).toBe(
      403,
    );
  });

  it('lists the company’s chart by code in pages of 20, with search and a type filter', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const options = { accessToken, tenant: acme.id };
    const first = await (await api.get('/api/admin/accounting/gl-accounts', options)).json();
    expect(first.meta).toMatchObject({ total: accountsOf(acme.id).length, per_page: 20, last_page: 2 });
    expect(first.data[0]).toMatchObject({ code: '1000', type: 'asset' });
    expect(first.data[0]).not.toHaveProperty('company_id');
    const liabilities = await (await api.get('/api/admin/accounting/gl-accounts?filters[exact][type]=liability', options)).json();
    expect(liabilities.data.map((row: { code: string }) => row.code)).toEqual(['2000', '2100', '2200', '2300', '2400']);
    const searched = await (await api.get('/api/admin/accounting/gl-accounts?search=payable', options)).json();
    expect(searched.data.map((row: { code: string }) => row.code)).toEqual(['2000', '2100', '2200']);
  });

  it("answers 404 for another company's account on every call, and changes nothing", async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const options = { accessToken, tenant: acme.id };
    const foreign = accountsOf(desertLogistics.id)[0];
    const before = structuredClone(foreign);
    const path = `/api/admin/accounting/gl-accounts/${foreign.id}`;
    expect((await api.get(path, options)).status).toBe(404);
    expect((await api.send('PUT', path, { code: '9999', name: 'Mine', type: 'asset' }, options)).status).toBe(404);
    expect((await api.send('PATCH', `${path}/status`, { status: 'archived' }, options)).status).toBe(404);
    expect((await api.send('DELETE', path, undefined, options)).status).toBe(404);
    expect(accountsOf(desertLogistics.id)[0]).toEqual(before);
  });

  it('refuses a taken code with a field error and changes nothing; refuses to delete an account in use', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const options = { accessToken, tenant: acme.id };
    const count = accountsOf(acme.id).length;
    const taken = await api.send('POST', '/api/admin/accounting/gl-accounts', { code: '6100', name: 'Again', type: 'expense' }, options);
    expect(taken.status).toBe(422);
    expect((await taken.json()).errors).toEqual({ code: ['The code has already been taken.'] });
    expect(accountsOf(acme.id)).toHaveLength(count);
    const clearing = code(acme.id, '1300');
    const used = await api.send('DELETE', `/api/admin/accounting/gl-accounts/${clearing.id}`, undefined, options);
    expect(used.status).toBe(409);
    expect((await used.json()).message).toContain('the default accounts');
    // A default account stays active: archiving it is refused too, and it stays active.
    const archive = await api.send('PATCH', `/api/admin/accounting/gl-accounts/${clearing.id}/status`, { status: 'archived' }, options);
    expect(archive.status).toBe(409);
    expect((await archive.json()).message).toBe('This GL account is a default account; choose another one there first.');
    expect(clearing.status).toBe('active');
    const created = await api.send(
      'POST',
      '/api/admin/accounting/gl-accounts',
      { code: '6950', name: 'Bank charges', type: 'expense' },
      options,
    );
    expect(created.status).toBe(201);
    const { data } = await created.json();
    expect((await api.send('DELETE', `/api/admin/accounting/gl-accounts/${data.id}`, undefined, options)).status).toBe(204);
  });

  it('imports nothing when one row is invalid, naming its line and column; a valid file imports every row', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const options = { accessToken, tenant: acme.id };
    const count = accountsOf(acme.id).length;
    const bad = await api.send(
      'POST',
      '/api/admin/accounting/gl-accounts/import',
      {
        rows: [
          { code: '7000', name: 'Depreciation', type: 'expense' },
          { code: '7100', name: 'Bank charges', type: 'cost' },
          { code: '7000', name: 'Twice', type: 'expense' },
        ],
      },
      options,
    );
    expect(bad.status).toBe(422);
    expect((await bad.json()).errors).toEqual([
      { line: 3, column: 'type', message: expect.stringContaining('The type must be one of') },
      { line: 4, column: 'code', message: 'The code has already been taken.' },
    ]);
    expect(accountsOf(acme.id)).toHaveLength(count);
    const good = await api.send(
      'POST',
      '/api/admin/accounting/gl-accounts/import',
      {
        rows: [
          { code: '7000', name: 'Depreciation', type: 'expense' },
          { code: '7100', name: 'Bank charges', type: 'expense' },
        ],
      },
      options,
    );
    expect(await good.json()).toEqual({ data: { imported: 2 } });
    expect(code(acme.id, '7100')).toMatchObject({ name: 'Bank charges', status: 'active' });
  });
});

describe('tax rates', () => {
  it('seeds the three UAE rates; a zero-rated rate of 5 % is a 422 that changes nothing; another company’s rate is a 404', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const options = { accessToken, tenant: acme.id };
    const list = await (await api.get('/api/admin/accounting/tax-rates', options)).json();
    expect(list.data.map((row: { name: string; rate: number; type: string }) => [row.name, row.rate, row.type])).toEqual([
      ['Exempt', 0, 'exempt'],
      ['UAE VAT 5%', 5, 'standard'],
      ['Zero-rated 0%', 0, 'zero_rated'],
    ]);
    const count = ratesOf(acme.id).length;
    const wrong = await api.send('POST', '/api/admin/accounting/tax-rates', { name: 'Exports', rate: 5, type: 'zero_rated' }, options);
    expect(wrong.status).toBe(422);
    expect((await wrong.json()).errors).toEqual({ rate: ['A zero-rated or exempt rate is 0%.'] });
    expect(ratesOf(acme.id)).toHaveLength(count);
    const foreign = ratesOf(desertLogistics.id)[0];
    expect((await api.get(`/api/admin/accounting/tax-rates/${foreign.id}`, options)).status).toBe(404);
    const bad = await api.send(
      'POST',
      '/api/admin/accounting/tax-rates/import',
      { rows: [{ name: 'Reduced', rate: 'five', type: 'standard' }] },
      options,
    );
    expect((await bad.json()).errors).toEqual([{ line: 2, column: 'rate', message: 'The rate must be a number.' }]);
    expect(ratesOf(acme.id)).toHaveLength(count);
  });
});

describe('default accounts, sync options and the lock date', () => {
  it('reads the settings under read accounting and saves the defaults under update accounting settings', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const options = { accessToken, tenant: acme.id };
    const read = await (await api.get('/api/admin/accounting/settings', options)).json();
    expect(read.data).toMatchObject({ card_clearing_account_id: code(acme.id, '1300').id, sync_bills_when_approved: false });
    const write = {
      card_clearing_account_id: code(acme.id, '1000').id,
      accounts_payable_account_id: code(acme.id, '2000').id,
      reimbursements_account_id: null,
      sync_expenses_when_approved: false,
      sync_bills_when_approved: true,
    };
    const saved = await api.send('PUT', '/api/admin/accounting/settings', write, options);
    expect(saved.status).toBe(200);
    expect(settingsOf(acme.id)).toMatchObject(write);
  });

  it('refuses an account of another company, an archived one and a payable that is not a liability, changing nothing', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const options = { accessToken, tenant: acme.id };
    const before = structuredClone(settingsOf(acme.id));
    const response = await api.send(
      'PUT',
      '/api/admin/accounting/settings',
      {
        card_clearing_account_id: code(desertLogistics.id, '1300').id,
        accounts_payable_account_id: code(acme.id, '6100').id,
        reimbursements_account_id: code(acme.id, '1020').id,
        sync_expenses_when_approved: false,
        sync_bills_when_approved: true,
      },
      options,
    );
    expect(response.status).toBe(422);
    expect((await response.json()).errors).toEqual({
      card_clearing_account_id: ['Choose an active account of the chart of accounts.'],
      accounts_payable_account_id: ['The accounts payable account must be a liability account.'],
      reimbursements_account_id: ['Choose an active account of the chart of accounts.'],
    });
    expect(settingsOf(acme.id)).toEqual(before);
  });

  it('sets the lock date under lock accounting only, not in the future, recording who and when', async () => {
    const manager = await api.accessToken(SEEDED_ACCOUNTS.manager);
    const refused = await api.send(
      'PUT',
      '/api/admin/accounting/lock-date',
      { lock_date: '2025-01-31' },
      { accessToken: manager, tenant: gulf.id },
    );
    expect(refused.status).toBe(403);
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const options = { accessToken, tenant: gulf.id };
    expect(settingsOf(gulf.id).lock_date).toBeNull();
    const future = await api.send('PUT', '/api/admin/accounting/lock-date', { lock_date: '2999-01-01' }, options);
    expect(future.status).toBe(422);
    expect((await future.json()).errors).toEqual({ lock_date: ['The lock date cannot be in the future.'] });
    expect(settingsOf(gulf.id).lock_date).toBeNull();
    const saved = await api.send('PUT', '/api/admin/accounting/lock-date', { lock_date: '2025-01-31' }, options);
    expect(saved.status).toBe(200);
    const { data } = await saved.json();
    expect(data.lock_date).toBe('2025-01-31');
    expect(data.lock_date_set_by).toEqual(expect.any(String));
    expect(data.lock_date_set_at).toEqual(expect.any(String));
    expect((await api.send('PUT', '/api/admin/accounting/lock-date', { lock_date: null }, options)).status).toBe(200);
    expect(settingsOf(gulf.id).lock_date).toBeNull();
  });
});
