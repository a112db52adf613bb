import { approvalPriority } from '../../../src/domain/approvalPriority.ts';
import { compareInboxItems } from '../../../src/domain/approvalInbox.ts';
import { toCents } from '../../../src/domain/cents.ts';
import { AWAITING_APPROVAL_STATUSES, companyCurrencyFirst, lastMonths, periodInstants, waitsOn } from '../../../src/domain/dashboard.ts';
import { SPENT_EXPENSE_STATUSES, type CurrencyTotal } from '../../../src/domain/spend.ts';
import { COMPANY_CURRENCY } from '../store/companyDefaults.ts';
import { expensesOfCompany, expenseVersionOf } from '../store/expenseIndex.ts';
import { keptByVersion } from '../store/keptIndex.ts';
import type { MockDatabase, StoredCompany, StoredExpense } from '../store/types.ts';
import type { ApprovalItem, PortfolioTables } from './portfolioTables.ts';
import { nameOf } from './portfolioTables.ts';

/** How many months the spend comparison covers. */
export const PORTFOLIO_MONTHS = 6;

const SPENT: ReadonlySet<string> = new Set(SPENT_EXPENSE_STATUSES);
const AWAITING: ReadonlySet<string> = new Set(AWAITING_APPROVAL_STATUSES);

/** What one pass over a company's expenses gives; kept until they change or the day does. */
export type ExpenseFacts = {
  /** Expenses waiting for an approver (the lifecycle's approve step exists), oldest first. */
  awaiting: StoredExpense[];
  spendThisMonth: CurrencyTotal[];
  /** Spend of each month of `lastMonths(today, 6)` in the company's currency. */
  byMonth: number[];
  /** The latest `created_at` or `spent_at`, in ms; 0 when none. */
  lastActivity: number;
  /** The inbox items built from `awaiting`, per approver (`expenseItemsOf`): kept as long as these figures. */
  itemsByApprover: Map<string, ApprovalItem[]>;
};

/**
 * The company's expense figures, from one pass over its expenses (the dashboard's rules: Dubai
 * months, the spend rule, the statuses awaiting approval), kept per company until one of its
 * expenses changes, a new expense is recorded, or the Dubai day changes: at `--scale large` a firm
 * admin's portfolio of 300+ companies then reads kept figures instead of 200,000 expenses.
 */
export function expenseFactsOf(db: MockDatabase, company: StoredCompany, today: string): ExpenseFacts {
  const version = `${today}|${expenseVersionOf(db, company.id)}`;
  return keptByVersion(db, 'portfolio expense facts', company.id, version, () => countExpenses(db, company, today));
}

function countExpenses(db: MockDatabase, company: StoredCompany, today: string): ExpenseFacts {
  const currency = company.limit.currency ?? COMPANY_CURRENCY;
  const months = lastMonths(today, PORTFOLIO_MONTHS).map(periodInstants);
  const [chartStart, chartEnd] = [months[0].start, months[months.length - 1].end];
  const thisMonth = months[months.length - 1];
  const monthCents = months.map(() => 0);
  const thisMonthCents = new Map<string, number>();
  const awaiting: StoredExpense[] = [];
  let lastActivity = 0;
  for (const expense of expensesOfCompany(db, company.id)) {
    if (AWAITING.has(expense.status)) awaiting.push(expense);
    const at = Date.parse(expense.spent_at);
    lastActivity = Math.max(lastActivity, at, Date.parse(expense.created_at));
    if (!SPENT.has(expense.status) || at < chartStart || at >= chartEnd) continue;
    const cents = toCents(expense.amount);
    if (at >= thisMonth.start) thisMonthCents.set(expense.currency, (thisMonthCents.get(expense.currency) ?? 0) + cents);
    if (expense.currency !== currency) continue;
    let month = 0;
    while (at >= months[month].end) month += 1;
    monthCents[month] += cents;
  }
  return {
    awaiting,
    spendThisMonth: companyCurrencyFirst(
      [...thisMonthCents].map(([code, cents]) => ({ currency: code, amount: cents / 100 })),
      currency,
    ),
    byMonth: monthCents.map((cents) => cents / 100),
    lastActivity,
    itemsByApprover: new Map(),
  };
}

/**
 * The expenses and out-of-pocket expenses waiting on an approver who is `ownMemberId` in the company
 * (not their own), as inbox items in the inbox's order. Kept with the company's expense figures
 * (`expenseFactsOf`: until an expense of the company changes, a new one is recorded or the day
 * changes), per approver, company name and size of the people and category tables they are named from.
 */
export function expenseItemsOf(
  db: MockDatabase,
  company: StoredCompany,
  tables: PortfolioTables,
  today: string,
  ownMemberId: number | null,
): ApprovalItem[] {
  const facts = expenseFactsOf(db, company, today);
  const byApprover = facts.itemsByApprover;
  const key = `${ownMemberId}|${company.name}|${db.members.length}|${db.categories.length}`;
  const kept = byApprover.get(key);
  if (kept) return kept;
  const base = { company_id: company.id, company_name: company.name };
  const items: ApprovalItem[] = [];
  for (const expense of facts.awaiting) {
    if (!waitsOn(expense, { canApprove: true, ownMemberId })) continue;
    items.push({
      ...base,
      type: expense.status === 'manual' ? 'reimbursement' : 'expense',
      id: expense.id,
      title: expense.merchant,
      requestor: nameOf(tables.members.get(expense.member_id)),
      amount: expense.amount,
      currency: expense.currency,
      priority: approvalPriority({ dueDate: null, amount: expense.amount }, today),
      status: expense.status === 'in_review' ? 'in_review' : 'submitted',
      due_date: null,
      category: (expense.category_id === null ? undefined : tables.categories.get(expense.category_id)?.name) ?? expense.category,
      description: expense.description || null,
      created_at: expense.spent_at,
    });
  }
  items.sort(compareInboxItems);
  byApprover.set(key, items);
  return items;
}
