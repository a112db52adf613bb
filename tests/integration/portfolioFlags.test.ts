import { describe, expect, it } from 'vitest';
import { SEEDED_ACCOUNTS, SEEDED_COMPANIES } from '../../server/mock-api/index.ts';
import { complianceRulesOf, recheckCompliance } from '../../server/mock-api/policy/compliance.ts';
import { approvalBlockersOf } from '../../server/mock-api/policy/expenses.ts';
import { useTestServer } from './mockServer.ts';

// Issue 33: the cross-company inbox shows Smart Comply's open flags and approves a flagged item only
// with an explicit override and its reason.
const [acme, , , , , marina] = SEEDED_COMPANIES;

const api = useTestServer();

type Flag = { id: number; rule_kind: string; severity: string; explanation: { key: string }; explanation_text: string };
type Item = { company_id: string; type: string; id: number; title: string; compliance_flags: Flag[] };
type Result = { company_id: string; type: string; id: number; ok: boolean; status: number; message: string | null };

const DECISIONS = '/api/admin/portfolio/approvals/decisions';

async function inboxOf(accessToken: string, query: string, language?: string): Promise<Item[]> {
  const response = await api.get(`/api/admin/portfolio/approvals?per_page=100&${query}`, { accessToken, language });
  expect(response.status).toBe(200);
  return (await response.json()).data;
}

async function decide(accessToken: string, items: unknown[], language?: string) {
  const response = await api.send('POST', DECISIONS, { items }, { accessToken, language });
  const body = await response.json();
  return { status: response.status, body, results: body.data as Result[] };
}

/**
 * A bill of Acme waiting for approval, flagged by Smart Comply: the VAT-without-TRN rule turned on for
 * Acme and the bill's vendor without a TRN, with VAT on the bill.
 */
function flaggedBill() {
  const db = api.db();
  const bill = db.bills.find((row) => row.company_id === acme.id && row.approval_status === 'pending_approval' && !row.is_void)!;
  bill.vat_total = Math.max(bill.vat_total, 50);
  db.counterparts.find((row) => row.id === bill.vendor_id)!.trn = null;
  complianceRulesOf(db, acme.id).find((rule) => rule.kind === 'vat_without_trn')!.enabled = true;
  recheckCompliance(db);
  return bill;
}

/** An expense of Marina waiting for approval that nothing else holds back, flagged above the per-expense maximum (AED 20,000). */
function flaggedExpense() {
  const db = api.db();
  const expense = db.expenses.find(
    (row) => row.company_id === marina.id && row.status === 'submitted' && row.receipt !== null && approvalBlockersOf(db, row).length === 0,
  )!;
  expense.amount = 25_000.55;
  expense.currency = 'AED';
  recheckCompliance(db);
  return expense;
}

const billTrail = async (accessToken: string, id: number) => {
  const response = await api.get(`/api/admin/bills/${id}`, { accessToken, tenant: acme.id });
  expect(response.status).toBe(200);
  return (await response.json()).data.activity as { kind: string; by: string | null; text: string | null }[];
};

