import fc from 'fast-check';
import type { TransferCreate } from '../../../src/api/schema.d.ts';
import type { Actor } from '../../../server/mock-api/actions/actor.ts';
import { deleteDepartment } from '../../../server/mock-api/actions/departments.ts';
import { setLimit } from '../../../server/mock-api/actions/limits.ts';
import { removeMember } from '../../../server/mock-api/actions/members.ts';
import { transferMoney } from '../../../server/mock-api/actions/transfers.ts';
import { ApiError } from '../../../server/mock-api/http/errors.ts';
import type { MockStore } from '../../../server/mock-api/store/store.ts';
import { describe, expect, it } from 'vitest';
import { isCardClosed } from '../../../src/domain/cardActions.ts';
import { EXPENSE_STATUSES, LIMIT_MODE_CODES } from '../../../src/domain/contractLists.ts';
import { transferPermission } from '../../../src/domain/permissionNames.ts';
import { findBalanceOwner, type BalanceOwner } from '../../../server/mock-api/policy/balanceOwners.ts';
import { fundingShortfall, giveFunds, settleFundingRequests } from '../../../server/mock-api/policy/fundingRequests.ts';
import { ledgerViolations } from '../../../server/mock-api/policy/ledgerCheck.ts';
import { returnToCompany } from '../../../server/mock-api/policy/returnToCompany.ts';
import { expenseChanged } from '../../../server/mock-api/policy/spend.ts';
import { creditWallet, debitWallet, walletShortfall } from '../../../server/mock-api/policy/wallet.ts';
import type { CompanyScope } from '../../../server/mock-api/auth/guards.ts';
import { seedDatabase } from '../../../server/mock-api/store/seed/index.ts';
import {
  emptyDatabase,
  type LimitEntity,
  type MockDatabase,
  type StoredFundingRequest,
  type StoredUser,
} from '../../../server/mock-api/store/types.ts';

/**
 * Issue 33's invariant, as a property of the mock's policy layer: random sequences of every operation
 * that moves or limits money, by random users with random permissions, starting from the seed. After
 * every step the ledger's invariant holds (`ledgerViolations`: every transaction balances, every
 * account holds the sum of its entries, nothing negative, nothing on a closed card or a cap, and per
 * currency what the company holds equals what came in minus what went out), an internal operation
 * leaves the company's money per currency as it was, and a refused operation changes nothing.
 */

const seeded = seedDatabase('default', new Date('2026-11-28T08:00:00Z'));
const company = seeded.companies[0];

/** The seed cut down to the first company (what these operations can touch), so each run starts fresh and fast. */
function freshDatabase(): MockDatabase {
  const mine = <Row extends { company_id: string }>(rows: Row[]) => rows.filter((row) => row.company_id === company.id);
  return structuredClone({
    ...emptyDatabase(),
    users: seeded.users,
    memberships: mine(seeded.memberships),
    companies: [company],
    departments: mine(seeded.departments),
    members: mine(seeded.members),
    cards: mine(seeded.cards),
    expenses: mine(seeded.expenses),
    transfers: mine(seeded.transfers),
    walletEntries: mine(seeded.walletEntries),
    ledger: mine(seeded.ledger),
    fundingRequests: [],
    notifications: [],
    companySettings: mine(seeded.companySettings),
  });
}

const ENTITIES: LimitEntity[] = ['company', 'department', 'member', 'card'];
const ALL_TRANSFER_PERMISSIONS = ENTITIES.flatMap((from) => ENTITIES.filter((to) => to !== from).map((to) => transferPermission(from, to)));

type Op =
  | { kind: 'transfer'; from: LimitEntity; fromPick: number; to: LimitEntity; toPick: number; amount: number }
  | { kind: 'limit'; entity: LimitEntity; pick: number; mode: 'inherited' | 'limit' | 'balance'; amount: number }
  | { kind: 'fund'; entity: LimitEntity; pick: number; amount: number; temporary: boolean }
  | { kind: 'time passes'; days: number }
  | { kind: 'remove person'; pick: number }
  | { kind: 'terminate card'; pick: number }
  | { kind: 'delete department'; pick: number }
  | { kind: 'expense status'; pick: number; status: (typeof EXPENSE_STATUSES)[number] }
  | { kind: 'top up'; amount: number }
  | { kind: 'pay bill'; amount: number };

