import { describe, expect, it } from 'vitest';
import { dayOf } from '../../src/domain/accountingLock.ts';
import { SEEDED_ACCOUNTS, SEEDED_COMPANIES } from '../../server/mock-api/index.ts';
import { approvalBlockersOf } from '../../server/mock-api/policy/expenses.ts';
import type { StoredExpense } from '../../server/mock-api/store/types.ts';
import { useTestServer } from './mockServer.ts';

const [acme, desertLogistics] = SEEDED_COMPANIES;
const api = useTestServer();

function managerMemberId(companyId = acme.id): number {
  const user = api.db().users.find((row) => row.email === SEEDED_ACCOUNTS.manager)!;
  return api.db().memberships.find((row) => row.user_id === user.id && row.company_id === companyId)!.member_id;
}

/** An Acme expense someone other than the manager spent, nothing keeping it from approval (receipt, coding, open period), put in `status`. */
function acmeExpense(status: StoredExpense['status'], index = 0): StoredExpense {
  const own = managerMemberId();
  const row = api
    .db()
    .expenses.filter(
      (candidate) =>
        candidate.company_id === acme.id && candidate.member_id !== own && approvalBlockersOf(api.db(), candidate).length === 0,
    )[index];
  row.status = status;
  return row;
}

const activeIn = <Row extends { company_id: string; status: string }>(rows: Row[], companyId: string = acme.id) =>
  rows.filter((row) => row.company_id === companyId && row.status === 'active');

async function as(email: string) {
  const accessToken = await api.accessToken(email);
  return {
    accessToken,
    get: (path: string, tenant: string = acme.id) => api.get(path, { accessToken, tenant }),
    send: (method: string, path: string, body: unknown, tenant: string = acme.id) => api.send(method, path, body, { accessToken, tenant }),
    upload: (id: number, file: Blob, name: string, tenant: string = acme.id) => {
      const form = new FormData();
      form.append('receipt', file, name);
      return fetch(`${api.url}/api/admin/expenses/${id}/receipt`, {
        method: 'PUT',
        headers: { Authorization: `Bearer ${accessToken}`, 'X-Tenant': tenant },
        body: form,
      });
    },
  };
}

describe('coding an expense (PATCH /api/admin/expenses/{id})', () => {
  it('codes it to the company catalogues, writes each change to the audit trail, and shows it after a read', async () => {
    const admin = await as(SEEDED_ACCOUNTS.firmAdmin);
    const expense = acmeExpense('submitted');
    const category = activeIn(api.db().categories).find((row) => row.id !== expense.category_id)!;
    const project = activeIn(api.db().projects)[0];
    const tag = activeIn(api.db().tags)[0];
    const response = await admin.send('PATCH', `/api/admin/expenses/${expense.id}`, {
      category_id: category.id,
      project_id: project.id,
      tag_ids: [tag.id],
      vat_amount: 1,
      supplier_trn: '100-1234-5678-9003',
    });
    expect(response.status).toBe(200);
    expect((await response.json()).data).toMatchObject({
      category_id: category.id,
      project_id: project.id,
      tag_ids: [tag.id],
      supplier_trn: '100123456789003',
    });
    const trail = (await (await admin.get(`/api/admin/expenses/${expense.id}/activity`)).json()).data;
    const change = trail.find((entry: { kind: string }) => entry.kind === 'change');
    expect(change.actor).toBe('Farah Al Mansoori');
    expect(change.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'category', to: category.name }),
        expect.objectContaining({ field: 'project', from: null, to: project.name }),
        expect.objectContaining({ field: 'tag', to: tag.name }),
      ]),
    );
  });

  it("refuses another company's catalogue rows, a VAT above the amount and a bad TRN (422), and nothing changes", async () => {
    const admin = await as(SEEDED_ACCOUNTS.firmAdmin);
    const expense = acmeExpense('submitted');
    const before = structuredClone({ ...expense, receipt: null });
    const trailBefore = api.db().expenseActivity.length;
    const foreignCategory = activeIn(api.db().categories, desertLogistics.id)[0];
    const response = await admin.send('PATCH', `/api/admin/expenses/${expense.id}`, {
      category_id: foreignCategory.id,
      vat_amount: expense.amount + 1,
      supplier_trn: '123',
      description: 'changed',
    });
    expect(response.status).toBe(422);
    const { errors } = await response.json();
    expect(Object.keys(errors).sort()).toEqual(['category_id', 'supplier_trn', 'vat_amount']);
    expect({ ...expense, receipt: null }).toEqual(before);
    expect(api.db().expenseActivity).toHaveLength(trailBefore);
  });

  it('locks a reported expense and one dated on or before the lock date; refuses the manager where it lacks update expenses', async () => {
    const admin = await as(SEEDED_ACCOUNTS.firmAdmin);
    const reported = acmeExpense('reported');
    expect((await admin.send('PATCH', `/api/admin/expenses/${reported.id}`, { description: 'x' })).status).toBe(422);
    const dated = acmeExpense('submitted', 1);
    api.db().accountingSettings.find((row) => row.company_id === acme.id)!.lock_date = dayOf(dated.spent_at);
    const locked = await admin.send('PATCH', `/api/admin/expenses/${dated.id}`, { description: 'x' });
    expect(locked.status).toBe(422);
    expect(Object.keys((await locked.json()).errors)).toEqual(['spent_at']);
    const manager = await as(SEEDED_ACCOUNTS.manager);
    const desertExpense = api.db().expenses.find((row) => row.company_id === desertLogistics.id)!;
    expect((await manager.send('PATCH', `/api/admin/expenses/${desertExpense.id}`, { description: 'x' }, desertLogistics.id)).status).toBe(
      403,
    );
    const foreign = await admin.send('PATCH', `/api/admin/expenses/${desertExpense.id}`, { description: 'x' });
    expect(foreign.status).toBe(404);
  });
});

