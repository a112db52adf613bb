import { describe, expect, it } from 'vitest';
import { REPORT_CATALOGUE } from '../../src/domain/reportCatalogue';
import { SEEDED_ACCOUNTS, SEEDED_COMPANIES } from '../../server/mock-api/index.ts';
import { useTestServer } from './mockServer.ts';

/** Issue 35 item 1: a report's money columns add up per currency over every row (all pages), for the page's AED total. */
const [acme] = SEEDED_COMPANIES;
const api = useTestServer();
const cents = (amount: number) => Math.round(amount * 100);
type Row = Record<string, string | number | null>;
type MoneyTotals = { column: string; totals: { currency: string; amount: number }[] }[];

describe('report money totals (GET /api/admin/report-rows/{kind} meta.money_totals)', () => {
  it('sums every money column of every report per currency over all its rows, whatever the page asked', async () => {
    const options = { accessToken: await api.accessToken(SEEDED_ACCOUNTS.firmAdmin), tenant: acme.id };
    const card = api.db().cards.find((row) => row.company_id === acme.id)!;
    for (const entry of REPORT_CATALOGUE) {
      const filters = entry.required.includes('card_id') ? `&filters[card_id]=${card.id}` : '';
      const all = await (await api.get(`/api/admin/report-rows/${entry.kind}?per_page=10000${filters}`, options)).json();
      const firstPage = await (await api.get(`/api/admin/report-rows/${entry.kind}?per_page=2${filters}`, options)).json();
      const money = entry.columns.filter((column) => column.type === 'money').map((column) => column.key);
      const expected: MoneyTotals = money.map((column) => {
        const sums = new Map<string, number>();
        for (const row of all.data as Row[]) {
          const currency = typeof row.currency === 'string' && row.currency !== '' ? row.currency : 'AED';
          if (typeof row[column] === 'number') sums.set(currency, (sums.get(currency) ?? 0) + cents(row[column] as number));
        }
        return { column, totals: [...sums].map(([currency, sum]) => ({ currency, amount: sum / 100 })) };
      });
      const sorted = (totals: MoneyTotals) =>
        totals.map((entry) => ({ ...entry, totals: [...entry.totals].sort((a, b) => a.currency.localeCompare(b.currency)) }));
      expect(sorted(all.meta.money_totals), entry.kind).toEqual(sorted(expected));
      expect(firstPage.meta.money_totals, entry.kind).toEqual(all.meta.money_totals);
    }
  });

  it('counts a USD expense in its own currency line of the expenses report', async () => {
    const options = { accessToken: await api.accessToken(SEEDED_ACCOUNTS.firmAdmin), tenant: acme.id };
    const before = await (await api.get('/api/admin/report-rows/expenses?per_page=1', options)).json();
    expect(before.meta.money_totals.map((entry: { column: string }) => entry.column)).toEqual(['amount', 'vat_amount']);
    const db = api.db();
    const expense = db.expenses.find((row) => row.company_id === acme.id && row.currency === 'AED' && row.status === 'approved')!;
    Object.assign(expense, { currency: 'USD', amount: 1234.56 });
    const after = await (await api.get('/api/admin/report-rows/expenses?per_page=1', options)).json();
    const usd = (meta: { money_totals: MoneyTotals }) => meta.money_totals[0].totals.find((line) => line.currency === 'USD')?.amount ?? 0;
    expect(cents(usd(after.meta)) - cents(usd(before.meta))).toBe(123_456);
  });
});