const amount = fc.integer({ min: 1, max: 5_000_000 }).map((cents) => cents / 100);
const entity = fc.constantFrom<LimitEntity>(...ENTITIES);
const pick = fc.nat({ max: 200 });
const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({ kind: fc.constant('transfer' as const), from: entity, fromPick: pick, to: entity, toPick: pick, amount }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('limit' as const),
      entity,
      pick,
      mode: fc.constantFrom('inherited' as const, 'limit' as const, 'balance' as const),
      amount,
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('fund' as const), entity, pick, amount, temporary: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('time passes' as const), days: fc.integer({ min: 1, max: 60 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('remove person' as const), pick }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('terminate card' as const), pick }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete department' as const), pick }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('expense status' as const),
      pick: fc.nat({ max: 2_000 }),
      status: fc.constantFrom(...EXPENSE_STATUSES),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('top up' as const), amount }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('pay bill' as const), amount }) },
);
/** A user: which of the permissions that gate money they hold (the firm admin holds all of them). */
const user = fc.subarray([...ALL_TRANSFER_PERMISSIONS, 'limits', 'funding', 'remove', 'terminate', 'delete'], { minLength: 0 });

/** Everything the operations can change, to prove a refusal changed nothing. */
const snapshot = (db: MockDatabase) =>
  JSON.stringify([db.companies, db.departments, db.members, db.cards, db.ledger.length, db.walletEntries.length, db.transfers.length]);

/** The company's money per currency: the wallet and every account. */
function moneyOf(db: MockDatabase): Record<string, number> {
  const totals: Record<string, number> = {};
  const add = (currency: string, value: number) => (totals[currency] = Math.round((totals[currency] ?? 0) * 100 + value * 100) / 100);
  add(db.companies[0].limit.currency, db.companies[0].limit.balance);
  for (const row of db.companies[0].limit.other_currencies ?? []) add(row.currency, row.balance);
  for (const rows of [db.departments, db.members, db.cards]) for (const row of rows) add(row.limit.currency, row.limit.balance);
  return totals;
}

/** True when the action was carried out, false when it refused with an API error (anything else fails the test). */
function refusedAsApiError(act: () => unknown): boolean {
  try {
    act();
    return true;
  } catch (error) {
    if (error instanceof ApiError) return false;
    throw error;
  }
}

class World {
  db = freshDatabase();
  now = new Date('2026-11-28T08:00:00Z');
  nextId = 1_000_000;
  scope = (): CompanyScope => ({ db: this.db, company: this.db.companies[0] }) as unknown as CompanyScope;
  author = { nextTransferId: () => (this.nextId += 1), createdBy: 'Property test' };
  /** The actor of the actions: this company, a user the step's permissions were checked for, the world's clock and ids. */
  actor = (): Actor => ({
    ...this.scope(),
    user: { first_name: 'Property', last_name: 'test' } as StoredUser,
    store: { now: () => this.now, nextId: () => this.author.nextTransferId() } as unknown as MockStore,
    require: () => undefined,
    holds: () => true,
  });

  owner(type: LimitEntity, index: number): BalanceOwner | null {
    const rows =
      type === 'company'
        ? [this.db.companies[0]]
        : type === 'department'
          ? this.db.departments
          : type === 'member'
            ? this.db.members
            : this.db.cards;
    if (rows.length === 0) return null;
    const row = rows[index % rows.length];
    return findBalanceOwner(this.scope(), type, type === 'company' ? undefined : String(row.id));
  }

