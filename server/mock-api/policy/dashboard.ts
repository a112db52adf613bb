import type { components, Currency, DashboardSummary } from '../../../src/api/schema.d.ts';
import {
  AWAITING_APPROVAL_STATUSES,
  categorySlices,
  companyCurrencyFirst,
  lastMonths,
  periodInstants,
  spendChanges,
  thisAndLastMonth,
  waitsOn,
  type CategorySpend,
  type MonthPeriod,
} from '../../../src/domain/dashboard.ts';
import { receiptRequired } from '../../../src/domain/expenseReview.ts';
import { SPENT_EXPENSE_STATUSES, spentTotals, type CurrencyTotal } from '../../../src/domain/spend.ts';
import { COMPANY_CURRENCY } from '../store/companyDefaults.ts';
import { expensesOfCompany } from '../store/expenseIndex.ts';
import type { MockDatabase, StoredCompany, StoredExpense, StoredUser } from '../store/types.ts';
import { isPermitted, personOfAccount } from './permissions.ts';
import { toCents } from '../../../src/domain/cents.ts';

/** The figures, and the expense rows the route presents (`recent_expenses`, `waiting_on_me.expenses`). */
export type DashboardFigures = {
  summary: Omit<DashboardSummary, 'recent_expenses' | 'waiting_on_me'> & {
    waiting_on_me?: Omit<NonNullable<DashboardSummary['waiting_on_me']>, 'expenses'>;
  };
  recent: StoredExpense[] | null;
  waiting: StoredExpense[] | null;
};

/** The permission of the company balance figure: the financial account's (wallet) read permission. */
export const DASHBOARD_WALLET_PERMISSION = 'read corporate e-wallet information';

/** How many rows of recent and waiting expenses the dashboard shows. */
export const DASHBOARD_ROWS = 5;
const CHART_MONTHS = 6;

/** Sums of amounts per currency, in cents while adding. */
class Totals {
  private readonly cents = new Map<string, number>();
  count = 0;

  add(expense: StoredExpense): void {
    this.count += 1;
    this.cents.set(expense.currency, (this.cents.get(expense.currency) ?? 0) + toCents(expense.amount));
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
 * me", `read corporate e-wallet information` for the company's balance, `read cards` for active cards.
 */
export function dashboardFigures(db: MockDatabase, user: StoredUser, company: StoredCompany, now: Date): DashboardFigures {
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
  // The company's balance is the financial account's figure (its link leads there): its read permission, not `read company information`.
  if (may(DASHBOARD_WALLET_PERMISSION)) {
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
  const monthInstants = months.map(periodInstants);
  const [thisMonthInstants, lastMonthInstants] = [periodInstants(thisMonth), periodInstants(lastMonth)];
  const chartFrom = months[0].from;
  const chartStart = monthInstants[0].start;
  const chartEnd = monthInstants[monthInstants.length - 1].end;
  const awaiting = new Set<string>(AWAITING_APPROVAL_STATUSES);
  const spent = new Set<string>(SPENT_EXPENSE_STATUSES);
  const recent: Dated[] = [];

  const thisMonthSpend: StoredExpense[] = [];
  const lastMonthSpend: StoredExpense[] = [];
  const pending = new Totals();
  const missingReceipt = new Totals();
  let withoutReceipt = 0;
  const waitingLongest: Dated[] = [];
  const waitingTotals = new Totals();
  const monthCents = months.map(() => ({ cents: 0, count: 0 }));
  const otherCurrencies = new Totals();
  const byCategory = new Map<number | null, CategorySpend>();

  for (const expense of expenses) {
    const at = Date.parse(expense.spent_at);
    keepFirst(recent, { at, row: expense }, newer);
    if (awaiting.has(expense.status)) {
      pending.add(expense);
      if (waitsOn(expense, { canApprove, ownMemberId })) {
        keepFirst(waitingLongest, { at, row: expense }, older);
        waitingTotals.add(expense);
      }
    }
    if (expense.receipt === null) {
      withoutReceipt += 1;
      const threshold = expense.category_id === null ? undefined : categories.get(expense.category_id)?.receipt_required_above;
      if (receiptRequired(expense.amount, threshold)) missingReceipt.add(expense);
    }
    if (!spent.has(expense.status)) continue;
    if (at >= thisMonthInstants.start && at < thisMonthInstants.end) thisMonthSpend.push(expense);
    else if (at >= lastMonthInstants.start && at < lastMonthInstants.end) lastMonthSpend.push(expense);
    if (at < chartStart || at >= chartEnd) continue;
    if (expense.currency !== currency) {
      otherCurrencies.add(expense);
      continue;
    }
    let month = 0;
    while (at >= monthInstants[month].end) month += 1;
    monthCents[month].cents += toCents(expense.amount);
    monthCents[month].count += 1;
    const category = byCategory.get(expense.category_id) ?? {
      categoryId: expense.category_id,
      name: expense.category_id === null ? null : (categories.get(expense.category_id)?.name ?? `#${expense.category_id}`),
      amount: 0,
      count: 0,
    };
    category.amount = (toCents(category.amount) + toCents(expense.amount)) / 100;
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
  if (canApprove) {
    summary.waiting_on_me = { count: waitingTotals.count, totals: typed(waitingTotals.list(currency)) };
  }
  return {
    summary,
    recent: recent.map((entry) => entry.row),
    waiting: canApprove ? waitingLongest.map((entry) => entry.row) : null,
  };
}

type Dated = { at: number; row: StoredExpense };

/** Whether `a` is newer than `b`: a later instant, then the one recorded later. */
function newer(a: Dated, b: Dated): boolean {
  return a.at > b.at || (a.at === b.at && a.row.id > b.row.id);
}

/** Whether `a` has waited longer than `b`: an earlier instant, then the one recorded first. */
function older(a: Dated, b: Dated): boolean {
  return a.at < b.at || (a.at === b.at && a.row.id < b.row.id);
}

/** Keeps the first DASHBOARD_ROWS entries by `before`, in that order, without sorting every row. */
function keepFirst(kept: Dated[], entry: Dated, before: (a: Dated, b: Dated) => boolean): void {
  if (kept.length === DASHBOARD_ROWS && !before(entry, kept[DASHBOARD_ROWS - 1])) return;
  let index = kept.length;
  while (index > 0 && before(entry, kept[index - 1])) index -= 1;
  kept.splice(index, 0, entry);
  if (kept.length > DASHBOARD_ROWS) kept.pop();
}
