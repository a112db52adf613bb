import { describe, expect, it } from 'vitest';
import { SEEDED_ACCOUNTS, SEEDED_COMPANIES } from '../../server/mock-api/index.ts';
import { ledgerViolations } from '../../server/mock-api/policy/ledgerCheck.ts';
import { walletBalance } from '../../server/mock-api/policy/wallet.ts';
import { mockRateTable } from '../../server/mock-api/store/seed/exchangeRates.ts';
import { dubaiToday } from '../../src/domain/accountingLock';
import { formatMoney } from '../../src/domain/amounts';
import { exportDay } from '../../src/domain/dates';
import { useTestServer } from './mockServer.ts';

/**
 * Issue 35 item 1: money changes currency inside the company wallet at a stated rate — a quote first
 * (nothing moves), then one ledger transaction that balances in each currency with the bank's
 * foreign-exchange desk, and two wallet entries naming the rate and its day.
 */
const [acme] = SEEDED_COMPANIES;
const api = useTestServer();
const QUOTE = '/api/admin/wallet/conversions/quote';
const CONVERT = '/api/admin/wallet/conversions';
const company = () => api.db().companies.find((row) => row.id === acme.id)!;
const admin = async () => ({ accessToken: await api.accessToken(SEEDED_ACCOUNTS.firmAdmin), tenant: acme.id });
const snapshot = () => JSON.stringify([company().limit, api.db().ledger.length, api.db().walletEntries.length]);

describe('wallet currency conversions', () => {
  it('quotes at the rate of the day through AED and moves nothing', async () => {
    const before = snapshot();
    const response = await api.get(`${QUOTE}?from_currency=AED&to_currency=USD&amount=3672.5`, await admin());
    expect(response.status).toBe(200);
    const table = mockRateTable(dubaiToday());
    expect((await response.json()).data).toEqual({
      from_currency: 'AED',
      from_amount: 3672.5,
      to_currency: 'USD',
      to_amount: 1000,
      rate: 0.272294,
      inverse_rate: 3.6725,
      rate_as_of: table.asOf,
      rate_source: 'Spendboard mock (monthly reference rates)',
    });
    expect(snapshot()).toBe(before);
  });

  it('converts: the AED balance goes down, the EUR balance up by the quoted amount, one balanced transaction, two entries', async () => {
    const options = await admin();
    const aedBefore = walletBalance(company(), 'AED');
    const eurBefore = walletBalance(company(), 'EUR');
    const quote = (await (await api.get(`${QUOTE}?from_currency=AED&to_currency=EUR&amount=1000`, options)).json()).data;
    const converted = await api.send('POST', CONVERT, { from_currency: 'AED', to_currency: 'EUR', amount: 1000 }, options);
    expect(converted.status).toBe(201);
    const body = (await converted.json()).data;
    expect(body).toMatchObject({ ...quote, created_by: expect.any(String) });
    expect(walletBalance(company(), 'AED')).toBeCloseTo(aedBefore - 1000, 2);
    expect(walletBalance(company(), 'EUR')).toBeCloseTo(eurBefore + quote.to_amount, 2);

    const transaction = api.db().ledger.at(-1)!;
    expect(transaction).toMatchObject({ id: body.id, kind: 'conversion', reference_kind: 'conversion', reference_id: String(body.id) });
    expect(transaction.legs.map((leg) => [leg.account_type, leg.currency, leg.amount])).toEqual([
      ['company', 'AED', -1000],
      ['external', 'AED', 1000],
      ['company', 'EUR', quote.to_amount],
      ['external', 'EUR', -quote.to_amount],
    ]);
    expect(ledgerViolations(api.db(), acme.id)).toEqual([]);

    const entries = await (await api.get('/api/admin/wallet/entries', options)).json();
    expect(
      entries.data
        .filter((entry: { type: string }) => entry.type === 'conversion')
        .map((entry: { amount: number; currency: string }) => [entry.currency, entry.amount]),
    ).toEqual(
      expect.arrayContaining([
        ['AED', -1000],
        ['EUR', quote.to_amount],
      ]),
    );
    expect(entries.data[0].description).toBe(
      `Converted ${formatMoney(1000, 'AED')} to ${formatMoney(quote.to_amount, 'EUR')} at 1 AED = ${quote.rate} EUR (rate of ${exportDay(quote.rate_as_of)})`,
    );
  });

  it('refuses the same currency, more than the wallet holds and an amount too small, changing nothing (422 on the field, in Arabic too)', async () => {
    const options = await admin();
    const before = snapshot();
    const same = await api.send('POST', CONVERT, { from_currency: 'AED', to_currency: 'AED', amount: 10 }, options);
    expect(same.status).toBe(422);
    expect(Object.keys((await same.json()).errors)).toEqual(['to_currency']);
    const held = walletBalance(company(), 'AED');
    const tooMuch = await api.send('POST', CONVERT, { from_currency: 'AED', to_currency: 'USD', amount: held + 1 }, options);
    expect(tooMuch.status).toBe(422);
    expect((await tooMuch.json()).errors.amount[0]).toMatch(/^The amount is more than the wallet holds in AED \(AED/);
    const arabic = await api.send(
      'POST',
      CONVERT,
      { from_currency: 'AED', to_currency: 'USD', amount: held + 1 },
      { ...options, language: 'ar' },
    );
    expect((await arabic.json()).errors.amount[0]).toMatch(/^المبلغ أكبر مما تحفظه المحفظة/);
    const tiny = await api.get(`${QUOTE}?from_currency=AED&to_currency=GBP&amount=0.01`, options);
    expect(tiny.status).toBe(422);
    expect((await tiny.json()).errors.amount).toEqual(['The amount is too small to convert.']);
    expect(snapshot()).toBe(before);
  });

  it('uses the sandbox clock: another month quotes at that month rate and day', async () => {
    expect((await api.send('POST', '/__mock/clock', { set: '2027-03-15T08:00:00Z', freeze: true }, {})).status).toBe(200);
    const options = await admin();
    const quote = (await (await api.get(`${QUOTE}?from_currency=AED&to_currency=EUR&amount=1000`, options)).json()).data;
    const { EUR } = mockRateTable('2027-03-15').rates;
    expect(EUR).not.toBe(mockRateTable(dubaiToday()).rates.EUR);
    expect(quote).toMatchObject({ rate_as_of: '2027-03-01', inverse_rate: EUR, to_amount: Math.round(100_000 / EUR) / 100 });
  });

  it('needs update corporate e-wallet information: a member without it gets 403 and nothing moves', async () => {
    const before = snapshot();
    const member = { accessToken: await api.accessToken(SEEDED_ACCOUNTS.member), tenant: acme.id };
    const response = await api.send('POST', CONVERT, { from_currency: 'AED', to_currency: 'USD', amount: 10 }, member);
    expect(response.status).toBe(403);
    expect(snapshot()).toBe(before);
  });
});
