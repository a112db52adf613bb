import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SEEDED_ACCOUNTS, SEEDED_COMPANIES } from '../../server/mock-api/index.ts';
import { ledgerViolations } from '../../server/mock-api/policy/ledgerCheck.ts';
import type { MockDatabase } from '../../server/mock-api/store/types.ts';
import { useTestServer } from './mockServer.ts';

/**
 * Issue 33 over HTTP: the money operations of the API, sent by the seeded accounts (each with its own
 * permissions: the firm admin, the manager with some, the member with few), in random order. After
 * every answer the ledger's invariant holds; an internal operation leaves the company's money as it
 * was; a refusal (4xx) changes nothing. And the three ways money used to appear from nothing.
 */

const [acme] = SEEDED_COMPANIES;
const api = useTestServer();
const ACCOUNTS = [SEEDED_ACCOUNTS.firmAdmin, SEEDED_ACCOUNTS.manager, SEEDED_ACCOUNTS.member] as const;
type Entity = 'company' | 'department' | 'member' | 'card';

const snapshot = (db: MockDatabase) =>
  JSON.stringify([db.companies, db.departments, db.members, db.cards, db.ledger.length, db.walletEntries.length, db.transfers.length]);

/** Acme's money per currency: the wallet and every account. */
function moneyOf(db: MockDatabase): Record<string, number> {
  const totals: Record<string, number> = {};
  const add = (currency: string, value: number) => (totals[currency] = Math.round((totals[currency] ?? 0) * 100 + value * 100) / 100);
  const company = db.companies.find((row) => row.id === acme.id)!;
  add(company.limit.currency, company.limit.balance);
  for (const row of company.limit.other_currencies ?? []) add(row.currency, row.balance);
  for (const rows of [db.departments, db.members, db.cards])
    for (const row of rows) if (row.company_id === acme.id) add(row.limit.currency, row.limit.balance);
  return totals;
}

const idOf = (type: Exclude<Entity, 'company'>, pick: number): number => {
  const db = api.db();
  const rows = (type === 'department' ? db.departments : type === 'member' ? db.members : db.cards).filter(
    (row) => row.company_id === acme.id,
  );
  return rows[pick % rows.length].id;
};
const limitOf = (type: Exclude<Entity, 'company'>, id: number) => {
  const db = api.db();
  const rows = type === 'department' ? db.departments : type === 'member' ? db.members : db.cards;
  return rows.find((row) => row.id === id)!.limit;
};
const party = (type: Entity, pick: number) => (type === 'company' ? { type } : { type, id: idOf(type, pick) });

type Step = {
  who: number;
  call: 'transfer' | 'limit' | 'terminate' | 'remove' | 'fund' | 'expense' | 'convert';
  a: Entity;
  b: Entity;
  pick: number;
  pick2: number;
  amount: number;
  mode: string;
};
const entity = fc.constantFrom<Entity>('company', 'department', 'member', 'card');
const step: fc.Arbitrary<Step> = fc.record({
  who: fc.nat({ max: 2 }),
  call: fc.constantFrom('transfer', 'transfer', 'transfer', 'limit', 'terminate', 'remove', 'fund', 'expense', 'convert'),
  a: entity,
  b: entity,
  pick: fc.nat({ max: 100 }),
  pick2: fc.nat({ max: 100 }),
  amount: fc.integer({ min: 1, max: 2_000_000 }).map((cents) => cents / 100),
  mode: fc.constantFrom('1', '2', '3'),
});

