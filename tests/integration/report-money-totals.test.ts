import { describe, expect, it } from 'vitest';
import { convertCents, rateTableFrom, type RateTable } from '../../src/domain/exchangeRates';
import { REPORT_CATALOGUE } from '../../src/domain/reportCatalogue';
import { SEEDED_ACCOUNTS, SEEDED_COMPANIES } from '../../server/mock-api/index.ts';
import { useTestServer } from './mockServer.ts';

/** Issue 35 item 1: a report's money columns add up per currency over every row (all pages), for the page's AED total. */
const [acme] = SEEDED_COMPANIES;
const api = useTestServer();
const cents = (amount: number) => Math.round(amount * 100);
type Row = Record<string, string | number | null>;
type MoneyTotals = { column: string; totals: { currency: string; amount: number; base_amount?: number | null }[] }[];

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
        totals.map((entry) => ({
          ...entry,
          totals: entry.totals.map(({ currency, amount }) => ({ currency, amount })).sort((a, b) => a.currency.localeCompare(b.currency)),
        }));
      expect(sorted(all.meta.money_totals), entry.kind).toEqual(sorted(expected));
      expect(firstPage.meta.money_totals, entry.kind).toEqual(all.meta.money_totals);
    }
  });

  it('values each currency in AED with every row at the rate of its own day (GET exchange-rates?date=)', async () => {
    const options = { accessToken: await api.accessToken(SEEDED_ACCOUNTS.firmAdmin), tenant: acme.id };
    const db = api.db();
    const expenses = db.expenses.filter((row) => row.company_id === acme.id && row.currency === 'AED').slice(0, 6);
    expenses.forEach((row, index) => Object.assign(row, { currency: index % 2 === 0 ? 'EUR' : 'GBP', amount: 1000 + index }));
    const report = await (await api.get('/api/admin/report-rows/expenses?per_page=10000', options)).json();
    const tables = new Map<string, RateTable>();
    const expected = new Map<string, number>();
    for (const row of report.data as Row[]) {
      const day = String(row.spent_on);
      if (!tables.has(day))
        tables.set(day, rateTableFrom((await (await api.get(`/api/admin/exchange-rates?date=${day}`, options)).json()).data));
      const currency = String(row.currency);
      expected.set(currency, (expected.get(currency) ?? 0) + convertCents(cents(row.amount as number), currency, tables.get(day)!).cents);
    }
    const amount = (report.meta.money_totals as MoneyTotals).find((entry) => entry.column === 'amount')!;
    expect(new Map(amount.totals.map((line) => [line.currency, cents(line.base_amount!)]))).toEqual(expected);
    expect(expected.has('EUR') && expected.has('GBP')).toBe(true);
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
