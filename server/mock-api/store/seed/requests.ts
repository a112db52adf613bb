import { isCardClosed } from '../../../../src/domain/cardActions.ts';
import { CAPTURED_CARD_STATUSES, isWithinDisputeWindow } from '../../../../src/domain/disputes.ts';
import { COMPANY_CURRENCY } from '../companyDefaults.ts';
import type { StoredDispute, StoredMember, StoredSpendRequest } from '../types.ts';
import { SEEDED_ACCOUNTS } from './accounts.ts';
import { SEEDED_COMPANIES } from './companies.ts';
import { daysAgo, type SeedContext } from './seedContext.ts';

/**
 * Card and limit requests and disputes (issue 14), without the faker (so nothing seeded before them
 * changes). Acme: the member's pending card and limit requests, the manager's own pending card
 * request (nobody approves their own), decided history; a dispute of each open status. Marina Tech
 * Labs (card services complete too) a few, for foreign-id checks. At `--scale large` the busiest
 * company gets thousands of each for the benchmark.
 */
const LARGE_REQUESTS = 3000;
const LARGE_DISPUTES = 2000;

const [ACME, , , , , MARINA] = SEEDED_COMPANIES;

export type RequestSeed = Partial<StoredSpendRequest> & Pick<StoredSpendRequest, 'kind' | 'status' | 'reason'>;

export function seedRequestsAndDisputes(ctx: SeedContext): void {
  seedCompany(ctx, ACME.id, true);
  seedCompany(ctx, MARINA.id, false);
  if (ctx.scale === 'large') seedLarge(ctx);
}

function accountPerson(ctx: SeedContext, email: string, companyId: string): StoredMember | undefined {
  const user = ctx.db.users.find((row) => row.email === email);
  const membership = user && ctx.db.memberships.find((row) => row.user_id === user.id && row.company_id === companyId);
  return membership && ctx.db.members.find((row) => row.id === membership.member_id);
}

function seedCompany(ctx: SeedContext, companyId: string, withAccounts: boolean): void {
  const people = ctx.db.members.filter((row) => row.company_id === companyId && row.status === 'active');
  const card = ctx.db.cards.find((row) => row.company_id === companyId && !isCardClosed(row.status) && row.limit.mode === 'limit');
  const member = (withAccounts && accountPerson(ctx, SEEDED_ACCOUNTS.member, companyId)) || people[0];
  const manager = (withAccounts && accountPerson(ctx, SEEDED_ACCOUNTS.manager, companyId)) || people[1];
  const other = people[2];
  const rows: [StoredMember, number, RequestSeed][] = [
    [
      member,
      2,
      {
        kind: 'card',
        status: 'pending',
        card_type: 'virtual',
        purpose: 'Software subscriptions',
        requested_limit: 2000,
        reason: 'Design tools for the new website',
      },
    ],
    ...(card
      ? ([
          [
            member,
            1,
            {
              kind: 'limit',
              status: 'pending',
              target_type: 'card',
              target_id: card.id,
              new_amount: card.limit.amount + 5000,
              duration: 'permanent',
              reason: 'Client visits abroad next quarter',
            },
          ],
        ] as [StoredMember, number, RequestSeed][])
      : []),
    [
      manager,
      3,
      {
        kind: 'card',
        status: 'pending',
        card_type: 'physical',
        purpose: 'Team travel',
        requested_limit: 10000,
        reason: 'Travel for the Riyadh office opening',
      },
    ],
    [
      other,
      12,
      {
        kind: 'limit',
        status: 'approved',
        target_type: 'member',
        target_id: other.id,
        new_amount: 8000,
        duration: 'permanent',
        reason: 'Team lunches',
        decided_by: 'Farah Al Mansoori',
        decided_at: daysAgo(ctx, 11),
      },
    ],
    [
      other,
      20,
      {
        kind: 'card',
        status: 'declined',
        card_type: 'physical',
        purpose: 'Fuel',
        requested_limit: 3000,
        reason: 'Company car fuel',
        decline_reason: 'Fuel is paid by the fleet card.',
        decided_by: 'Farah Al Mansoori',
        decided_at: daysAgo(ctx, 19),
      },
    ],
    [
      member,
      30,
      { kind: 'card', status: 'withdrawn', card_type: 'virtual', purpose: 'Online ads', requested_limit: 1500, reason: 'Campaign test' },
    ],
  ];
  for (const [person, age, seed] of rows) ctx.db.spendRequests.push(requestRow(ctx, companyId, person, age, seed));

  const disputable = ctx.db.expenses.filter(
    (row) =>
      row.company_id === companyId &&
      row.card_id !== null &&
      row.status === 'captured' &&
      isWithinDisputeWindow(row.spent_at, ctx.referenceDate),
  );
  const statuses: StoredDispute['status'][] = withAccounts ? ['unsubmitted', 'submitted', 'lost'] : ['submitted'];
  statuses.forEach((status, index) => {
    const expense = disputable[disputable.length - 1 - index];
    if (expense) ctx.db.disputes.push(disputeRow(ctx, companyId, expense.id, expense.amount, status, index));
  });
}

