import type { AnalyticsSpend, ExpenseListFilters } from '../../../src/api/schema.d.ts';
import { analyticsQueryErrors, type DayPeriod } from '../../../src/domain/analytics.ts';
import type { AnalyticsGroupBy, AnalyticsInterval } from '../../../src/domain/contractLists.ts';
import { changeOf } from '../../../src/domain/dashboard.ts';
import { SPENT_EXPENSE_STATUSES } from '../../../src/domain/spend.ts';
import { actingIn, requirePermission } from '../auth/guards.ts';
import { ApiError, validationFailed } from '../http/errors.ts';
import { filtersOf } from '../http/listing.ts';
import { companySpend, companyTotals, type SpendQuery } from '../policy/analytics.ts';
import { otherCurrencyTotals, periodTotalsByCurrency } from '../policy/analyticsCurrencyTotals.ts';
import { addCurrencyTotals, baseTotalOfLines, type CurrencyTotalInBase } from '../../../src/domain/exchangeRates.ts';
import { expenseNeedsReceipt } from '../policy/expenses.ts';
import { companiesOfUser, personOfAccount } from '../policy/permissions.ts';
import type { MockDatabase, StoredCompany, StoredUser } from '../store/types.ts';
import { expenseFilter } from '../policy/expenseFilters.ts';
import type { RegisterRoutes } from './registerRoutes.ts';

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The expense list's filters over one company's rows (`my_expenses` is the user's own person there). */
function matcherIn(db: MockDatabase, user: StoredUser, company: StoredCompany, filters: ExpenseListFilters) {
  const ownMemberId = personOfAccount(db, user, company.id)?.id ?? null;
  return expenseFilter(filters, ownMemberId, (row) => expenseNeedsReceipt(db, row));
}

/**
 * GET analytics/spend (read reports): the spend of the period by time or by a dimension, against a
 * compared period, filtered like the expense list. Grouped by `company`: one row per company of the
 * user, each checked with that company's own guard (`actingIn`: membership, `read reports`, the
 * deny list); the companies that refuse are left out. `totals_by_currency` (and a company's `base_amount`) adds
 * every currency, each expense in AED at the rate of its own day.
 */
export const registerAnalyticsRoutes: RegisterRoutes = (router) => {
  router.get('/api/admin/analytics/spend', (req, res) => {
    const { db, user, company } = requirePermission(req, 'read reports');
    const groupBy = req.query.group_by as AnalyticsGroupBy;
    const interval = (text(req.query.interval) ?? 'month') as AnalyticsInterval;
    const [from, to, compareFrom, compareTo] = ['from', 'to', 'compare_from', 'compare_to'].map((name) => text(req.query[name]));
    const errors = analyticsQueryErrors({ interval, from, to, compare_from: compareFrom, compare_to: compareTo });
    if (Object.keys(errors).length > 0) throw validationFailed(errors);
    const period: DayPeriod = { from: from as string, to: to as string };
    const compare: DayPeriod | null = compareFrom && compareTo ? { from: compareFrom, to: compareTo } : null;
    const filters = filtersOf(req) as ExpenseListFilters;

    if (groupBy !== 'company') {
      const query: SpendQuery = { groupBy, interval, period, compare, budgetedRows: Object.keys(filters).length === 0 };
      const matches = matcherIn(db, user, company, filters);
      const spend = companySpend(db, company, query, matches);
      const byCurrency = periodTotalsByCurrency(db, company.id, period, matches);
      res.json({
        data: answer(groupBy, interval, period, compare, spend.currency, spend.total, spend.rows, spend.otherCurrencyCount, byCurrency),
      });
      return;
    }

    // One row per company the user may read reports in, each under that company's own checks.
    const rows: AnalyticsSpend['rows'] = [];
    const total = { cents: 0, count: 0, compareCents: 0, compareCount: 0 };
    let otherCurrencyCount = 0;
    const byCurrency: CurrencyTotalInBase[][] = [];
    for (const each of companiesOfUser(db, user)) {
      try {
        requirePermission(actingIn(req, each.id), 'read reports');
      } catch (error) {
        if (error instanceof ApiError && error.status === 403) continue;
        throw error;
      }
      const ownMemberId = personOfAccount(db, user, each.id)?.id ?? null;
      const queryKey = JSON.stringify([period, compare, filters, ownMemberId]);
      const spend = companyTotals(db, each, period, compare, matcherIn(db, user, each, filters), queryKey);
      if (spend.total.count === 0 && spend.total.compareCount === 0) continue;
      const change = compare ? changeOf(spend.total.cents / 100, spend.total.compareCents / 100) : null;
      rows.push({
        key: each.id,
        label: each.name,
        id: null,
        company_id: each.id,
        from: null,
        to: null,
        currency: spend.currency,
        amount: spend.total.cents / 100,
        count: spend.total.count,
        compare_amount: compare ? spend.total.compareCents / 100 : null,
        change_amount: change?.amount ?? null,
        change_percent: change?.percent ?? null,
        budget: null,
        budget_basis: null,
        base_amount: baseTotalOfLines(spend.byCurrency).cents / 100,
      });
      byCurrency.push(spend.byCurrency);
      otherCurrencyCount += spend.otherCurrencyCount;
      // The totals add only the active company's currency (companies in other currencies stay rows of their own).
      if (spend.currency === (company.limit.currency ?? spend.currency)) {
        total.cents += spend.total.cents;
        total.count += spend.total.count;
        total.compareCents += spend.total.compareCents;
        total.compareCount += spend.total.compareCount;
      }
    }
    rows.sort((a, b) => b.amount - a.amount || String(a.label).localeCompare(String(b.label)));
    const currency = (company.limit.currency ?? 'AED') as AnalyticsSpend['currency'];
    res.json({
      data: answer('company', interval, period, compare, currency, total, rows, otherCurrencyCount, addCurrencyTotals(byCurrency)),
    });
  });
};

function answer(
  groupBy: AnalyticsGroupBy,
  interval: AnalyticsInterval,
  period: DayPeriod,
  compare: DayPeriod | null,
  currency: AnalyticsSpend['currency'],
  total: { cents: number; count: number; compareCents: number; compareCount: number },
  rows: AnalyticsSpend['rows'],
  otherCurrencyCount: number,
  byCurrency: CurrencyTotalInBase[],
): AnalyticsSpend {
  return {
    group_by: groupBy,
    interval,
    currency,
    period,
    compare_period: compare,
    total: { amount: total.cents / 100, count: total.count },
    compare_total: compare ? { amount: total.compareCents / 100, count: total.compareCount } : null,
    rows,
    spent_statuses: [...SPENT_EXPENSE_STATUSES],
    other_currency_count: otherCurrencyCount,
    other_currency_totals: groupBy === 'company' ? [] : otherCurrencyTotals(byCurrency, currency),
    totals_by_currency: byCurrency,
  };
}
