import type { StoredFundingRequest } from '../types.ts';
import { SEEDED_ACCOUNTS } from './accounts.ts';
import { SEEDED_COMPANIES } from './companies.ts';
import { daysAgo, type SeedContext } from './seedContext.ts';

type Seeded = Pick<StoredFundingRequest, 'status' | 'amount' | 'reason' | 'recurrence' | 'duration' | 'decision_reason'> & {
  target: 'company' | 'department' | 'member';
  by: 'member' | 'manager';
  daysAgo: number;
};

/** Acme's requests in every status (a pending one from each seeded account); decided ones are history (nothing to give). */
const ACME_REQUESTS: readonly Seeded[] = [
  {
    status: 'pending',
    amount: 7500,
    reason: 'Trade fair stand and travel',
    recurrence: 'one_time',
    duration: 'permanent',
    decision_reason: null,
    target: 'department',
    by: 'member',
    daysAgo: 2,
  },
  {
    status: 'pending',
    amount: 1200,
    reason: 'Monthly software subscriptions',
    recurrence: 'monthly',
    duration: 'permanent',
    decision_reason: null,
    target: 'department',
    by: 'manager',
    daysAgo: 3,
  },
  {
    status: 'approved',
    amount: 50000,
    reason: 'Quarter-end supplier payments',
    recurrence: 'one_time',
    duration: 'permanent',
    decision_reason: null,
    target: 'company',
    by: 'manager',
    daysAgo: 40,
  },
  {
    status: 'declined',
    amount: 25000,
    reason: 'New office furniture',
    recurrence: 'one_time',
    duration: 'permanent',
    decision_reason: 'Not in this quarter’s budget.',
    target: 'department',
    by: 'member',
    daysAgo: 25,
  },
  {
    status: 'withdrawn',
    amount: 900,
    reason: 'Team lunch',
    recurrence: 'one_time',
    duration: 'permanent',
    decision_reason: null,
    target: 'member',
    by: 'member',
    daysAgo: 12,
  },
];

/**
 * Funding requests of Acme Trading LLC, one in each status, from the seeded accounts (so each can
 * see its own and may not decide it). Derived from fixed rows (no faker draws); seeded last.
 */
export function seedFundingRequests(ctx: SeedContext): void {
  const { db } = ctx;
  const companyId = SEEDED_COMPANIES[0].id;
  const department = db.departments.find((row) => row.company_id === companyId);
  const memberUser = db.users.find((row) => row.email === SEEDED_ACCOUNTS.member);
  const managerUser = db.users.find((row) => row.email === SEEDED_ACCOUNTS.manager);
  const memberPerson = db.members.find((row) => row.company_id === companyId && row.email === SEEDED_ACCOUNTS.member);
  const firm = db.users.find((row) => row.email === SEEDED_ACCOUNTS.firmAdmin);
  if (!department || !memberUser || !managerUser || !memberPerson) return;
  for (const seeded of ACME_REQUESTS) {
    const user = seeded.by === 'member' ? memberUser : managerUser;
    const decided = seeded.status === 'approved' || seeded.status === 'declined';
    const target =
      seeded.target === 'company'
        ? { type: 'company' as const, id: null }
        : seeded.target === 'department'
          ? { type: 'department' as const, id: department.id }
          : { type: 'member' as const, id: memberPerson.id };
    db.fundingRequests.push({
      id: ctx.nextId('fundingRequests'),
      company_id: companyId,
      target,
      amount: seeded.amount,
      currency: 'AED',
      recurrence: seeded.recurrence,
      duration: seeded.duration,
      end_date: null,
      reason: seeded.reason,
      status: seeded.status,
      decision_reason: seeded.decision_reason,
      requested_by: { id: user.id, name: `${user.first_name} ${user.last_name}` },
      requested_at: daysAgo(ctx, seeded.daysAgo),
      decided_by: decided && firm ? `${firm.first_name} ${firm.last_name}` : null,
      decided_at: decided ? daysAgo(ctx, seeded.daysAgo - 1) : null,
      runs: seeded.status === 'approved' ? 1 : 0,
      next_run_on: null,
      given: seeded.status === 'approved' ? seeded.amount : 0,
      given_as: seeded.status === 'approved' ? 'transfer' : null,
      funds_returned_at: null,
      last_run_error: null,
    });
  }
}