describe('the money invariant over HTTP', () => {
  it('holds after every answer of a few hundred random calls by the seeded accounts', async () => {
    let steps = 0;
    const carried = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 5, maxLength: 12 }), async (calls) => {
        expect((await api.send('POST', '/__mock/reset', {})).status).toBeLessThan(300);
        const tokens = await Promise.all(ACCOUNTS.map((email) => api.accessToken(email)));
        const options = (who: number) => ({ accessToken: tokens[who], tenant: acme.id });
        for (const call of calls) {
          steps += 1;
          const [before, money] = [snapshot(api.db()), moneyOf(api.db())];
          let response: Response;
          let internal = true;
          if (call.call === 'transfer') {
            response = await api.send(
              'POST',
              '/api/admin/transfers',
              { from: party(call.a, call.pick), to: party(call.b, call.pick2), amount: call.amount },
              options(call.who),
            );
          } else if (call.call === 'limit') {
            const path = call.a === 'company' ? `company/${acme.id}` : `${call.a}/${idOf(call.a, call.pick)}`;
            response = await api.send('PUT', `/api/admin/limits/${path}`, { mode: call.mode, amount: call.amount }, options(call.who));
          } else if (call.call === 'terminate') {
            response = await api.send('POST', `/api/admin/cards/${idOf('card', call.pick)}/terminate`, undefined, options(call.who));
          } else if (call.call === 'remove') {
            response = await api.send('DELETE', `/api/admin/members/${idOf('member', call.pick)}`, undefined, options(call.who));
          } else if (call.call === 'fund') {
            // Asked by one account, decided by another (nobody approves their own request).
            const target = party(call.a, call.pick);
            const currency = call.a === 'company' ? 'AED' : limitOf(call.a, (target as { id: number }).id).currency;
            const asked = await api.send(
              'POST',
              '/api/admin/funding-requests',
              { target, amount: call.amount, currency, recurrence: 'one_time', duration: 'permanent', reason: 'Property test' },
              options(call.who),
            );
            if (asked.status !== 201) {
              response = asked;
            } else {
              const { data } = await asked.json();
              const [before2, money2] = [snapshot(api.db()), moneyOf(api.db())];
              response = await api.send(
                'POST',
                `/api/admin/funding-requests/${data.id}/status`,
                { status: 'approved' },
                options((call.who + 1) % 3),
              );
              if (response.status < 300) carried.set('fund', (carried.get('fund') ?? 0) + 1);
              if (response.status >= 400) expect(snapshot(api.db()), 'a refused approval changed something').toBe(before2);
              // Funds for the company come from the parent firm: across the company's edge.
              if (call.a !== 'company') expect(moneyOf(api.db())).toEqual(money2);
              expect(ledgerViolations(api.db(), acme.id)).toEqual([]);
              continue;
            }
          } else if (call.call === 'convert') {
            // A conversion trades with the bank's foreign-exchange desk: across the edge in each currency.
            internal = false;
            const currencies = ['AED', 'USD', 'EUR'];
            response = await api.send(
              'POST',
              '/api/admin/wallet/conversions',
              { from_currency: currencies[call.pick % 3], to_currency: currencies[call.pick2 % 3], amount: call.amount },
              options(call.who),
            );
          } else {
            // Card spend and its reversal cross the company's edge (merchants).
            internal = false;
            const expenses = api.db().expenses.filter((row) => row.company_id === acme.id);
            const expense = expenses[(call.pick * 101 + call.pick2) % expenses.length];
            const status = ['captured', 'reversed', 'refunded', 'approved', 'rejected'][call.pick2 % 5];
            response = await api.send('POST', `/__mock/expenses/${expense.id}/status`, { status }, {});
          }
          if (response.status < 300) carried.set(call.call, (carried.get(call.call) ?? 0) + 1);
          if (response.status >= 400)
            expect(snapshot(api.db()), `a refused ${call.call} (${response.status}) changed something`).toBe(before);
          if (internal) expect(moneyOf(api.db()), `${call.call} is internal but changed the company's money`).toEqual(money);
          expect(ledgerViolations(api.db(), acme.id), `after ${call.call}`).toEqual([]);
        }
      }),
      { numRuns: 40, seed: 33 },
    );
    expect(steps).toBeGreaterThanOrEqual(150);
    // The sequences did move money, not only knock on closed doors.
    for (const call of ['transfer', 'limit', 'terminate', 'remove', 'fund', 'expense', 'convert'])
      expect(carried.get(call) ?? 0, call).toBeGreaterThan(2);
  }, 600_000);
});

