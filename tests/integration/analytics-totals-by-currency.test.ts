import { describe, expect, it } from 'vitest';
import type { AnalyticsSpend, ExchangeRateList } from '../../src/api/schema';
import { dubaiToday } from '../../src/domain/accountingLock';
import { addDays } from '../../src/domain/analytics';
import { toCents } from '../../src/domain/cents';
import { baseTotalOfLines, convertCents, rateTableFrom } from '../../src/domain/exchangeRates';
import { countsAsSpent } from '../../src/domain/spend';
import { SEEDED_ACCOUNTS, SEEDED_COMPANIES } from '../../server/mock-api/index.ts';
import { expenseDay, noteExpenseChanged } from '../../server/mock-api/store/expenseIndex.ts';
import type { StoredExpense } from '../../server/mock-api/store/types.ts';
import { useTestServer } from './mockServer.ts';

/** Issue 35 item 1: the analytics total every currency of the period in AED, each expense at the rate of its own day. */
const [acme] = SEEDED_COMPANIES;
const api = useTestServer();
const TODAY = dubaiToday();
const PERIOD = { from: addDays(TODAY, -89), to: TODAY };

async function signedIn() {
  const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
  const get = async <T>(path: string, tenant = acme.id): Promise<T> => {
    const answer = await api.get(path, { accessToken, tenant });
    expect(answer.status, path).toBe(200);
    return (await answer.json()).data as T;
  };
  const spend = (groupBy: string) =>
    get<AnalyticsSpend>(`/api/admin/analytics/spend?${new URLSearchParams({ group_by: groupBy, ...PERIOD })}`);
  /** What the expenses add up to in AED cents, each converted with the rates GET exchange-rates gives for its day. */
  const tables = new Map<string, ReturnType<typeof rateTableFrom>>();
  const inAedAtTheirDays = async (rows: readonly StoredExpense[]) => {
    let cents = 0;
    for (const row of rows) {
      const day = expenseDay(row);
      if (!tables.has(day)) tables.set(day, rateTableFrom(await get<ExchangeRateList['data']>(`/api/admin/exchange-rates?date=${day}`)));
      cents += convertCents(toCents(row.amount), row.currency, tables.get(day)!).cents;
    }
    return cents;
  };
  return { spend, inAedAtTheirDays };
}

const spentInPeriod = (companyId: string) =>
  api
    .db()
    .expenses.filter(
      (row) => row.company_id === companyId && countsAsSpent(row.status) && expenseDay(row) >= PERIOD.from && expenseDay(row) <= PERIOD.to,
    );

describe('analytics totals_by_currency', () => {
  it('sums every currency of the period, each expense in AED at its own day, and keeps other_currency_totals for older clients', async () => {
    const db = api.db();
    const inPeriod = spentInPeriod(acme.id);
    Object.assign(inPeriod[0], { currency: 'EUR', amount: 1000 });
    Object.assign(inPeriod[1], { currency: 'USD', amount: 500 });
    noteExpenseChanged(db, acme.id);
    const { spend, inAedAtTheirDays } = await signedIn();
    const data = await spend('category');
    const expected = new Map<string, number>();
    for (const row of inPeriod) expected.set(row.currency, (expected.get(row.currency) ?? 0) + toCents(row.amount));
    expect(new Map(data.totals_by_currency.map((line) => [line.currency, toCents(line.amount)]))).toEqual(expected);
    expect(baseTotalOfLines(data.totals_by_currency).cents).toBe(await inAedAtTheirDays(inPeriod));
    const others = data.totals_by_currency
      .filter((line) => line.currency !== data.currency)
      .map(({ currency, amount }) => ({ currency, amount }));
    expect([...data.other_currency_totals].sort((a, b) => b.amount - a.amount)).toEqual(others.sort((a, b) => b.amount - a.amount));
    expect(data.other_currency_count).toBe(inPeriod.filter((row) => row.currency !== data.currency).length);
  });

  it('counts the same EUR amount at a different AED value when it was spent in a month with another rate', async () => {
    const db = api.db();
    const month = (row: StoredExpense) => expenseDay(row).slice(0, 7);
    const spent = spentInPeriod(acme.id).filter((row) => row.currency !== 'EUR');
    const early = spent.find((row) => month(row) === PERIOD.from.slice(0, 7))!;
    const late = spent.find((row) => month(row) === TODAY.slice(0, 7))!;
    const { spend, inAedAtTheirDays } = await signedIn();
    const eurWhenSpentBy = async (row: StoredExpense) => {
      const saved = { currency: row.currency, amount: row.amount };
      Object.assign(row, { currency: 'EUR', amount: 10_000 });
      noteExpenseChanged(db, acme.id);
      const line = (await spend('time')).totals_by_currency.find((each) => each.currency === 'EUR')!;
      const own = await inAedAtTheirDays([row]);
      Object.assign(row, saved);
      noteExpenseChanged(db, acme.id);
      return { line, own };
    };
    const [first, second] = [await eurWhenSpentBy(early), await eurWhenSpentBy(late)];
    // The same EUR 10,000 more, on days whose rates differ: the EUR lines differ by exactly the two conversions.
    expect(first.own).not.toBe(second.own);
    expect(first.line.amount).toBe(second.line.amount);
    expect(toCents(first.line.base_amount!) - toCents(second.line.base_amount!)).toBe(first.own - second.own);
  });

  it('grouped by company: each company row has its AED total of every currency, and the group total adds them up', async () => {
    const db = api.db();
    const first = spentInPeriod(acme.id)[0];
    Object.assign(first, { currency: 'GBP', amount: 250 });
    noteExpenseChanged(db, acme.id);
    const { spend, inAedAtTheirDays } = await signedIn();
    const data = await spend('company');
    expect(data.rows.length).toBeGreaterThan(1);
    for (const row of data.rows) {
      expect(toCents(row.base_amount!), row.label ?? '').toBe(await inAedAtTheirDays(spentInPeriod(row.company_id!)));
    }
    const rowsCents = data.rows.reduce((sum, row) => sum + toCents(row.base_amount!), 0);
    expect(baseTotalOfLines(data.totals_by_currency).cents).toBe(rowsCents);
    expect(data.totals_by_currency.find((line) => line.currency === 'GBP')!.amount).toBeGreaterThanOrEqual(250);
  });
});
