import type { components } from '../../../src/api/schema.d.ts';
import {
  AWAITING_APPROVAL_STATUSES,
  awaitsApproval,
  categorySlices,
  companyCurrencyFirst,
  dubaiDayOf,
  lastMonths,
  spendChanges,
  thisAndLastMonth,
  waitsOn,
  type CategorySpend,
  type MonthPeriod,
} from '../../../src/domain/dashboard.ts';
import { receiptRequired } from '../../../src/domain/expenseReview.ts';
import { countsAsSpent, SPENT_EXPENSE_STATUSES, spentTotals, type CurrencyTotal } from '../../../src/domain/spend.ts';
import { COMPANY_CURRENCY } from '../store/companyDefaults.ts';
import { expensesOfCompany } from '../store/expenseIndex.ts';
import type { MockDatabase, StoredCompany, StoredExpense, StoredUser } from '../store/types.ts';
import { isPermitted, personOfAccount } from './permissions.ts';

type DashboardSummary = components['schemas']['DashboardSummary'];
type Currency = components['schemas']['Currency'];

/** The figures, and the expense rows the route presents (`recent_expenses`, `waiting_on_me.expenses`). */
export type DashboardFigures = {
  summary: Omit<DashboardSummary, 'recent_expenses' | 'waiting_on_me'> & {
    waiting_on_me?: Omit<NonNullable<DashboardSummary['waiting_on_me']>, 'expenses'>;
  };
  recent: StoredExpense[] | null;
  waiting: StoredExpense[] | null;
};

/** How many rows of recent and waiting expenses the dashboard shows. */
export const DASHBOARD_ROWS = 5;
const CHART_MONTHS = 6;

/** Sums of amounts per currency, in cents while adding. */
class Totals {
  private readonly cents = new Map<string, number>();
  count = 0;

  add(expense: StoredExpense): void {
    this.count += 1;
    this.cents.set(expense.currency, (this.cents.get(expense.currency) ?? 0) + Math.round(expense.amount * 100));
  }

  list(currency: string): CurrencyTotal[] {
    return companyCurrencyFirst(
      [...this.cents].map(([code, total]) => ({ currency: code, amount: total / 100 })),
      currency,
    );
  }
}

const typed = (totals: CurrencyTotal[]) => totals as components['schemas']['CurrencyTotal'][];

/**
 * Every figure of the dashboard for the user in the company, from one pass over its expenses (rules:
 * `src/domain/dashboard.ts`, `spend.ts`, `expenseReview.ts`). A figure the user may not read is left
 * out, not zeroed: `read expenses` for every expense figure, `approve expenses` too for "waiting on
 * me", `read company information` for the company's balance, `read cards` for active cards.
 */
