import { describe, expect, it } from 'vitest';
import { dubaiToday } from '../../src/domain/accountingLock';
import { quarterOf } from '../../src/domain/vatReturn';
import { SEEDED_ACCOUNTS, SEEDED_COMPANIES } from '../../server/mock-api/index.ts';
import { useTestServer } from './mockServer.ts';

const [acme, desertLogistics, gulfRetail] = SEEDED_COMPANIES;
const api = useTestServer();
const QUARTER = quarterOf(dubaiToday());
const cents = (amount: number) => Math.round(amount * 100);

type Line = { key: string; box: number | null; amount: number; vat_amount: number; records: number };
type VatRecord = {
  line: string;
  record_type: 'expense' | 'bill';
  id: number;
  currency: string;
  rate: number | null;
  amount_aed: number;
  vat_aed: number;
  reason: string | null;
};
type Summary = { from: string; to: string; lines: Line[]; total_amount: number; total_vat: number };
type VatReturn = Summary & { records: VatRecord[] };
type RecordPage = { data: VatRecord[]; meta: { total: number; last_page: number; total_amount: number; total_vat: number } };

async function recordPage(period: string, tenant: string, line: string, page: number, perPage: number): Promise<RecordPage> {
  const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
  const query = `period=${period}&line=${line}&page=${page}&per_page=${perPage}`;
  const answer = await api.get(`/api/admin/vat-return/records?${query}`, { accessToken, tenant });
  expect(answer.status).toBe(200);
  return answer.json();
}

/** The summary, then every line's records read page by page through the drill-down endpoint. */
async function vatReturn(period: string, tenant: string): Promise<VatReturn> {
  const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
  const answer = await api.get(`/api/admin/vat-return?period=${period}`, { accessToken, tenant });
  expect(answer.status).toBe(200);
  const summary: Summary = (await answer.json()).data;
  expect(summary).not.toHaveProperty('records');
  const records: VatRecord[] = [];
  for (const line of summary.lines) {
    for (let page = 1, last = 1; page <= last; page += 1) {
      const answered = await recordPage(period, tenant, line.key, page, 25);
      records.push(...answered.data);
      last = answered.meta.last_page;
      expect(answered.meta.total).toBe(line.records);
      expect(answered.meta.total_amount).toBe(line.amount);
      expect(answered.meta.total_vat).toBe(line.vat_amount);
    }
  }
  return { ...summary, records };
}

