import { describe, expect, it } from 'vitest';
import { SEEDED_ACCOUNTS, SEEDED_COMPANIES } from '../../server/mock-api/index.ts';
import { CAPTURED_CARD_STATUSES } from '../../src/domain/disputes.ts';
import { useTestServer } from './mockServer.ts';

const [acme] = SEEDED_COMPANIES;
const DAY_MS = 86_400_000;

// Payments move on only when asked (a long step), so a scheduled payment stays scheduled here.
const api = useTestServer({ mock: { billPaymentStepMs: 3_600_000 } });

/** The real day in Dubai `days` from now: what a rule reading the machine's clock would call today. */
const realDay = (days = 0) => new Date(Date.now() + 4 * 3_600_000 + days * DAY_MS).toISOString().slice(0, 10);

/** Sets this server's (the default sandbox's) clock to `at` and stops it there. */
async function freezeClockAt(at: string) {
  const response = await api.send('POST', '/__mock/clock', { set: at, freeze: true });
  expect(response.status).toBe(200);
}

async function signedIn(email: string) {
  return { accessToken: await api.accessToken(email), tenant: acme.id };
}

/** An approved bill of Acme due on `dueDate`, created by the firm admin and approved by the manager. */
async function approvedBill(dueDate: string) {
  const db = api.db();
  const vendor = db.counterparts.find((row) => row.company_id === acme.id && row.status === 'active' && !row.is_on_hold)!;
  const standard = db.taxRates.find((row) => row.company_id === acme.id && row.type === 'standard')!;
  const admin = await signedIn(SEEDED_ACCOUNTS.firmAdmin);
  const line = {
    description: 'Service visit',
    quantity: 1,
    unit_price: 100,
    tax_rate_id: standard.id,
    category_id: null,
    project_id: null,
  };
  const bill = { vendor_id: vendor.id, invoice_number: 'CLOCK-1', invoice_date: realDay(), due_date: dueDate, currency: 'AED' };
  const created = await api.send(
    'POST',
    '/api/admin/bills',
    { ...bill, lines: [line], purchase_order_id: null, source: 'manual', notes: null },
    admin,
  );
  expect(created.status).toBe(201);
  const { id } = (await created.json()).data;
  expect((await api.send('POST', `/api/admin/bills/${id}/approval`, { status: 'pending_approval' }, admin)).status).toBe(200);
  const manager = await signedIn(SEEDED_ACCOUNTS.manager);
  expect((await api.send('POST', `/api/admin/bills/${id}/approval`, { status: 'approved' }, manager)).status).toBe(200);
  return { id, admin };
}

describe("issue 35: the mock's day rules read the sandbox's clock (POST /__mock/clock), not the machine's", () => {
  it("a bill payment cannot be scheduled before the sandbox's today, and a bill is overdue by it", async () => {
    const { id, admin } = await approvedBill(realDay(30));
    const ahead = `${realDay(60)}T08:00:00.000Z`;
    await freezeClockAt(ahead);
    const read = (await (await api.get(`/api/admin/bills/${id}`, admin)).json()).data;
    expect(read.is_overdue).toBe(true);

    const past = await api.send('POST', `/api/admin/bills/${id}/payment`, { scheduled_for: realDay() }, admin);
    expect(past.status).toBe(422);
    expect((await past.json()).errors.scheduled_for).toEqual(['The payment day cannot be in the past.']);
    expect(api.db().bills.find((row) => row.id === id)!.payments).toEqual([]);

    const onTheDay = await api.send('POST', `/api/admin/bills/${id}/payment`, { scheduled_for: realDay(60) }, admin);
    expect(onTheDay.status).toBe(200);
    const payment = (await onTheDay.json()).data.payments[0];
    expect(payment).toMatchObject({ scheduled_for: realDay(60), scheduled_at: ahead });
    const entry = api.db().walletEntries.findLast((row) => row.reference_kind === 'bill' && row.reference_id === String(id))!;
    expect(entry.at).toBe(ahead);
  });

  it("an out-of-pocket expense cannot be dated after the sandbox's today", async () => {
    await freezeClockAt(`${realDay(-10)}T08:00:00.000Z`);
    const admin = await signedIn(SEEDED_ACCOUNTS.firmAdmin);
    const db = api.db();
    const body = {
      member_id: db.members.find((row) => row.company_id === acme.id)!.id,
      merchant: 'Careem',
      amount: 84.5,
      currency: 'AED',
      category_id: db.categories.find((row) => row.company_id === acme.id && row.status === 'active')!.id,
    };
    const future = await api.send('POST', '/api/admin/expenses', { ...body, spent_at: realDay(-2) }, admin);
    expect(future.status).toBe(422);
    expect((await future.json()).errors.spent_at).toEqual(['The day cannot be in the future.']);
    const onTheDay = await api.send('POST', '/api/admin/expenses', { ...body, spent_at: realDay(-10) }, admin);
    expect(onTheDay.status).toBe(201);
    expect((await onTheDay.json()).data.created_at).toBe(`${realDay(-10)}T08:00:00.000Z`);
  });

  it("a dispute is opened within 60 days of the transaction on the sandbox's clock, and dated by it", async () => {
    const expense = api
      .db()
      .expenses.filter(
        (row) =>
          row.company_id === acme.id &&
          row.card_id !== null &&
          CAPTURED_CARD_STATUSES.includes(row.status) &&
          Date.now() - Date.parse(row.spent_at) < 30 * DAY_MS &&
          !api.db().disputes.some((dispute) => dispute.expense_id === row.id),
      )
      .at(-1)!;
    const body = { expense_id: expense.id, reason: 'fraudulent', amount: 1, explanation: 'Not me' };
    const inWindow = new Date(Date.parse(expense.spent_at) + 10 * DAY_MS).toISOString();
    await freezeClockAt(new Date(Date.parse(expense.spent_at) + 61 * DAY_MS).toISOString());
    const admin = await signedIn(SEEDED_ACCOUNTS.firmAdmin);
    const late = await api.send('POST', '/api/admin/disputes', body, admin);
    expect(late.status).toBe(422);
    expect((await late.json()).errors.expense_id).toEqual(['A dispute must be opened within 60 days of the transaction date.']);

    await freezeClockAt(inWindow);
    const opened = await api.send('POST', '/api/admin/disputes', body, admin);
    expect(opened.status).toBe(201);
    expect((await opened.json()).data.created_at).toBe(inWindow);
  });
});