export function requestRow(ctx: SeedContext, companyId: string, person: StoredMember, age: number, seed: RequestSeed): StoredSpendRequest {
  return {
    id: ctx.nextId('spendRequests'),
    company_id: companyId,
    requester_member_id: person.id,
    currency: COMPANY_CURRENCY,
    card_type: null,
    purpose: null,
    requested_limit: null,
    target_type: null,
    target_id: null,
    new_amount: null,
    duration: null,
    ends_on: null,
    decline_reason: null,
    decided_by: null,
    decided_at: null,
    card_id: null,
    reverted_at: null,
    previous_limit: null,
    created_at: daysAgo(ctx, age),
    ...seed,
  };
}

function disputeRow(
  ctx: SeedContext,
  companyId: string,
  expenseId: number,
  expenseAmount: number,
  status: StoredDispute['status'],
  index: number,
): StoredDispute {
  const submitted = status !== 'unsubmitted';
  return {
    id: ctx.nextId('disputes'),
    company_id: companyId,
    expense_id: expenseId,
    reason: index % 2 === 0 ? 'not_received' : 'fraudulent',
    amount: Math.round(expenseAmount * 50) / 100,
    explanation: index % 2 === 0 ? null : 'The card was with me; I did not make this payment.',
    duplicate_expense_id: null,
    expected_on: index % 2 === 0 ? daysAgo(ctx, 3).slice(0, 10) : null,
    cancelled_on: null,
    cancellation_policy: null,
    files: [],
    status,
    created_at: daysAgo(ctx, 4 + index),
    created_by: 'Farah Al Mansoori',
    submitted_at: submitted ? daysAgo(ctx, status === 'lost' ? 15 : 1) : null,
    decided_at: status === 'lost' ? daysAgo(ctx, 5) : null,
    credited_amount: null,
  };
}

/** The busiest company (most expenses): thousands of requests and disputes, for `npm run bench:api`. */
function seedLarge(ctx: SeedContext): void {
  const counts = new Map<string, number>();
  for (const row of ctx.db.expenses) counts.set(row.company_id, (counts.get(row.company_id) ?? 0) + 1);
  const [companyId] = [...counts].sort((a, b) => b[1] - a[1])[0];
  const people = ctx.db.members.filter((row) => row.company_id === companyId);
  const statuses: StoredSpendRequest['status'][] = ['pending', 'approved', 'declined', 'withdrawn'];
  for (let index = 0; index < LARGE_REQUESTS; index += 1) {
    const person = people[index % people.length];
    const seed: RequestSeed =
      index % 2 === 0
        ? {
            kind: 'card',
            status: statuses[index % 4],
            card_type: 'virtual',
            purpose: `Subscriptions ${index}`,
            requested_limit: 500 + (index % 40) * 100,
            reason: 'Monthly tools',
          }
        : {
            kind: 'limit',
            status: statuses[index % 4],
            target_type: 'member',
            target_id: person.id,
            new_amount: 1000 + (index % 50) * 250,
            duration: 'permanent',
            reason: 'More spend this month',
          };
    ctx.db.spendRequests.push(requestRow(ctx, companyId, person, index % 90, seed));
  }
  const expenses = ctx.db.expenses.filter(
    (row) => row.company_id === companyId && row.card_id !== null && CAPTURED_CARD_STATUSES.includes(row.status),
  );
  const decided: StoredDispute['status'][] = ['lost', 'expired'];
  for (let index = 0; index < Math.min(LARGE_DISPUTES, expenses.length); index += 1) {
    const expense = expenses[index];
    // Decided ones: nothing for the clock to move on read, as in a busy company's long history.
    ctx.db.disputes.push(disputeRow(ctx, companyId, expense.id, expense.amount, decided[index % 2], index));
  }
}