describe('receipts', () => {
  it('uploads, serves, replaces and removes a receipt, each in the trail; a seeded receipt is rendered from the expense', async () => {
    const admin = await as(SEEDED_ACCOUNTS.firmAdmin);
    const expense = acmeExpense('submitted');
    expense.receipt = null;
    const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])], { type: 'image/png' });
    const uploaded = await admin.upload(expense.id, png, 'taxi.png');
    expect(uploaded.status).toBe(200);
    expect((await uploaded.json()).data.receipt).toMatchObject({ file_name: 'taxi.png', content_type: 'image/png', size: 7 });
    const file = await admin.get(`/api/admin/expenses/${expense.id}/receipt`);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]));
    const replaced = await admin.upload(expense.id, new Blob(['%PDF-1.4'], { type: 'application/pdf' }), 'taxi.pdf');
    expect((await replaced.json()).data.receipt.file_name).toBe('taxi.pdf');
    const removed = await admin.send('DELETE', `/api/admin/expenses/${expense.id}/receipt`, undefined);
    expect((await removed.json()).data.receipt).toBeNull();
    expect((await admin.get(`/api/admin/expenses/${expense.id}/receipt`)).status).toBe(404);
    const trail = (await (await admin.get(`/api/admin/expenses/${expense.id}/activity`)).json()).data;
    expect(trail.filter((entry: { kind: string }) => entry.kind === 'receipt').map((entry: { text: string }) => entry.text)).toEqual([
      'taxi.png',
      'taxi.pdf',
      'taxi.pdf',
    ]);
    const seeded = api.db().expenses.find((row) => row.company_id === acme.id && row.receipt !== null && row.receipt.bytes === null)!;
    const rendered = await admin.get(`/api/admin/expenses/${seeded.id}/receipt`);
    expect(rendered.headers.get('content-type')).toBe('application/pdf');
    const text = Buffer.from(await rendered.arrayBuffer()).toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text).toContain(`(${seeded.merchant.replace(/([\\()])/g, '\\$1')})`);
  });

  it('refuses a file type outside the config list (422) and keeps the receipt on file', async () => {
    const admin = await as(SEEDED_ACCOUNTS.firmAdmin);
    const expense = api.db().expenses.find((row) => row.company_id === acme.id && row.receipt !== null && row.status === 'submitted')!;
    const before = expense.receipt;
    const response = await admin.upload(expense.id, new Blob(['MZ']), 'virus.exe');
    expect(response.status).toBe(422);
    expect((await response.json()).errors.receipt[0]).toMatch(/^The receipt must be a file of type: pdf/);
    expect(expense.receipt).toBe(before);
  });

  it('blocks submitting without a receipt its category requires, with a clear 422 on receipt', async () => {
    const expense = acmeExpense('draft');
    const category = activeIn(api.db().categories).find((row) => row.receipt_required_above !== null)!;
    expense.category_id = category.id;
    expense.amount = category.receipt_required_above! + 1;
    expense.receipt = null;
    const user = api.db().users.find((row) => row.email === SEEDED_ACCOUNTS.manager)!;
    // Make the manager the spender (its person in Acme), so it may submit.
    expense.member_id = managerMemberId();
    const manager = await as(SEEDED_ACCOUNTS.manager);
    const refused = await manager.send('POST', `/api/admin/expenses/${expense.id}/transition`, { status: 'submitted' });
    expect(refused.status).toBe(422);
    expect((await refused.json()).errors.receipt).toEqual([
      'A receipt is required for this category at this amount: upload it before submitting.',
    ]);
    expect(expense.status).toBe('draft');
    const read = (await (await manager.get(`/api/admin/expenses/${expense.id}`)).json()).data;
    expect(read).toMatchObject({ receipt_required: true, waiting_for: ['submission', 'receipt', 'approver'] });
    expect(read.approvers.map((row: { email: string }) => row.email)).not.toContain(user.email);
    await manager.upload(expense.id, new Blob(['%PDF-1.4']), 'r.pdf');
    expect((await manager.send('POST', `/api/admin/expenses/${expense.id}/transition`, { status: 'submitted' })).status).toBe(200);
  });
});

