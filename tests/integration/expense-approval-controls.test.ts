import { describe, expect, it } from 'vitest';
import { dayOf } from '../../src/domain/accountingLock.ts';
import { SEEDED_ACCOUNTS, SEEDED_COMPANIES } from '../../server/mock-api/index.ts';
import { approvalBlockersOf } from '../../server/mock-api/policy/expenses.ts';
import type { StoredExpense } from '../../server/mock-api/store/types.ts';
import { useTestServer } from './mockServer.ts';

/**
 * Controls that hold in the API (issue 33): an expense waiting for a receipt, its coding or its period
 * to open is not approved, by one decision, in bulk or across companies; a locked period refuses every
 * change to its expenses. Each refusal is a 422 that says why, and nothing changes.
 */

const [acme] = SEEDED_COMPANIES;
const api = useTestServer();

const RECEIPT = 'This expense waits for a receipt; it cannot be approved yet.';
const CODING = 'This expense waits for its coding (a category); it cannot be approved yet.';
const lockedMessage = (day: string) => `The books are locked up to ${day}: an expense dated on or before it cannot be changed.`;

/** The manager's person in Acme (Finance Manager there: approve expenses, not update expenses). */
function managerMemberId(): number {
  const user = api.db().users.find((row) => row.email === SEEDED_ACCOUNTS.manager)!;
  return api.db().memberships.find((row) => row.user_id === user.id && row.company_id === acme.id)!.member_id;
}

/** Distinct submitted Acme expenses someone other than the manager spent, nothing blocking their approval yet. */
function approvableExpenses(count: number): StoredExpense[] {
  const own = managerMemberId();
  const rows = api
    .db()
    .expenses.filter((row) => row.company_id === acme.id && row.member_id !== own && approvalBlockersOf(api.db(), row).length === 0)
    .slice(0, count);
  expect(rows).toHaveLength(count);
  for (const row of rows) row.status = 'submitted';
  return rows;
}

/** Makes the expense wait for a receipt: a category of Acme that needs one below its amount, none on file. */
function withoutRequiredReceipt(expense: StoredExpense): StoredExpense {
  const category = api
    .db()
    .categories.find((row) => row.company_id === acme.id && row.status === 'active' && row.receipt_required_above !== null)!;
  expense.category_id = category.id;
  expense.amount = Math.max(expense.amount, category.receipt_required_above! + 1);
  expense.receipt = null;
  return expense;
}

/** Locks the books up to the expense's own day. */
function lockPeriodOf(expense: StoredExpense): string {
  const day = dayOf(expense.spent_at)!;
  api.db().accountingSettings.find((row) => row.company_id === acme.id)!.lock_date = day;
  return day;
}

/** What a refused write must leave as it was: the expense, its trail, the bell's notices about it. */
const stateOf = (expense: StoredExpense) =>
  JSON.stringify({
    expense: { ...expense, receipt: expense.receipt?.file_name ?? null },
    trail: api.db().expenseActivity.filter((row) => row.expense_id === expense.id).length,
    bell: api.db().notifications.filter((row) => row.data.additional_data.cta === `/expenses/overview/${expense.id}`).length,
  });

async function as(email: string) {
  const accessToken = await api.accessToken(email);
  const options = (language?: string) => ({ accessToken, tenant: acme.id, ...(language ? { language } : {}) });
  return {
    accessToken,
    get: (path: string) => api.get(path, options()),
    send: (method: string, path: string, body: unknown, language?: string) => api.send(method, path, body, options(language)),
    move: (id: number, body: unknown) => api.send('POST', `/api/admin/expenses/${id}/transition`, body, options()),
    upload: (id: number) => {
      const form = new FormData();
      form.append('receipt', new Blob(['%PDF-1.4'], { type: 'application/pdf' }), 'receipt.pdf');
      return fetch(`${api.url}/api/admin/expenses/${id}/receipt`, {
        method: 'PUT',
        headers: { Authorization: `Bearer ${accessToken}`, 'X-Tenant': acme.id },
        body: form,
      });
    },
  };
}