describe('the approval inbox and open compliance flags', () => {
  it("carries each item's open flags (rule, severity, explanation in the reader's language); unflagged items carry none", async () => {
    const bill = flaggedBill();
    const firmAdmin = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const items = await inboxOf(firmAdmin, `filters[exact][company_id]=${acme.id}`);
    const item = items.find((row) => row.type === 'bill' && row.id === bill.id)!;
    expect(item.compliance_flags).toEqual([
      expect.objectContaining({
        rule_kind: 'vat_without_trn',
        severity: 'medium',
        explanation: expect.objectContaining({ key: 'spendboard.compliance.explain.vat_without_trn_bill' }),
        explanation_text: expect.stringContaining(`Bill ${bill.invoice_number}`),
      }),
    ]);
    // The same flag as Smart Comply's own list, open there.
    const flags = await api.get('/api/admin/compliance/flags?filters[in][status][]=open&per_page=100', {
      accessToken: firmAdmin,
      tenant: acme.id,
    });
    const listed = (await flags.json()).data.find((flag: { id: number }) => flag.id === item.compliance_flags[0].id);
    expect(listed.subject.bill_ids).toEqual([bill.id]);
    // Funding, card and limit requests are never flagged.
    expect(items.filter((row) => row.type.endsWith('_request')).every((row) => row.compliance_flags.length === 0)).toBe(true);
    // In Arabic: the same flag, its sentence in Arabic.
    const arabic = (await inboxOf(firmAdmin, `filters[exact][company_id]=${acme.id}`, 'ar')).find(
      (row) => row.type === 'bill' && row.id === bill.id,
    )!;
    expect(arabic.compliance_flags.map((flag) => flag.id)).toEqual(item.compliance_flags.map((flag) => flag.id));
    expect(arabic.compliance_flags[0].explanation_text).toMatch(/الفاتورة/);
  });

  it("refuses a flagged item's approval without the override (422 naming the flags) and changes nothing", async () => {
    const bill = flaggedBill();
    const firmAdmin = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const snapshot = JSON.stringify(bill);
    const { status, results } = await decide(firmAdmin, [{ company_id: acme.id, type: 'bill', id: bill.id, decision: 'approve' }]);
    expect(status).toBe(200);
    expect(results).toEqual([
      {
        company_id: acme.id,
        type: 'bill',
        id: bill.id,
        ok: false,
        status: 422,
        message: `The flag “VAT without a valid supplier TRN” (medium) is open on bill ${bill.invoice_number}; approve anyway with a reason.`,
      },
    ]);
    // An override flag set to false, or a reason without the override, is no override.
    const halfway = await decide(firmAdmin, [
      { company_id: acme.id, type: 'bill', id: bill.id, decision: 'approve', override_flags: false, override_reason: 'Checked' },
    ]);
    expect(halfway.results[0].status).toBe(422);
    expect(JSON.stringify(api.db().bills.find((row) => row.id === bill.id))).toBe(snapshot);
    // In Arabic, the same refusal in the reader's language.
    const arabic = await decide(firmAdmin, [{ company_id: acme.id, type: 'bill', id: bill.id, decision: 'approve' }], 'ar');
    expect(arabic.results[0].message?.replace(/[\u2068\u2069]/g, '')).toBe(
      `التنبيه «ضريبة قيمة مضافة دون رقم تسجيل ضريبي صالح» (متوسطة) مفتوح على الفاتورة ${bill.invoice_number}؛ اعتمده رغم ذلك مع ذكر السبب.`,
    );
    // Rejecting a flagged item needs no override.
    const rejected = await decide(firmAdmin, [{ company_id: acme.id, type: 'bill', id: bill.id, decision: 'reject', reason: 'Wrong VAT' }]);
    expect(rejected.results[0]).toMatchObject({ ok: true, status: 200 });
  });

  it('approves it with the override and its reason: the reason goes to the audit trail, the flag stays open in Smart Comply', async () => {
    const bill = flaggedBill();
    const firmAdmin = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const [item] = (await inboxOf(firmAdmin, `filters[exact][company_id]=${acme.id}&filters[exact][type]=bill`)).filter(
      (row) => row.id === bill.id,
    );
    const reason = 'The vendor registered for VAT last week; TRN on file with procurement.';
    const { status, results } = await decide(firmAdmin, [
      { company_id: acme.id, type: 'bill', id: bill.id, decision: 'approve', override_flags: true, override_reason: `  ${reason} ` },
    ]);
    expect(status).toBe(200);
    expect(results[0]).toMatchObject({ ok: true, status: 200, message: null });
    expect(api.db().bills.find((row) => row.id === bill.id)!.approval_status).toBe('approved');
    const trail = await billTrail(firmAdmin, bill.id);
    expect(trail.map((entry) => entry.kind).slice(-2)).toEqual(['approved', 'compliance']);
    expect(trail.at(-1)).toMatchObject({ text: `approved over open flags (vat_without_trn): ${reason}` });
    expect(trail.at(-1)!.by).toMatch(/\S/);
    // Smart Comply still lists the flag as open: the override approves the bill, it does not settle the flag.
    const flag = api.db().complianceFlags.find((row) => row.id === item.compliance_flags[0].id)!;
    expect(flag.status).toBe('open');
    // The bill has left the inbox.
    expect(
      (await inboxOf(firmAdmin, `filters[exact][company_id]=${acme.id}`)).some((row) => row.type === 'bill' && row.id === bill.id),
    ).toBe(false);
  });

  it('refuses an override without a reason (blank or too long) with a 422 on override_reason for the whole call, deciding nothing', async () => {
    const bill = flaggedBill();
    const expense = flaggedExpense();
    const firmAdmin = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const before = JSON.stringify([bill, expense]);
    for (const override_reason of [undefined, '   ', 'x'.repeat(501)]) {
      const { status, body } = await decide(firmAdmin, [
        {
          company_id: marina.id,
          type: 'expense',
          id: expense.id,
          decision: 'approve',
          override_flags: true,
          override_reason: 'Client dinner, pre-approved',
        },
        {
          company_id: acme.id,
          type: 'bill',
          id: bill.id,
          decision: 'approve',
          override_flags: true,
          ...(override_reason === undefined ? {} : { override_reason }),
        },
      ]);
      expect(status, String(override_reason)).toBe(422);
      expect(Object.keys(body.errors)).toEqual(['items.1.override_reason']);
    }
    const { body } = await decide(firmAdmin, [
      { company_id: acme.id, type: 'bill', id: bill.id, decision: 'approve', override_flags: true },
    ]);
    expect(body.errors['items.0.override_reason']).toEqual(['Say why you approve it despite its open flags: the audit trail keeps it.']);
    const arabic = await decide(
      firmAdmin,
      [{ company_id: acme.id, type: 'bill', id: bill.id, decision: 'approve', override_flags: true }],
      'ar',
    );
    expect(arabic.body.errors['items.0.override_reason']).toEqual(['اذكر سبب اعتماده رغم تنبيهاته المفتوحة: يحفظه سجل التدقيق.']);
    expect(JSON.stringify([bill, expense])).toBe(before);
  });

  it('decides a bulk approval per item: the flagged ones without an override are refused with their flags, the others go through', async () => {
    const bill = flaggedBill();
    const expense = flaggedExpense();
    const db = api.db();
    const firmAdmin = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    // An unflagged expense waiting (in any company) that nothing holds back.
    const clean = (await inboxOf(firmAdmin, 'filters[exact][type]=expense')).find(
      (row) =>
        row.compliance_flags.length === 0 &&
        approvalBlockersOf(
          db,
          db.expenses.find((candidate) => candidate.id === row.id)!,
        ).length === 0,
    )!;
    const marinaItem = (await inboxOf(firmAdmin, `filters[exact][company_id]=${marina.id}&filters[exact][type]=expense`)).find(
      (row) => row.id === expense.id,
    )!;
    expect(marinaItem.compliance_flags.map((flag) => [flag.rule_kind, flag.severity])).toContainEqual(['max_per_expense', 'high']);
    const { status, results } = await decide(firmAdmin, [
      { company_id: acme.id, type: 'bill', id: bill.id, decision: 'approve' },
      { company_id: clean.company_id, type: 'expense', id: clean.id, decision: 'approve' },
      { company_id: marina.id, type: 'expense', id: expense.id, decision: 'approve' },
    ]);
    expect(status).toBe(200);
    expect(results.map((result) => [result.id, result.ok, result.status])).toEqual([
      [bill.id, false, 422],
      [clean.id, true, 200],
      [expense.id, false, 422],
    ]);
    expect(results[0].message).toMatch(new RegExp(`open on bill ${bill.invoice_number}; approve anyway with a reason\\.$`));
    expect(results[2].message).toMatch(/“Maximum per expense” \(high\)/);
    expect(results[2].message).toMatch(new RegExp(`open on expense ${expense.id}; approve anyway with a reason\\.$`));
    expect(db.expenses.find((row) => row.id === clean.id)!.status).toBe('approved');
    expect([bill.approval_status, expense.status]).toEqual(['pending_approval', 'submitted']);

    // The flagged expense with its override: approved, the reason on its trail.
    const overridden = await decide(firmAdmin, [
      {
        company_id: marina.id,
        type: 'expense',
        id: expense.id,
        decision: 'approve',
        override_flags: true,
        override_reason: 'Annual licence, budgeted',
      },
    ]);
    expect(overridden.results[0]).toMatchObject({ ok: true, status: 200 });
    expect(expense.status).toBe('approved');
    const trail = await api.get(`/api/admin/expenses/${expense.id}/activity`, { accessToken: firmAdmin, tenant: marina.id });
    const entries = (await trail.json()).data as { kind: string; text?: string }[];
    expect(entries.at(-1)).toMatchObject({
      kind: 'compliance',
      text: expect.stringMatching(/^approved over open flags \(.*max_per_expense.*\): Annual licence, budgeted$/),
    });
  });
});
