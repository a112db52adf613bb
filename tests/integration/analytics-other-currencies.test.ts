import { describe, expect, it } from 'vitest';
import { dubaiToday } from '../../src/domain/accountingLock';
import { addDays } from '../../src/domain/analytics';
import { countsAsSpent } from '../../src/domain/spend';
import { SEEDED_ACCOUNTS, SEEDED_COMPANIES } from '../../server/mock-api/index.ts';
import { expenseDay, noteExpenseChanged } from '../../server/mock-api/store/expenseIndex.ts';
import { useTestServer } from './mockServer.ts';

/** Issue 35 item 1: the analytics name what the period's expenses in other currencies add up to, per currency, for the AED total. */
const [acme] = SEEDED_COMPANIES;
const api = useTestServer();
const TODAY = dubaiToday();
const PERIOD = { from: addDays(TODAY, -89), to: TODAY };
const cents = (amount: number) => Math.round(amount * 100);

describe('analytics other_currency_totals', () => {
  it('sums the spent expenses of the period in other currencies per currency, the ones other_currency_count counts', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const db = api.db();
    const inPeriod = db.expenses.filter(
      (row) => row.company_id === acme.id && countsAsSpent(row.status) && expenseDay(row) >= PERIOD.from && expenseDay(row) <= PERIOD.to,
    );
    Object.assign(inPeriod[0], { currency: 'USD', amount: 1000 });
    noteExpenseChanged(db, acme.id);
    const read = async () => {
      const query = new URLSearchParams({ group_by: 'category', from: PERIOD.from, to: PERIOD.to }).toString();
      const answer = await api.get(`/api/admin/analytics/spend?${query}`, { accessToken, tenant: acme.id });
      expect(answer.status).toBe(200);
      return (await answer.json()).data as {
        currency: string;
        other_currency_count: number;
        other_currency_totals: { currency: string; amount: number }[];
      };
    };
    const data = await read();
    const others = inPeriod.filter((row) => row.currency !== data.currency);
    expect(data.other_currency_count).toBe(others.length);
    const expected = new Map<string, number>();
    for (const row of others) expected.set(row.currency, (expected.get(row.currency) ?? 0) + cents(row.amount));
    expect(new Map(data.other_currency_totals.map((line) => [line.currency, cents(line.amount)]))).toEqual(expected);

    inPeriod[0].amount = 2000;
    noteExpenseChanged(db, acme.id);
    const usd = (answer: Awaited<ReturnType<typeof read>>) => answer.other_currency_totals.find((line) => line.currency === 'USD')!.amount;
    expect(cents(usd(await read())) - cents(usd(data))).toBe(100_000);
  });
});
