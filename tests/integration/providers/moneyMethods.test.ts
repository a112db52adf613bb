import { describe, expect, it } from 'vitest';
import { SEEDED_ACCOUNTS, SEEDED_COMPANIES } from '../../../server/mock-api/index.ts';
import { useTestServer } from '../mockServer.ts';
import { useAppDataProviderOf } from './appServer';

const [acme] = SEEDED_COMPANIES;
const api = useTestServer();
const provider = useAppDataProviderOf(api, SEEDED_ACCOUNTS.firmAdmin, acme.id);

/** An active AED card of Acme with money of its own (the firm denies moving company money to a card). */
const acmeCard = () =>
  api
    .db()
    .cards.find(
      (card) =>
        card.company_id === acme.id &&
        card.status === 'active' &&
        card.currency === 'AED' &&
        card.limit.mode !== 'inherited' &&
        card.limit.balance > 20,
    )!;
const companyLimit = () => api.db().companies.find((company) => company.id === acme.id)!.limit;

describe('dataProvider money methods (against the mock API)', () => {
  it('getLimit reads a card, and the company without an id is the active company', async () => {
    const dataProvider = provider();
    const card = acmeCard();
    expect(await dataProvider.getLimit('card', card.id)).toMatchObject({ mode: card.limit.mode, spent: card.limit.spent });
    expect(await dataProvider.getLimit('company')).toMatchObject({ amount: companyLimit().amount, balance: companyLimit().balance });
    expect(await dataProvider.getLimit('company', acme.id)).toEqual(await dataProvider.getLimit('company'));
  });

  it('saveLimit stores a fixed limit; one below what was spent is a 422 on the amount and nothing changes', async () => {
    const dataProvider = provider();
    const card = api.db().cards.find((row) => row.company_id === acme.id && row.status === 'active' && row.limit.spent > 1)!;
    const amount = Math.ceil(card.limit.spent) + 100;
    expect(await dataProvider.saveLimit('card', card.id, { mode: '2', amount })).toMatchObject({ mode: 'limit', amount });
    const refused = dataProvider.saveLimit('card', card.id, { mode: '2', amount: 0.01 });
    await expect(refused).rejects.toMatchObject({ status: 422, body: { errors: { amount: expect.stringContaining('spent') } } });
    expect(api.db().cards.find((row) => row.id === card.id)!.limit.amount).toBe(amount);
  });

  it('transferFunds moves money from a card to the company; both histories list it first and the money is conserved', async () => {
    const dataProvider = provider();
    const card = acmeCard();
    const before = companyLimit().balance + card.limit.balance;
    const transfer = await dataProvider.transferFunds({ from: { type: 'card', id: card.id }, to: { type: 'company' }, amount: 12.34 });
    expect(transfer).toMatchObject({ amount: 12.34, from: { type: 'card', id: card.id } });

    const cardHistory = await dataProvider.getTransfers({ type: 'card', id: card.id }, 1, 5);
    expect(cardHistory.data[0].id).toBe(transfer.id);
    expect(cardHistory.meta).toMatchObject({ current_page: 1, per_page: 5 });
    expect((await dataProvider.getTransfers({ type: 'company' })).data[0].id).toBe(transfer.id);

    const after = (await dataProvider.getLimit('company')).balance + (await dataProvider.getLimit('card', card.id)).balance;
    expect(Math.round(after * 100)).toBe(Math.round(before * 100));
  });

  it('transferFunds above the balance is a 422 on the amount and moves nothing', async () => {
    const dataProvider = provider();
    const card = acmeCard();
    const count = api.db().transfers.length;
    const refused = dataProvider.transferFunds({
      from: { type: 'card', id: card.id },
      to: { type: 'company' },
      amount: card.limit.balance + 1,
    });
    await expect(refused).rejects.toMatchObject({ status: 422, body: { errors: expect.objectContaining({ amount: expect.any(String) }) } });
    expect(api.db().transfers.length).toBe(count);
  });
});