describe('the three ways money appeared from nothing (issue 33)', () => {
  const wallet = () => structuredClone(api.db().companies.find((row) => row.id === acme.id)!.limit);

  it('a raised card limit is not money: it cannot be moved to a department or to the wallet', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const options = { accessToken, tenant: acme.id };
    const card = api
      .db()
      .cards.find(
        (row) => row.company_id === acme.id && row.status === 'active' && row.limit.mode !== 'balance' && row.currency === 'AED',
      )!;
    const before = wallet();
    expect(
      (await api.send('PUT', `/api/admin/limits/card/${card.id}`, { mode: '2', amount: card.limit.spent + 8_270 }, options)).status,
    ).toBe(200);
    const toWallet = await api.send(
      'POST',
      '/api/admin/transfers',
      { from: { type: 'card', id: card.id }, to: { type: 'company' }, amount: 8_270 },
      options,
    );
    expect(toWallet.status).toBe(422);
    expect((await toWallet.json()).errors.amount[0]).toMatch(/available balance \(AED.0\.00\)/);
    const department = api.db().departments.find((row) => row.company_id === acme.id && row.limit.mode !== 'limit')!;
    const toDepartment = await api.send(
      'POST',
      '/api/admin/transfers',
      { from: { type: 'card', id: card.id }, to: { type: 'department', id: department.id }, amount: 100 },
      options,
    );
    expect(toDepartment.status).toBe(422);
    expect(wallet()).toEqual(before);
  });

  it('a card created in Limit mode holds nothing: removing its holder returns nothing to the company', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const options = { accessToken, tenant: acme.id };
    const holder = api.db().members.find((row) => row.company_id === acme.id && row.limit.mode !== 'balance')!;
    const cardsBefore = api
      .db()
      .cards.filter((row) => row.member_id === holder.id)
      .map((row) => row.limit.balance);
    const created = await api.send(
      'POST',
      '/api/admin/cards',
      { name: 'Finance travel', member_id: holder.id, type: '1', limit: { mode: '2', amount: 3_000 } },
      options,
    );
    expect(created.status).toBe(201);
    expect((await created.json()).data.limit).toMatchObject({ mode: 'limit', amount: 3_000, balance: 0 });
    const before = wallet();
    expect((await api.send('DELETE', `/api/admin/members/${holder.id}`, undefined, options)).status).toBe(204);
    // Only money the person and their cards held comes back: none of the new card's limit.
    const returned = Math.round(cardsBefore.reduce((sum, value) => sum + value, holder.limit.balance) * 100) / 100;
    expect(wallet().balance).toBe(Math.round((before.balance + returned) * 100) / 100);
    expect(ledgerViolations(api.db(), acme.id)).toEqual([]);
  });

  it('a funding request for a department with a limit raises its cap; its balance stays empty and nothing can go to the wallet', async () => {
    const manager = await api.accessToken(SEEDED_ACCOUNTS.manager);
    const firmAdmin = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const department = api.db().departments.find((row) => row.company_id === acme.id && row.limit.mode === 'limit')!;
    const before = wallet();
    const capBefore = department.limit.amount;
    const asked = await api.send(
      'POST',
      '/api/admin/funding-requests',
      {
        target: { type: 'department', id: department.id },
        amount: 7_500,
        currency: 'AED',
        recurrence: 'one_time',
        duration: 'permanent',
        reason: 'Trade fair',
      },
      { accessToken: manager, tenant: acme.id },
    );
    expect(asked.status).toBe(201);
    const { data } = await asked.json();
    expect(
      (
        await api.send(
          'POST',
          `/api/admin/funding-requests/${data.id}/status`,
          { status: 'approved' },
          { accessToken: firmAdmin, tenant: acme.id },
        )
      ).status,
    ).toBe(200);
    const after = api.db().departments.find((row) => row.id === department.id)!.limit;
    expect(after).toMatchObject({ mode: 'limit', amount: capBefore + 7_500, balance: 0 });
    const moved = await api.send(
      'POST',
      '/api/admin/transfers',
      { from: { type: 'department', id: department.id }, to: { type: 'company' }, amount: 7_500 },
      { accessToken: firmAdmin, tenant: acme.id },
    );
    expect(moved.status).toBe(422);
    expect(wallet()).toEqual(before);
  });
});