describe('the VAT return (GET /api/admin/vat-return)', () => {
  it('answers 401 without a token and 403 without read reports (the Card Operator in Desert Logistics)', async () => {
    const path = `/api/admin/vat-return?period=${QUARTER}`;
    expect((await api.get(path, { tenant: acme.id })).status).toBe(401);
    const manager = await api.accessToken(SEEDED_ACCOUNTS.manager);
    expect((await api.get(path, { accessToken: manager, tenant: desertLogistics.id })).status).toBe(403);
    expect((await api.get(path, { accessToken: manager, tenant: gulfRetail.id })).status).toBe(200);
  });

  it('refuses a period that is neither a quarter nor a month with a 422 on period, in English and Arabic', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    for (const period of ['2026-Q5', '2026-13', 'last-quarter']) {
      const answer = await api.get(`/api/admin/vat-return?period=${period}`, { accessToken, tenant: acme.id });
      expect(answer.status).toBe(422);
      expect((await answer.json()).errors.period).toEqual(['The period must be a quarter (2026-Q4) or a month (2026-11).']);
    }
    const arabic = await api.get('/api/admin/vat-return?period=2026-Q5', { accessToken, tenant: acme.id, language: 'ar' });
    expect((await arabic.json()).errors.period).toEqual(['يجب أن تكون الفترة ربعًا (2026-Q4) أو شهرًا (2026-11).']);
  });

  it('answers the drill-down page by page: 401 without a token, 403 without read reports, 422 on a bad line or period', async () => {
    const path = `/api/admin/vat-return/records?period=${QUARTER}&line=box_9_standard_rated`;
    expect((await api.get(path, { tenant: acme.id })).status).toBe(401);
    const manager = await api.accessToken(SEEDED_ACCOUNTS.manager);
    expect((await api.get(path, { accessToken: manager, tenant: desertLogistics.id })).status).toBe(403);
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const badLine = await api.get(`/api/admin/vat-return/records?period=${QUARTER}&line=box_1`, { accessToken, tenant: acme.id });
    expect(badLine.status).toBe(422);
    expect((await badLine.json()).errors).toHaveProperty('line');
    const badPeriod = await api.get('/api/admin/vat-return/records?period=2026-Q5&line=excluded', { accessToken, tenant: acme.id });
    expect(badPeriod.status).toBe(422);
    const first = await recordPage(QUARTER, acme.id, 'box_9_standard_rated', 1, 2);
    expect(first.data.length).toBeLessThanOrEqual(2);
    expect(first.meta.last_page).toBe(Math.max(1, Math.ceil(first.meta.total / 2)));
  });

  it('opens each line in the Expenses and Bills lists: exactly its records, their VAT figures adding up to the line', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const data = await vatReturn(QUARTER, acme.id);
    for (const line of data.lines.filter((each) => each.records > 0)) {
      const filter = `filters[exact][vat_period]=${QUARTER}&filters[exact][vat_line]=${line.key}&per_page=10000`;
      const mine = data.records.filter((record) => record.line === line.key);
      let amount = 0;
      let vat = 0;
      for (const [path, type] of [
        ['/api/admin/expenses', 'expense'],
        ['/api/admin/bills', 'bill'],
      ] as const) {
        const answer = await api.get(`${path}?${filter}`, { accessToken, tenant: acme.id });
        expect(answer.status).toBe(200);
        const body = await answer.json();
        const ids = [...new Set(mine.filter((record) => record.record_type === type).map((record) => record.id))];
        expect(body.data.map((row: { id: number }) => row.id).sort()).toEqual(ids.sort());
        expect(body.meta.vat_return).toMatchObject({ period: QUARTER, line: line.key });
        amount += cents(body.meta.vat_return.amount);
        vat += cents(body.meta.vat_return.vat_amount);
      }
      expect(amount).toBe(cents(line.amount));
      expect(vat).toBe(cents(line.vat_amount));
    }
    const unfiltered = await api.get('/api/admin/expenses?per_page=1', { accessToken, tenant: acme.id });
    expect((await unfiltered.json()).meta).not.toHaveProperty('vat_return');
    const lineOnly = await api.get('/api/admin/bills?filters[exact][vat_line]=exempt', { accessToken, tenant: acme.id, language: 'ar' });
    expect(lineOnly.status).toBe(422);
    expect((await lineOnly.json()).errors['filters.exact.vat_period']).toEqual(['حدّد فترة الضريبة وبند إقرار ضريبة القيمة المضافة معًا.']);
  });

  it("counts only the active company's records, each line equal to the sum of its records, converted to AED", async () => {
    const db = api.db();
    for (const company of [acme, gulfRetail]) {
      const data = await vatReturn(QUARTER, company.id);
      expect(data.lines.map((line) => line.box)).toEqual([9, 10, null, null, null, null]);
      for (const record of data.records) {
        const rows = record.record_type === 'expense' ? db.expenses : db.bills;
        expect(rows.find((row) => row.id === record.id)?.company_id).toBe(company.id);
      }
      for (const line of data.lines) {
        const mine = data.records.filter((record) => record.line === line.key);
        expect(mine.length).toBe(line.records);
        expect(mine.reduce((sum, record) => sum + cents(record.amount_aed), 0)).toBe(cents(line.amount));
        expect(mine.reduce((sum, record) => sum + cents(record.vat_aed), 0)).toBe(cents(line.vat_amount));
      }
      const counted = data.lines.filter((line) => line.key !== 'excluded');
      expect(cents(data.total_vat)).toBe(cents(data.lines[0].vat_amount) + cents(data.lines[1].vat_amount));
      expect(cents(data.total_amount)).toBe(counted.reduce((sum, line) => sum + cents(line.amount), 0));
      expect(data.records.filter((record) => record.line === 'excluded').every((record) => record.reason !== null)).toBe(true);
      const foreign = data.records.filter((record) => record.currency !== 'AED' && record.line !== 'excluded');
      for (const record of foreign) expect(record.rate).toBeGreaterThan(0);
    }
  });

  it('moves a spent expense coded with a standard rate into Box 9 at its AED value', async () => {
    const before = await vatReturn(QUARTER, acme.id);
    const db = api.db();
    const standard = db.taxRates.find((row) => row.company_id === acme.id && row.type === 'standard' && row.rate > 0)!;
    const category = db.categories.find((row) => row.company_id === acme.id && row.tax_rate_id === standard.id)!;
    const box9 = before.records.filter((record) => record.line === 'box_9_standard_rated').map((record) => record.id);
    const expense = db.expenses.find(
      (row) =>
        row.company_id === acme.id &&
        row.currency === 'AED' &&
        !box9.includes(row.id) &&
        row.spent_at.slice(0, 10) >= before.from &&
        row.spent_at.slice(0, 10) <= before.to,
    )!;
    Object.assign(expense, { status: 'approved', category_id: category.id, amount: 105, vat_amount: 5, supplier_trn: '100234567800003' });
    const after = await vatReturn(QUARTER, acme.id);
    expect(cents(after.lines[0].amount)).toBe(cents(before.lines[0].amount) + 10000);
    expect(cents(after.lines[0].vat_amount)).toBe(cents(before.lines[0].vat_amount) + 500);
    expect(after.records.find((record) => record.id === expense.id && record.record_type === 'expense')?.line).toBe('box_9_standard_rated');
  });
});
