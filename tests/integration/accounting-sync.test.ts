import { describe, expect, it } from 'vitest';
import { dayOf } from '../../src/domain/accountingLock.ts';
import { SEEDED_ACCOUNTS, SEEDED_COMPANIES } from '../../server/mock-api/index.ts';
import { useTestServer } from './mockServer.ts';

const [acme, desertLogistics] = SEEDED_COMPANIES;
const PATH = '/api/admin/accounting/sync';

// Every answer below is checked against the OpenAPI by the mock itself (a response that breaks the
// contract is a 500). The connected system answers a sync at the next read (accountingSyncStepMs 0).
const api = useTestServer({ mock: { accountingSyncStepMs: 0 } });

async function signedIn(email: string = SEEDED_ACCOUNTS.firmAdmin, tenant: string = desertLogistics.id) {
  return { accessToken: await api.accessToken(email), tenant };
}

type Options = Awaited<ReturnType<typeof signedIn>>;
type Problem = { code: string; message: string; subject: string | null };
type AccountingRecord = { id: number; sync: { status: string; error: Problem | null; erp_reference: string | null }; blockers: Problem[] };

async function list(options: Options, kind: 'expenses' | 'payables', query = '') {
  const response = await api.get(`${PATH}/${kind}?per_page=100${query}`, options);
  expect(response.status).toBe(200);
  return (await response.json()) as { data: AccountingRecord[]; meta: { total: number } };
}

const record = async (options: Options, kind: 'expenses' | 'payables', id: number) =>
  (await (await api.get(`${PATH}/${kind}/${id}`, options)).json()).data as AccountingRecord;

const desertExpense = (merchant: string, status = 'approved') =>
  api.db().expenses.find((row) => row.company_id === desertLogistics.id && row.merchant === merchant && row.status === status)!;

