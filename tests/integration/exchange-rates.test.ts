import { describe, expect, it } from 'vitest';
import type { BillList, ExchangeRateList, ExpenseList } from '../../src/api/schema';
import { dayOf, dubaiToday } from '../../src/domain/accountingLock';
import { toCents } from '../../src/domain/cents';
import { convertCents } from '../../src/domain/exchangeRates';
import { mockRateTable } from '../../server/mock-api/store/seed/exchangeRates.ts';
import { CURRENCIES } from '../../src/domain/contractLists';
import { SEEDED_ACCOUNTS, SEEDED_COMPANIES } from '../../server/mock-api/index.ts';
import { useTestServer } from './mockServer.ts';

const [acme] = SEEDED_COMPANIES;
const api = useTestServer();

describe('GET /api/admin/exchange-rates', () => {
  it('answers 401 without a token and 403 in a company the user is not in', async () => {
    expect((await api.get('/api/admin/exchange-rates', { tenant: acme.id })).status).toBe(401);
    const member = await api.accessToken(SEEDED_ACCOUNTS.member);
    const own = (await (await api.get('/api/admin/sub-tenants', { accessToken: member })).json()).data as { id: string }[];
    const foreign = SEEDED_COMPANIES.find((company) => !own.some((row) => row.id === company.id))!;
    expect((await api.get('/api/admin/exchange-rates', { accessToken: member, tenant: foreign.id })).status).toBe(403);
  });

  it("lists today's rate of every currency into AED, base first, USD pegged, as a list envelope", async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const response = await api.get('/api/admin/exchange-rates', { accessToken, tenant: acme.id });
    expect(response.status).toBe(200);
    const body = (await response.json()) as ExchangeRateList;
    expect(body.data.map((row) => row.currency).sort()).toEqual([...CURRENCIES].sort());
    expect(body.data[0]).toMatchObject({ currency: 'AED', base_currency: 'AED', rate: 1 });
    expect(body.data.find((row) => row.currency === 'USD')!.rate).toBe(3.6725);
    expect(body.data.every((row) => row.base_currency === 'AED' && row.as_of === `${dubaiToday().slice(0, 7)}-01`)).toBe(true);
    expect(body.meta).toEqual({ total: CURRENCIES.length, current_page: 1, per_page: CURRENCIES.length, last_page: 1 });
  });

  it('answers the rates of an earlier day deterministically, and a bad date is a 422 on date', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const ratesOn = async (date: string) =>
      ((await (await api.get(`/api/admin/exchange-rates?date=${date}`, { accessToken, tenant: acme.id })).json()) as ExchangeRateList).data;
    const june = await ratesOn('2026-06-15');
    expect(june.every((row) => row.as_of === '2026-06-01')).toBe(true);
    expect(await ratesOn('2026-06-30')).toEqual(june);
    const gbp = june.find((row) => row.currency === 'GBP')!.rate;
    expect(gbp).toBeGreaterThan(4.58);
    expect(gbp).toBeLessThan(4.63);

    const bad = await api.get('/api/admin/exchange-rates?date=2026-13-45', { accessToken, tenant: acme.id });
    expect(bad.status).toBe(422);
    expect((await bad.json()).errors.date).toHaveLength(1);
  });
});

describe('GET /api/admin/expenses in AED', () => {
  it('compares the amount filter in AED (GBP 2,508 counts as about AED 11,5xx) and totals the matching expenses in AED', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const gbp = api.db().expenses.find((row) => row.currency === 'GBP')!;
    expect(gbp).toBeDefined();
    const list = async (query: string) => {
      const response = await api.get(`/api/admin/expenses?per_page=100&${query}`, { accessToken, tenant: gbp.company_id });
      expect(response.status).toBe(200);
      return (await response.json()) as ExpenseList;
    };
    const inBase = Math.round(gbp.amount * 4.605 * 100) / 100;
    const around = await list(`filters[min][amount]=${Math.floor(inBase * 0.99)}&filters[max][amount]=${Math.ceil(inBase * 1.01)}`);
    expect(around.data.map((row) => row.id)).toContain(gbp.id);
    const above = await list(`filters[min][amount]=${Math.ceil(inBase * 1.01)}`);
    expect(above.data.map((row) => row.id)).not.toContain(gbp.id);

    // The list's total: every matching expense in AED at its day's rate.
    const rates = (date: string) => mockRateTable(date);
    const expected = around.data.reduce(
      (sum, row) => sum + convertCents(toCents(row.amount), row.currency, rates(dayOf(row.spent_at)!)).cents,
      0,
    );
    expect(around.meta.total).toBe(around.data.length);
    expect(around.meta.total_amount).toEqual({ currency: 'AED', amount: expected / 100 });
  });
});

describe('GET /api/admin/bills in AED', () => {
  it('totals every matching bill in AED at the rate of its invoice date', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const response = await api.get('/api/admin/bills?per_page=100', { accessToken, tenant: acme.id });
    expect(response.status).toBe(200);
    const body = (await response.json()) as BillList;
    expect(body.meta.total).toBe(body.data.length);
    const expected = body.data.reduce(
      (sum, bill) => sum + convertCents(toCents(bill.total), bill.currency, mockRateTable(bill.invoice_date)).cents,
      0,
    );
    expect(body.meta.total_amount).toEqual({ currency: 'AED', amount: expected / 100 });
  });

  it('compares the total filter in AED at the rate of the invoice date: a foreign bill counts by its AED value', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const db = api.db();
    const foreign = db.bills.find((row) => row.company_id === acme.id && !row.is_void)!;
    foreign.currency = 'USD';
    const aedCents = convertCents(toCents(foreign.total), foreign.currency, mockRateTable(foreign.invoice_date)).cents;
    const list = async (query: string) => {
      const response = await api.get(`/api/admin/bills?per_page=10000&${query}`, { accessToken, tenant: acme.id });
      expect(response.status).toBe(200);
      return ((await response.json()) as BillList).data.map((row) => row.id);
    };
    // Its own-currency total is below the AED bounds, its AED value inside them.
    const exactly = (aedCents / 100).toFixed(2);
    expect(await list(`filters[min][total]=${exactly}&filters[max][total]=${exactly}`)).toContain(foreign.id);
    expect(await list(`filters[min][total]=${((aedCents + 1) / 100).toFixed(2)}`)).not.toContain(foreign.id);
    expect(await list(`filters[max][total]=${((aedCents - 1) / 100).toFixed(2)}`)).not.toContain(foreign.id);
  });
});
