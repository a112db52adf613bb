import { spentIn } from '../../../src/domain/spend.ts';
import { expensesOfCompany, noteExpenseChanged } from '../store/expenseIndex.ts';
import type { Limit, MockDatabase, StoredExpense } from '../store/types.ts';
import { roundCents } from '../../../src/domain/cents.ts';

/**
 * The "Spent" of every card, person and department limit comes from its expenses by the app's one
 * spend rule (`src/domain/spend.ts`), in the limit's currency. What a limit spends leaves its
 * balance (a limit or balance mode: balance = amount − spent); an inherited limit spends its
 * parent's money, so only its "Spent" follows. The company's limit is its funds: not touched here.
 * The seed settles the same way (`store/seed/spend.ts`).
 */

type SpendOwner = { limit: Limit };

/** The card, person and department an expense is spent by (those that still exist). */
function ownersOf(db: MockDatabase, expense: StoredExpense): { owner: SpendOwner; expenses: (row: StoredExpense) => boolean }[] {
  const owners: { owner: SpendOwner | undefined; expenses: (row: StoredExpense) => boolean }[] = [
    {
      owner: expense.card_id === null ? undefined : db.cards.find((row) => row.id === expense.card_id),
      expenses: (row) => row.card_id === expense.card_id,
    },
    { owner: db.members.find((row) => row.id === expense.member_id), expenses: (row) => row.member_id === expense.member_id },
    {
      owner: expense.department_id === null ? undefined : db.departments.find((row) => row.id === expense.department_id),
      expenses: (row) => row.department_id === expense.department_id,
    },
  ];
  return owners.filter((entry): entry is { owner: SpendOwner; expenses: (row: StoredExpense) => boolean } => entry.owner !== undefined);
}

/** The owner's "Spent" recomputed from its expenses; the balance moves by the change. */
function recomputeSpent(db: MockDatabase, companyId: string, owner: SpendOwner, belongs: (row: StoredExpense) => boolean): void {
  const expenses = expensesOfCompany(db, companyId).filter(belongs);
  const spent = spentIn(expenses, owner.limit.currency);
  const change = roundCents(spent - owner.limit.spent);
  const inherited = owner.limit.mode === 'inherited';
  owner.limit = { ...owner.limit, spent, balance: inherited ? owner.limit.balance : roundCents(owner.limit.balance - change) };
}

/** After an expense changed (its status, amount): its card's, person's and department's "Spent" follow. */
export function expenseChanged(db: MockDatabase, expense: StoredExpense): void {
  noteExpenseChanged(db, expense.company_id);
  for (const { owner, expenses } of ownersOf(db, expense)) recomputeSpent(db, expense.company_id, owner, expenses);
}