describe('approving an expense that waits for something (POST /api/admin/expenses/{id}/transition)', () => {
  it('refuses to approve without the receipt its category needs (422, nothing changed), and approves once it is there', async () => {
    const manager = await as(SEEDED_ACCOUNTS.manager);
    const admin = await as(SEEDED_ACCOUNTS.firmAdmin);
    const [expense] = approvableExpenses(1);
    withoutRequiredReceipt(expense);
    const before = stateOf(expense);

    const refused = await manager.move(expense.id, { status: 'approved' });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({ message: RECEIPT, errors: { status: [RECEIPT] } });
    expect(stateOf(expense)).toBe(before);
    const read = (await (await manager.get(`/api/admin/expenses/${expense.id}`)).json()).data;
    expect(read).toMatchObject({ status: 'submitted', waiting_for: ['receipt', 'approver'], locked_until: null });

    expect((await admin.upload(expense.id)).status).toBe(200);
    const approved = await manager.move(expense.id, { status: 'approved' });
    expect(approved.status).toBe(200);
    expect((await approved.json()).data).toMatchObject({ status: 'approved', waiting_for: [] });
  });

  it('refuses to approve an expense not coded to a category, in English and Arabic; approves once coded; rejecting it stays possible', async () => {
    const manager = await as(SEEDED_ACCOUNTS.manager);
    const admin = await as(SEEDED_ACCOUNTS.firmAdmin);
    const [expense, other] = approvableExpenses(2);
    const category = expense.category_id!;
    expense.category_id = null;
    other.category_id = null;
    const before = stateOf(expense);

    const refused = await manager.move(expense.id, { status: 'approved' });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({ message: CODING, errors: { status: [CODING] } });
    const inArabic = await manager.send('POST', `/api/admin/expenses/${expense.id}/transition`, { status: 'approved' }, 'ar');
    expect(inArabic.status).toBe(422);
    expect((await inArabic.json()).message).toBe('هذا المصروف بانتظار ترميزه (فئة)؛ لا يمكن اعتماده بعد.');
    expect(stateOf(expense)).toBe(before);

    // Rejecting is not blocked by a missing receipt or coding.
    const rejected = await manager.move(other.id, { status: 'rejected', reason: 'Not a business expense.' });
    expect(rejected.status).toBe(200);
    expect((await rejected.json()).data.status).toBe('rejected');

    expect((await admin.send('PATCH', `/api/admin/expenses/${expense.id}`, { category_id: category })).status).toBe(200);
    expect((await manager.move(expense.id, { status: 'approved' })).status).toBe(200);
    expect(expense.status).toBe('approved');
  });
});

describe('a locked period refuses every change to its expenses', () => {
  it('refuses approval, rejection, coding and receipt changes with a 422 naming the lock date; a comment is still written', async () => {
    const manager = await as(SEEDED_ACCOUNTS.manager);
    const admin = await as(SEEDED_ACCOUNTS.firmAdmin);
    const [expense] = approvableExpenses(1);
    const day = lockPeriodOf(expense);
    const before = stateOf(expense);

    const read = (await (await manager.get(`/api/admin/expenses/${expense.id}`)).json()).data;
    expect(read).toMatchObject({ locked_until: day, waiting_for: ['period', 'approver'] });

    const approve = await manager.move(expense.id, { status: 'approved' });
    expect(approve.status).toBe(422);
    expect(await approve.json()).toEqual({ message: lockedMessage(day), errors: { status: [lockedMessage(day)] } });
    const reject = await manager.move(expense.id, { status: 'rejected', reason: 'Late.' });
    expect(reject.status).toBe(422);
    expect((await reject.json()).message).toBe(lockedMessage(day));
    const cancel = await admin.move(expense.id, { status: 'cancelled' });
    expect(cancel.status).toBe(422);

    const category = api
      .db()
      .categories.find((row) => row.company_id === acme.id && row.status === 'active' && row.id !== expense.category_id)!;
    const coding = await admin.send('PATCH', `/api/admin/expenses/${expense.id}`, { category_id: category.id });
    expect(coding.status).toBe(422);
    expect((await coding.json()).errors.spent_at).toEqual([lockedMessage(day)]);
    expect((await admin.upload(expense.id)).status).toBe(422);
    expect(stateOf(expense)).toBe(before);

    // A comment changes no data of the expense: it stays possible.
    expect((await admin.send('POST', `/api/admin/expenses/${expense.id}/comments`, { text: 'Booked in September.' })).status).toBe(201);

    // Once the lock date moves back before its day, it can be approved.
    api.db().accountingSettings.find((row) => row.company_id === acme.id)!.lock_date = null;
    expect((await manager.move(expense.id, { status: 'approved' })).status).toBe(200);
  });

  it('refuses to record an out-of-pocket expense dated on or before the lock date (422 on spent_at)', async () => {
    const admin = await as(SEEDED_ACCOUNTS.firmAdmin);
    const [existing] = approvableExpenses(1);
    const day = lockPeriodOf(existing);
    const count = api.db().expenses.length;
    const person = api.db().members.find((row) => row.company_id === acme.id)!;
    const category = api.db().categories.find((row) => row.company_id === acme.id && row.status === 'active')!;
    const body = { member_id: person.id, merchant: 'Careem', spent_at: day, amount: 84.5, currency: 'AED', category_id: category.id };
    const refused = await admin.send('POST', '/api/admin/expenses', body);
    expect(refused.status).toBe(422);
    expect((await refused.json()).errors.spent_at).toEqual([
      `The books are locked up to ${day}: an expense dated on or before it cannot be recorded.`,
    ]);
    expect(api.db().expenses).toHaveLength(count);
  });
});

