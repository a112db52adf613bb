import { expenseStepTo, refuseExpenseStep } from '../../../../src/domain/expenseLifecycle.ts';
import { expenseDecisionNotice, notifySpender } from '../bell.ts';
import { newExpenseRow } from '../newExpenseRow.ts';
import type { StoredExpense, StoredUser } from '../types.ts';
import { SEEDED_ACCOUNTS } from './accounts.ts';
import { SEEDED_COMPANIES } from './companies.ts';
import { markSeededReadState } from './notifications.ts';
import { daysAgo, type SeedContext } from './seedContext.ts';

const HOUR_MS = 3_600_000;

type Claim = {
  account: string;
  merchant: string;
  description: string;
  amount: number;
  /** The category it was recorded under (its code), as the API asks of a manual expense. */
  categoryCode: string;
  spentDaysAgo: number;
  decidedDaysAgo: number;
  reason: string;
};

/** Out-of-pocket expenses of the seeded member's and manager's people in Acme, rejected by the firm admin. */
const CLAIMS: readonly Claim[] = [
  {
    account: SEEDED_ACCOUNTS.member,
    merchant: 'Dubai Taxi',
    description: 'Taxi to the Expo centre',
    amount: 86.5,
    categoryCode: 'TRV-CAR',
    spentDaysAgo: 5,
    decidedDaysAgo: 2,
    reason: 'Rides in Dubai go on the Careem business account.',
  },
  {
    account: SEEDED_ACCOUNTS.manager,
    merchant: 'Kinokuniya',
    description: 'Books for the team library',
    amount: 412.25,
    categoryCode: 'OFF',
    spentDaysAgo: 9,
    decidedDaysAgo: 6,
    reason: 'Books are bought through the learning budget.',
  },
];

/**
 * Issue 35 item 4: the seeded accounts' own expenses and the bell they rang, the way it happens in use. Each
 * spender recorded a manual expense under a category; the firm admin rejected it, a step the lifecycle allows her
 * (`refuseExpenseStep`); the trail records it and the spender hears of it through the API's own notifier
 * (`notifySpender`, with the API's words). Seeded after everything else and draws nothing from the faker,
 * so every earlier seeded row stays as it was; a rejected expense moves no money and counts in no spend.
 */
export function seedExpenseDecisions(ctx: SeedContext): void {
  const { db } = ctx;
  const acme = SEEDED_COMPANIES[0].id;
  const admin = db.users.find((row) => row.email === SEEDED_ACCOUNTS.firmAdmin);
  if (!admin) return;
  const notifiedFrom = db.notifications.length;
  for (const claim of CLAIMS) {
    const user = db.users.find((row) => row.email === claim.account);
    const membership = user && db.memberships.find((row) => row.user_id === user.id && row.company_id === acme);
    const person = membership && db.members.find((row) => row.id === membership.member_id);
    const category = db.categories.find((row) => row.company_id === acme && row.code === claim.categoryCode);
    if (!person || !category) continue;
    const spentAt = daysAgo(ctx, claim.spentDaysAgo);
    const expense = newExpenseRow({
      id: db.expenses.reduce((max, row) => Math.max(max, row.id), 0) + 1,
      company_id: acme,
      merchant: claim.merchant,
      description: claim.description,
      amount: claim.amount,
      currency: 'AED',
      status: 'manual',
      category: category.mcc_categories[0] ?? 'professional_services',
      card_id: null,
      member_id: person.id,
      department_id: person.department_id,
      spent_at: spentAt,
      created_at: new Date(Date.parse(spentAt) + HOUR_MS).toISOString(),
      category_id: category.id,
    });
    db.expenses.push(expense);
    reject(ctx, expense, admin, claim.reason, new Date(Date.parse(daysAgo(ctx, claim.decidedDaysAgo)) + 9 * HOUR_MS));
  }
  markSeededReadState(ctx, db.notifications.slice(notifiedFrom));
}

/** The firm admin's rejection, as the API takes it: the lifecycle's step, the reason, the trail, the spender's bell. */
function reject(ctx: SeedContext, expense: StoredExpense, admin: StoredUser, reason: string, at: Date): void {
  const to = expenseStepTo(expense.status, 'reject');
  const refusal = to && refuseExpenseStep(expense.status, to, { isSpender: false, holds: () => true }, reason);
  if (!to || refusal) throw new Error(`The seeded rejection of ${expense.merchant} is refused: ${JSON.stringify(refusal)}`);
  const from = expense.status;
  expense.status = to;
  expense.rejection_reason = reason;
  ctx.db.expenseActivity.push({
    id: ctx.db.expenseActivity.length + 1,
    expense_id: expense.id,
    kind: 'status',
    at: at.toISOString(),
    actor: `${admin.first_name} ${admin.last_name}`,
    from_status: from,
    to_status: to,
    text: reason,
  });
  notifySpender(ctx.db, expense, expenseDecisionNotice(expense, 'reject'), at);
}
