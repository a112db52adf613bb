import { describe, expect, it } from 'vitest';
import { SEEDED_ACCOUNTS, SEEDED_COMPANIES } from '../../server/mock-api/index.ts';
import { mockRateTable } from '../../server/mock-api/store/seed/exchangeRates.ts';
import { dubaiToday } from '../../src/domain/accountingLock';
import { convertCents } from '../../src/domain/exchangeRates';
import { useTestServer } from './mockServer.ts';

/** Issue 35 item 1: a won dispute in a foreign currency keeps the rate it was credited at, with the credit. */
const [acme] = SEEDED_COMPANIES;
const api = useTestServer();
const DISPUTES = '/api/admin/disputes';

describe('a dispute credit in a foreign currency', () => {
  it('stores the rate of its decision day with the credit (credit_exchange) and answers that one on every read', async () => {
    const admin = { accessToken: await api.accessToken(SEEDED_ACCOUNTS.firmAdmin), tenant: acme.id };
    const db = api.db();
    const dispute = db.disputes.find((row) => row.company_id === acme.id && row.status === 'submitted')!;
    const expense = db.expenses.find((row) => row.id === dispute.expense_id)!;
    expense.currency = 'EUR';
    dispute.amount = 100;

    const won = await api.send('POST', `/__mock/disputes/${dispute.id}/outcome`, { outcome: 'won' }, {});
    expect(won.status).toBe(200);
    const table = mockRateTable(dubaiToday());
    const expected = {
      base_currency: 'AED',
      rate: table.rates.EUR,
      as_of: table.asOf,
      amount: convertCents(10_000, 'EUR', table).cents / 100,
    };
    const read = async () => (await (await api.get(`${DISPUTES}/${dispute.id}`, admin)).json()).data;
    expect(await read()).toMatchObject({ status: 'won', credited_amount: 100, credit_exchange: expected });
    expect(db.disputes.find((row) => row.id === dispute.id)!.credit_exchange).toEqual(expected);

    // The record keeps what it stored: what the API answers is the stored conversion, not one made again at read.
    const stored = db.disputes.find((row) => row.id === dispute.id)!;
    stored.credit_exchange = { ...expected, rate: 4.1234, as_of: '2026-01-01', amount: 412.34 };
    expect((await read()).credit_exchange).toEqual({ base_currency: 'AED', rate: 4.1234, as_of: '2026-01-01', amount: 412.34 });
  });

  it('stores none for a credit in AED', async () => {
    const admin = { accessToken: await api.accessToken(SEEDED_ACCOUNTS.firmAdmin), tenant: acme.id };
    const db = api.db();
    const dispute = db.disputes.find((row) => row.company_id === acme.id && row.status === 'submitted')!;
    db.expenses.find((row) => row.id === dispute.expense_id)!.currency = 'AED';
    expect((await api.send('POST', `/__mock/disputes/${dispute.id}/outcome`, { outcome: 'won' }, {})).status).toBe(200);
    const read = (await (await api.get(`${DISPUTES}/${dispute.id}`, admin)).json()).data;
    expect(read).toMatchObject({ status: 'won', credit_exchange: null });
  });
});