describe('out-of-pocket expenses, comments and bulk decisions', () => {
  it('records an out-of-pocket expense as manual, and refuses a foreign person or category and a future day (422)', async () => {
    const admin = await as(SEEDED_ACCOUNTS.firmAdmin);
    const person = api.db().members.find((row) => row.company_id === acme.id)!;
    const category = activeIn(api.db().categories)[0];
    const count = api.db().expenses.length;
    const bad = await admin.send('POST', '/api/admin/expenses', {
      member_id: api.db().members.find((row) => row.company_id === desertLogistics.id)!.id,
      merchant: 'Careem',
      spent_at: '2999-01-01',
      amount: 84.5,
      currency: 'AED',
      category_id: activeIn(api.db().categories, desertLogistics.id)[0].id,
    });
    expect(bad.status).toBe(422);
    expect(Object.keys((await bad.json()).errors).sort()).toEqual(['category_id', 'member_id', 'spent_at']);
    expect(api.db().expenses).toHaveLength(count);
    const created = await admin.send('POST', '/api/admin/expenses', {
      member_id: person.id,
      merchant: 'Careem',
      spent_at: '2026-11-01',
      amount: 84.5,
      currency: 'AED',
      category_id: category.id,
      description: 'Taxi',
    });
    expect(created.status).toBe(201);
    const expense = (await created.json()).data;
    expect(expense).toMatchObject({ status: 'manual', card: null, category_id: category.id, member: { id: person.id } });
    const trail = (await (await admin.get(`/api/admin/expenses/${expense.id}/activity`)).json()).data;
    expect(trail).toEqual([expect.objectContaining({ kind: 'created', actor: 'Farah Al Mansoori' })]);
  });

  it('keeps comments in the trail and tells the spender in the bell', async () => {
    const admin = await as(SEEDED_ACCOUNTS.firmAdmin);
    const expense = acmeExpense('submitted');
    expense.member_id = managerMemberId();
    const manager = api.db().users.find((row) => row.email === SEEDED_ACCOUNTS.manager)!;
    const before = api.db().notifications.filter((row) => row.user_id === manager.id).length;
    const response = await admin.send('POST', `/api/admin/expenses/${expense.id}/comments`, {
      text: 'Please attach the itemised receipt.',
    });
    expect(response.status).toBe(201);
    expect((await response.json()).data).toMatchObject({
      kind: 'comment',
      actor: 'Farah Al Mansoori',
      text: 'Please attach the itemised receipt.',
    });
    const notices = api.db().notifications.filter((row) => row.user_id === manager.id);
    expect(notices).toHaveLength(before + 1);
    expect(notices.at(-1)!.data.additional_data.cta).toBe(`/expenses/overview/${expense.id}`);
  });

  it('approves a selection and reports each one that could not be done and why', async () => {
    const manager = await as(SEEDED_ACCOUNTS.manager);
    const approvable = acmeExpense('submitted', 0);
    const manual = acmeExpense('manual', 1);
    const decided = acmeExpense('rejected', 2);
    const own = acmeExpense('submitted', 3);
    own.member_id = managerMemberId();
    const foreign = api.db().expenses.find((row) => row.company_id === desertLogistics.id)!;
    const response = await manager.send('POST', '/api/admin/expenses/decisions', {
      ids: [approvable.id, manual.id, decided.id, own.id, foreign.id],
      decision: 'approve',
    });
    expect(response.status).toBe(200);
    const { done, failed } = (await response.json()).data;
    expect(done).toEqual([approvable.id, manual.id]);
    expect(failed).toEqual([
      { id: decided.id, message: 'A rejected expense cannot be approved.' },
      { id: own.id, message: 'Nobody approves, rejects or reimburses their own expense.' },
      { id: foreign.id, message: 'This expense was not found in this company.' },
    ]);
    expect([approvable.status, manual.status, decided.status, own.status]).toEqual([
      'approved',
      'manual_approved',
      'rejected',
      'submitted',
    ]);
    const rejectWithout = await manager.send('POST', '/api/admin/expenses/decisions', { ids: [own.id], decision: 'reject' });
    expect(rejectWithout.status).toBe(422);
    // Asked in Arabic, each reason reads in Arabic (the same ids).
    const inArabic = await api.send(
      'POST',
      '/api/admin/expenses/decisions',
      { ids: [decided.id, own.id], decision: 'approve' },
      { accessToken: manager.accessToken, tenant: acme.id, language: 'ar' },
    );
    const arabic = (await inArabic.json()).data.failed as { id: number; message: string }[];
    expect(arabic.map((item) => item.id)).toEqual([decided.id, own.id]);
    for (const item of arabic) expect(item.message).toMatch(/[\u0600-\u06FF]/);
  });

  it('tells the spender in the bell when an expense is approved or rejected, with a link to it', async () => {
    const admin = await as(SEEDED_ACCOUNTS.firmAdmin);
    const expense = acmeExpense('submitted');
    expense.member_id = managerMemberId();
    const manager = api.db().users.find((row) => row.email === SEEDED_ACCOUNTS.manager)!;
    await admin.send('POST', `/api/admin/expenses/${expense.id}/transition`, { status: 'rejected', reason: 'Wrong project.' });
    const notice = api
      .db()
      .notifications.filter((row) => row.user_id === manager.id)
      .at(-1)!;
    expect(notice.data.title).toMatch(new RegExp(`^Your expense at ${expense.merchant} \\(.+\\) was rejected: Wrong project\\.$`));
    expect(notice.data.additional_data.cta).toBe(`/expenses/overview/${expense.id}`);
  });
});

describe('the lists that explain the dashboard figures', () => {
  it('the missing-receipt filter lists exactly the dashboard’s missing receipts; the coded filter splits the list', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const options = { accessToken, tenant: acme.id };
    const summary = (await (await api.get('/api/admin/dashboard', options)).json()).data;
    const missing = await (await api.get('/api/admin/expenses?filters[has][missing_receipt]=1', options)).json();
    expect(missing.meta.total).toBe(summary.missing_receipts.count);
    expect(missing.meta.total).toBeGreaterThan(0);
    expect(missing.data.every((row: { receipt: unknown; receipt_required: boolean }) => row.receipt === null && row.receipt_required)).toBe(
      true,
    );
    const total = (await (await api.get('/api/admin/expenses', options)).json()).meta.total;
    const coded = (await (await api.get('/api/admin/expenses?filters[has][category]=1', options)).json()).meta.total;
    const notCoded = await (await api.get('/api/admin/expenses?filters[has][category]=0', options)).json();
    expect(coded + notCoded.meta.total).toBe(total);
    expect(notCoded.data.every((row: { category_id: unknown }) => row.category_id === null)).toBe(true);
  });
});