  /** Runs one operation as a user; answers whether it was carried out (false: refused, nothing may change). */
  run(step: Op, held: Set<string>): { done: boolean; internal: boolean } {
    const { db } = this;
    switch (step.kind) {
      case 'transfer': {
        const [from, to] = [this.owner(step.from, step.fromPick), this.owner(step.to, step.toPick)];
        if (!from || !to || step.from === step.to || !held.has(transferPermission(step.from, step.to)))
          return { done: false, internal: true };
        // The route's own action (actions/transfers.ts): its 422 changes nothing.
        const body = { from: { type: from.type, id: from.id }, to: { type: to.type, id: to.id }, amount: step.amount };
        return { done: refusedAsApiError(() => transferMoney(this.actor(), body as TransferCreate)), internal: true };
      }
      case 'limit': {
        const owner = this.owner(step.entity, step.pick);
        if (!owner || !held.has('limits')) return { done: false, internal: true };
        // The route's own action (actions/limits.ts): a closed card's 409 and a 422 change nothing.
        const input = { mode: LIMIT_MODE_CODES[step.mode], amount: step.amount };
        return { done: refusedAsApiError(() => setLimit(this.actor(), step.entity, String(owner.id), input)), internal: true };
      }
      case 'fund': {
        const owner = this.owner(step.entity, step.pick);
        if (!owner || !held.has('funding')) return { done: false, internal: true };
        const row: StoredFundingRequest = {
          id: (this.nextId += 1),
          company_id: company.id,
          target: { type: owner.type, id: owner.type === 'company' ? null : Number(owner.id) },
          amount: step.amount,
          currency: owner.holder.limit.currency,
          recurrence: 'one_time',
          duration: step.temporary ? 'temporary' : 'permanent',
          end_date: step.temporary ? new Date(this.now.getTime() + 10 * 86_400_000).toISOString().slice(0, 10) : null,
          reason: 'Property test',
          status: 'approved',
          decision_reason: null,
          requested_by: { id: 1, name: 'Someone' },
          requested_at: this.now.toISOString(),
          decided_by: 'Property test',
          decided_at: this.now.toISOString(),
          runs: 0,
          next_run_on: null,
          given: 0,
          given_as: null,
          funds_returned_at: null,
          last_run_error: null,
        };
        if (fundingShortfall(this.scope(), row)) return { done: false, internal: true };
        giveFunds(this.scope(), row, this.now.toISOString(), this.author.nextTransferId, 'Property test');
        db.fundingRequests.push(row);
        // Funds for the company come from the parent firm: across the company's edge.
        return { done: true, internal: owner.type !== 'company' };
      }
      case 'time passes': {
        this.now = new Date(this.now.getTime() + step.days * 86_400_000);
        const temporaryForCompany = db.fundingRequests.some(
          (row) => row.target.type === 'company' && row.end_date !== null && row.funds_returned_at === null,
        );
        settleFundingRequests(this.scope(), this.now, this.author.nextTransferId);
        return { done: true, internal: !temporaryForCompany };
      }
      case 'remove person': {
        if (!held.has('remove') || db.members.length === 0) return { done: false, internal: true };
        removeMember(this.actor(), db.members[step.pick % db.members.length]);
        return { done: true, internal: true };
      }
      case 'terminate card': {
        const open = db.cards.filter((card) => !isCardClosed(card.status));
        if (!held.has('terminate') || open.length === 0) return { done: false, internal: true };
        const card = open[step.pick % open.length];
        card.status = 'terminated';
        returnToCompany(this.scope(), findBalanceOwner(this.scope(), 'card', String(card.id)), this.author);
        return { done: true, internal: true };
      }
      case 'delete department': {
        if (!held.has('delete') || db.departments.length === 0) return { done: false, internal: true };
        const row = db.departments[step.pick % db.departments.length];
        deleteDepartment(this.actor(), String(row.id));
        return { done: true, internal: true };
      }
      case 'expense status': {
        // Card spend and its reversal cross the company's edge (money to and from merchants).
        const expense = db.expenses[step.pick % db.expenses.length];
        expense.status = step.status;
        expenseChanged(db, expense);
        return { done: true, internal: false };
      }
      case 'top up': {
        creditWallet(db, db.companies[0], db.companies[0].limit.currency, step.amount, {
          type: 'top_up',
          description: 'Top-up',
          reference: null,
        });
        return { done: true, internal: false };
      }
      case 'pay bill': {
        const wallet = db.companies[0];
        if (walletShortfall(wallet, wallet.limit.currency, step.amount, 'this bill')) return { done: false, internal: false };
        debitWallet(db, wallet, wallet.limit.currency, step.amount, { type: 'bill_payment', description: 'Bill', reference: null });
        return { done: true, internal: false };
      }
    }
  }
}

describe('the money invariant under random sequences (policy layer)', () => {
  it('the seed opens with a ledger that holds', () => {
    for (const row of seeded.companies) expect(ledgerViolations(seeded, row.id)).toEqual([]);
  });

  it('no internal operation creates or loses money; refusals change nothing; the ledger holds after every step', () => {
    const carriedOut = new Map<string, number>();
    fc.assert(
      fc.property(fc.array(fc.tuple(op, user), { minLength: 1, maxLength: 12 }), (steps) => {
        const world = new World();
        for (const [step, permissions] of steps) {
          const held = new Set(permissions);
          const [before, money] = [snapshot(world.db), moneyOf(world.db)];
          const { done, internal } = world.run(step, held);
          if (done) carriedOut.set(step.kind, (carriedOut.get(step.kind) ?? 0) + 1);
          if (!done) expect(snapshot(world.db), `${step.kind} was refused but changed something`).toBe(before);
          if (internal) expect(moneyOf(world.db), `${step.kind} is internal but changed the company's money`).toEqual(money);
          expect(ledgerViolations(world.db, company.id), `after ${step.kind}`).toEqual([]);
        }
      }),
      { numRuns: 5_000, seed: 33, endOnFailure: false },
    );
    // The actions' steps were carried out, not only refused (card services of the company completed).
    expect(carriedOut.get('transfer')).toBeGreaterThan(0);
    expect(carriedOut.get('limit')).toBeGreaterThan(0);
  }, 600_000);
});