describe('accounting sync', () => {
  it('answers 401 without a token, 403 without read or sync accounting, 404 for another company’s record', async () => {
    expect((await api.get(`${PATH}/expenses`, { tenant: desertLogistics.id })).status).toBe(401);
    const manager = await signedIn(SEEDED_ACCOUNTS.manager);
    expect((await api.get(`${PATH}/expenses`, manager)).status).toBe(403);
    expect((await api.get(`${PATH}/overview`, manager)).status).toBe(403);

    const admin = await signedIn();
    api.db().denyList.api['sync accounting'] = true;
    const careem = desertExpense('Careem');
    expect((await api.send('POST', `${PATH}/expenses/${careem.id}`, undefined, admin)).status).toBe(403);
    expect((await api.send('POST', `${PATH}/expenses`, { all_ready: true }, admin)).status).toBe(403);
    expect(careem.accounting_sync).toBeUndefined();
    delete api.db().denyList.api['sync accounting'];

    const acmeApproved = api.db().expenses.find((row) => row.company_id === acme.id && row.status === 'approved')!;
    expect((await api.get(`${PATH}/expenses/${acmeApproved.id}`, admin)).status).toBe(404);
    expect((await api.send('POST', `${PATH}/expenses/${acmeApproved.id}`, undefined, admin)).status).toBe(404);
    expect(acmeApproved.accounting_sync).toBeUndefined();
    // A record that is not approved is not on the list either.
    const draft = api.db().expenses.find((row) => row.company_id === desertLogistics.id && row.status === 'draft')!;
    expect((await api.get(`${PATH}/expenses/${draft.id}`, admin)).status).toBe(404);
  });

  it('lists approved expenses with what stops each, and counts them from the data', async () => {
    const admin = await signedIn();
    const { data, meta } = await list(admin, 'expenses');
    const approved = api
      .db()
      .expenses.filter(
        (row) => row.company_id === desertLogistics.id && ['approved', 'reported', 'manual_approved', 'reimbursed'].includes(row.status),
      );
    expect(meta.total).toBe(approved.length);
    const emirates = data.find((row) => row.id === desertExpense('Emirates').id)!;
    expect(emirates.blockers).toEqual([
      {
        code: 'CATEGORY_NOT_MAPPED',
        subject: 'Flights',
        message: 'The category Flights has no GL account: map it to an account of the chart of accounts.',
      },
    ]);
    const uncoded = approved.find((row) => row.category_id === null && row.status !== 'reported')!;
    expect(data.find((row) => row.id === uncoded.id)!.blockers.map((problem) => problem.code)).toEqual(['NOT_CODED']);
    const reported = data.find((row) => row.sync.status === 'SYNCED')!;
    expect(reported.sync.erp_reference).toMatch(/^QBO-EXP-\d{6}$/);
    expect(reported.blockers).toEqual([]);

    const overview = (await (await api.get(`${PATH}/overview`, admin)).json()).data;
    const blocked = data.filter((row) => row.blockers.length > 0).length;
    expect(overview.expenses).toMatchObject({
      total: approved.length,
      blocked,
      synced: approved.filter((row) => row.status === 'reported').length,
    });
    expect(overview.expenses.ready + overview.expenses.blocked).toBe(overview.expenses.not_synced + overview.expenses.error);
    expect(overview.connection).toMatchObject({ provider: 'quickbooks_online', status: 'connected' });

    // The figures follow the data: mapping Flights makes its expenses ready.
    const flights = api.db().categories.find((row) => row.company_id === desertLogistics.id && row.name === 'Flights')!;
    flights.gl_account_id = api
      .db()
      .glAccounts.find((row) => row.company_id === desertLogistics.id && row.type === 'expense' && row.status === 'active')!.id;
    const after = (await (await api.get(`${PATH}/overview`, admin)).json()).data;
    const flightsExpenses = approved.filter((row) => row.category_id === flights.id && row.status !== 'reported').length;
    expect(after.expenses.ready).toBe(overview.expenses.ready + flightsExpenses);
    expect((await list(admin, 'expenses', '&filters[exact][ready]=1')).meta.total).toBe(after.expenses.ready);
  });

  it('syncs a selection: ready ones end SYNCED (the expense becomes reported), an unmapped one ERROR with its code; retry after the fix', async () => {
    const admin = await signedIn();
    const careem = desertExpense('Careem');
    const emirates = desertExpense('Emirates');
    const options = api.server.mockApi.context.options;
    options.accountingSyncStepMs = 60_000;
    const started = await api.send('POST', `${PATH}/expenses`, { ids: [careem.id, emirates.id, 999_999] }, admin);
    expect(started.status).toBe(200);
    expect((await started.json()).data).toEqual({
      started: [careem.id, emirates.id],
      failed: [{ id: 999_999, message: 'No approved expense has this id.' }],
    });
    expect(careem.accounting_sync?.status).toBe('IN_PROGRESS');
    // A second start while in progress is refused.
    const again = await api.send('POST', `${PATH}/expenses/${careem.id}`, undefined, admin);
    expect(again.status).toBe(422);
    expect((await again.json()).errors.sync).toEqual(['A sync of it is already in progress.']);
    expect((await record(admin, 'expenses', careem.id)).sync.status).toBe('IN_PROGRESS');
    options.accountingSyncStepMs = 0;

    // The next read brings the answers.
    const synced = await record(admin, 'expenses', careem.id);
    expect(synced.sync).toMatchObject({ status: 'SYNCED', error: null, erp_reference: `QBO-EXP-${String(careem.id).padStart(6, '0')}` });
    expect(careem.status).toBe('reported');
    const failed = await record(admin, 'expenses', emirates.id);
    expect(failed.sync.status).toBe('ERROR');
    expect(failed.sync.error?.code).toBe('CATEGORY_NOT_MAPPED');
    expect(emirates.status).toBe('approved');
    const trail = (await (await api.get(`/api/admin/expenses/${careem.id}/activity`, admin)).json()).data;
    expect(trail.map((entry: { kind: string }) => entry.kind)).toEqual(expect.arrayContaining(['synced', 'status']));
    // A reported expense is locked: its coding cannot change.
    expect((await api.send('PATCH', `/api/admin/expenses/${careem.id}`, { description: 'changed' }, admin)).status).toBe(422);

    const flights = api.db().categories.find((row) => row.id === emirates.category_id)!;
    flights.gl_account_id = api
      .db()
      .glAccounts.find((row) => row.company_id === desertLogistics.id && row.type === 'expense' && row.status === 'active')!.id;
    expect((await api.send('POST', `${PATH}/expenses/${emirates.id}`, undefined, admin)).status).toBe(202);
    expect((await record(admin, 'expenses', emirates.id)).sync).toMatchObject({ status: 'SYNCED', error: null });
    expect(emirates.accounting_sync?.attempts).toBe(2);
  });

  it('a sync into a locked period ends in ERROR with PERIOD_LOCKED; a synced record in it cannot be synced again', async () => {
    const admin = await signedIn();
    const careem = desertExpense('Careem');
    const settings = api.db().accountingSettings.find((row) => row.company_id === desertLogistics.id)!;
    settings.lock_date = dayOf(careem.spent_at);
    expect((await api.send('POST', `${PATH}/expenses/${careem.id}`, undefined, admin)).status).toBe(202);
    const answered = await record(admin, 'expenses', careem.id);
    expect(answered.sync.status).toBe('ERROR');
    expect(answered.sync.error).toMatchObject({ code: 'PERIOD_LOCKED', subject: settings.lock_date });
    expect(careem.status).toBe('approved');

    const reported = api
      .db()
      .expenses.find(
        (row) => row.company_id === desertLogistics.id && row.status === 'reported' && dayOf(row.spent_at)! <= settings.lock_date!,
      );
    if (reported) {
      const refused = await api.send('POST', `${PATH}/expenses/${reported.id}`, undefined, admin);
      expect(refused.status).toBe(422);
      expect((await refused.json()).errors.sync[0]).toContain('cannot be synced again');
      expect(reported.accounting_sync?.status).toBe('SYNCED');
    }
  });

  it('without a connection every record is blocked by NO_CONNECTION and a started sync fails with it', async () => {
    const admin = await signedIn(SEEDED_ACCOUNTS.firmAdmin, acme.id);
    const { data } = await list(admin, 'payables');
    expect(data.length).toBeGreaterThan(0);
    for (const row of data) expect(row.blockers.map((problem) => problem.code)).toEqual(['NO_CONNECTION']);
    const overview = (await (await api.get(`${PATH}/overview`, admin)).json()).data;
    expect(overview.connection.status).toBe('disconnected');
    expect(overview.payables.ready).toBe(0);
    const started = await api.send('POST', `${PATH}/payables`, { all_ready: true }, admin);
    expect((await started.json()).data.started).toEqual([]);
    const unlocked = data.find((row) => row.blockers.length === 1)!;
    expect((await api.send('POST', `${PATH}/payables/${unlocked.id}`, undefined, admin)).status).toBe(202);
    expect((await record(admin, 'payables', unlocked.id)).sync.error?.code).toBe('NO_CONNECTION');
  });

  it('a bill whose vendor is missing in the system fails until the vendor is added there; the request needs ids or all_ready', async () => {
    const admin = await signedIn();
    const { data } = await list(admin, 'payables');
    const missing = data.find((row) => row.blockers.some((problem) => problem.code === 'VENDOR_NOT_IN_ERP'))!;
    expect(missing).toBeDefined();
    const bill = api.db().bills.find((row) => row.id === missing.id)!;
    expect((await api.send('POST', `${PATH}/payables`, {}, admin)).status).toBe(422);
    expect((await api.send('POST', `${PATH}/payables`, { ids: [bill.id], all_ready: true }, admin)).status).toBe(422);
    expect(bill.accounting_sync).toBeUndefined();

    await api.send('POST', `${PATH}/payables`, { ids: [bill.id] }, admin);
    expect((await record(admin, 'payables', bill.id)).sync.error?.code).toBe('VENDOR_NOT_IN_ERP');

    const exported = await api.send('POST', `/api/admin/accounting/vendors/${bill.vendor_id}/export`, undefined, admin);
    expect(exported.status).toBe(200);
    expect((await api.send('POST', `/api/admin/accounting/vendors/${bill.vendor_id}/export`, undefined, admin)).status).toBe(422);
    const acmeVendor = api.db().counterparts.find((row) => row.company_id === acme.id)!;
    expect((await api.send('POST', `/api/admin/accounting/vendors/${acmeVendor.id}/export`, undefined, admin)).status).toBe(404);

    const ready = (await record(admin, 'payables', bill.id)).blockers;
    expect(ready).toEqual([]);
    await api.send('POST', `${PATH}/payables`, { ids: [bill.id] }, admin);
    expect((await record(admin, 'payables', bill.id)).sync).toMatchObject({
      status: 'SYNCED',
      erp_reference: `QBO-BILL-${String(bill.id).padStart(6, '0')}`,
    });
    // A synced bill cannot be voided here: the accounting system holds it.
    const voided = await api.send('POST', `/api/admin/bills/${bill.id}/void`, { reason: 'Wrong vendor' }, admin);
    expect(voided.status).toBe(422);
    expect(bill.is_void).toBe(false);
  });

  it('refuses to change, void or delete a bill dated on or before the lock date (422, nothing changed)', async () => {
    const admin = await signedIn(SEEDED_ACCOUNTS.firmAdmin, acme.id);
    const lockDate = api.db().accountingSettings.find((row) => row.company_id === acme.id)!.lock_date!;
    const draft = api.db().bills.find((row) => row.company_id === acme.id && row.approval_status === 'draft')!;
    draft.invoice_date = lockDate;
    const before = structuredClone(draft);
    const deleted = await api.send('DELETE', `/api/admin/bills/${draft.id}`, undefined, admin);
    expect(deleted.status).toBe(422);
    expect((await deleted.json()).errors.invoice_date[0]).toContain(`The books are locked up to ${lockDate}`);
    const voided = await api.send('POST', `/api/admin/bills/${draft.id}/void`, { reason: 'Duplicate' }, admin);
    expect(voided.status).toBe(422);
    expect(api.db().bills.find((row) => row.id === draft.id)).toEqual(before);
  });

  it('refuses to report an expense by a status change: only the sync reports it', async () => {
    const admin = await signedIn();
    const careem = desertExpense('Careem');
    const response = await api.send('POST', `/api/admin/expenses/${careem.id}/transition`, { status: 'reported' }, admin);
    expect(response.status).toBe(422);
    expect(careem.status).toBe('approved');
  });
});