describe('bulk and cross-company approval follow the same rule', () => {
  it('approves only the expenses nothing blocks, and names per item what each other waits for (English and Arabic)', async () => {
    const manager = await as(SEEDED_ACCOUNTS.manager);
    // The earliest becomes the locked one: the books are locked up to its day, the three others are later.
    const [locked, ...later] = approvableExpenses(12).sort((a, b) => a.spent_at.localeCompare(b.spent_at));
    const day = lockPeriodOf(locked);
    const [ready, noReceipt, notCoded] = later.filter((row) => dayOf(row.spent_at)! > day);
    withoutRequiredReceipt(noReceipt);
    notCoded.category_id = null;
    const blocked = [noReceipt, notCoded, locked];
    const before = blocked.map(stateOf);

    const english = await manager.send('POST', '/api/admin/expenses/decisions', {
      ids: [ready.id, noReceipt.id, notCoded.id, locked.id],
      decision: 'approve',
    });
    expect(english.status).toBe(200);
    expect((await english.json()).data).toEqual({
      done: [ready.id],
      failed: [
        { id: noReceipt.id, message: RECEIPT },
        { id: notCoded.id, message: CODING },
        { id: locked.id, message: lockedMessage(day) },
      ],
    });
    expect(ready.status).toBe('approved');
    expect(blocked.map((row) => row.status)).toEqual(['submitted', 'submitted', 'submitted']);
    expect(blocked.map((row) => JSON.parse(stateOf(row)).expense)).toEqual(before.map((state) => JSON.parse(state).expense));

    // Asked in Arabic, each reason reads in Arabic (the same ids).
    const arabic = await manager.send(
      'POST',
      '/api/admin/expenses/decisions',
      { ids: blocked.map((row) => row.id), decision: 'approve' },
      'ar',
    );
    const failed = (await arabic.json()).data.failed as { id: number; message: string }[];
    expect(failed.map((item) => item.id)).toEqual(blocked.map((row) => row.id));
    for (const item of failed) expect(item.message).toMatch(/[\u0600-\u06FF]/);
  });

  it('refuses the same expense in the cross-company approval decisions, per item, and approves the ready one', async () => {
    const firmAdmin = await as(SEEDED_ACCOUNTS.firmAdmin);
    const [ready, noReceipt] = approvableExpenses(2);
    withoutRequiredReceipt(noReceipt);
    const before = stateOf(noReceipt);
    const response = await api.send(
      'POST',
      '/api/admin/portfolio/approvals/decisions',
      {
        items: [
          // Overriding open compliance flags (Smart Comply) does not lift the receipt the category needs.
          {
            company_id: acme.id,
            type: 'expense',
            id: noReceipt.id,
            decision: 'approve',
            override_flags: true,
            override_reason: 'Checked with the spender.',
          },
          { company_id: acme.id, type: 'expense', id: ready.id, decision: 'approve' },
        ],
      },
      { accessToken: firmAdmin.accessToken },
    );
    expect(response.status).toBe(200);
    const results = (await response.json()).data as { id: number; ok: boolean; status: number; message: string | null }[];
    expect(results.map(({ id, ok, status, message }) => ({ id, ok, status, message }))).toEqual([
      { id: noReceipt.id, ok: false, status: 422, message: RECEIPT },
      { id: ready.id, ok: true, status: 200, message: null },
    ]);
    expect(stateOf(noReceipt)).toBe(before);
    expect(ready.status).toBe('approved');
  });
});