export function dashboardFigures(db: MockDatabase, user: StoredUser, company: StoredCompany, now: Date = new Date()): DashboardFigures {
  const may = (permission: string) => isPermitted(db, user, company.id, permission);
  const currency = company.limit.currency ?? COMPANY_CURRENCY;
  const { today, thisMonth, lastMonth } = thisAndLastMonth(now);
  const months = lastMonths(today, CHART_MONTHS);
  const summary: DashboardFigures['summary'] = {
    currency: currency as Currency,
    today,
    this_month: thisMonth,
    last_month: lastMonth,
    spent_statuses: [...SPENT_EXPENSE_STATUSES],
    awaiting_approval_statuses: [...AWAITING_APPROVAL_STATUSES],
  };
  if (may('read company information')) {
    summary.wallet = { balance: company.limit.balance, currency: company.limit.currency as Currency };
  }
  if (may('read cards')) {
    summary.active_cards = { count: db.cards.filter((card) => card.company_id === company.id && card.status === 'active').length };
  }
  if (!may('read expenses')) return { summary, recent: null, waiting: null };

  const expenses = expensesOfCompany(db, company.id);
  const canApprove = may('approve expenses');
  const ownMemberId = personOfAccount(db, user, company.id)?.id ?? null;
  const categories = new Map(db.categories.filter((row) => row.company_id === company.id).map((row) => [row.id, row]));
  const monthIndex = new Map(months.map((period, index) => [period.month, index]));
  const chartFrom = months[0].from;

  const thisMonthSpend: StoredExpense[] = [];
  const lastMonthSpend: StoredExpense[] = [];
  const pending = new Totals();
  const missingReceipt = new Totals();
  let withoutReceipt = 0;
  const waiting: StoredExpense[] = [];
  const waitingTotals = new Totals();
  const monthCents = months.map(() => ({ cents: 0, count: 0 }));
  const otherCurrencies = new Totals();
  const byCategory = new Map<number | null, CategorySpend>();

  for (const expense of expenses) {
    if (awaitsApproval(expense.status)) pending.add(expense);
    if (waitsOn(expense, { canApprove, ownMemberId })) {
      waiting.push(expense);
      waitingTotals.add(expense);
    }
    if (expense.receipt === null) {
      withoutReceipt += 1;
      const threshold = expense.category_id === null ? undefined : categories.get(expense.category_id)?.receipt_required_above;
      if (receiptRequired(expense.amount, threshold)) missingReceipt.add(expense);
    }
    if (!countsAsSpent(expense.status)) continue;
    const day = dubaiDayOf(expense.spent_at);
    if (day >= thisMonth.from && day <= thisMonth.to) thisMonthSpend.push(expense);
    else if (day >= lastMonth.from && day <= lastMonth.to) lastMonthSpend.push(expense);
    if (day < chartFrom || day > today) continue;
    if (expense.currency !== currency) {
      otherCurrencies.add(expense);
      continue;
    }
    const month = monthIndex.get(day.slice(0, 7));
    if (month !== undefined) {
      monthCents[month].cents += Math.round(expense.amount * 100);
      monthCents[month].count += 1;
    }
    const category = byCategory.get(expense.category_id) ?? {
      categoryId: expense.category_id,
      name: expense.category_id === null ? null : (categories.get(expense.category_id)?.name ?? `#${expense.category_id}`),
      amount: 0,
      count: 0,
    };
    category.amount = (Math.round(category.amount * 100) + Math.round(expense.amount * 100)) / 100;
    category.count += 1;
    byCategory.set(expense.category_id, category);
  }

  const thisMonthTotals = companyCurrencyFirst(spentTotals(thisMonthSpend), currency);
  const lastMonthTotals = companyCurrencyFirst(spentTotals(lastMonthSpend), currency);
  summary.spend = {
    this_month: typed(thisMonthTotals),
    last_month: typed(lastMonthTotals),
    change: spendChanges(thisMonthTotals, lastMonthTotals) as NonNullable<DashboardSummary['spend']>['change'],
  };
  summary.pending_approvals = { count: pending.count, totals: typed(pending.list(currency)) };
  summary.missing_receipts = { count: missingReceipt.count, totals: typed(missingReceipt.list(currency)), without_receipt: withoutReceipt };
  summary.spend_by_category = {
    currency: currency as Currency,
    from: chartFrom,
    to: today,
    slices: categorySlices([...byCategory.values()]),
    other_currencies: typed(otherCurrencies.list(currency)),
  };
  summary.spend_by_month = {
    currency: currency as Currency,
    months: months.map((period: MonthPeriod, index) => ({
      ...period,
      amount: monthCents[index].cents / 100,
      count: monthCents[index].count,
    })),
    other_currencies: typed(otherCurrencies.list(currency)),
  };
  const newestFirst = (a: StoredExpense, b: StoredExpense) => Date.parse(b.spent_at) - Date.parse(a.spent_at) || b.id - a.id;
  if (canApprove) {
    summary.waiting_on_me = { count: waiting.length, totals: typed(waitingTotals.list(currency)) };
  }
  return {
    summary,
    recent: newest(expenses, DASHBOARD_ROWS, newestFirst),
    waiting: canApprove ? [...waiting].sort((a, b) => newestFirst(b, a)).slice(0, DASHBOARD_ROWS) : null,
  };
}

/** The `count` first rows by `order`, without sorting them all (a company may hold tens of thousands). */
function newest(rows: readonly StoredExpense[], count: number, order: (a: StoredExpense, b: StoredExpense) => number): StoredExpense[] {
  const kept: StoredExpense[] = [];
  for (const row of rows) {
    if (kept.length === count && order(row, kept[count - 1]) >= 0) continue;
    kept.push(row);
    kept.sort(order);
    if (kept.length > count) kept.pop();
  }
  return kept;
}
