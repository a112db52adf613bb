import { toCents } from '../../../src/domain/cents.ts';
import { recordDayTotals, type CurrencyTotalInBase } from '../../../src/domain/exchangeRates.ts';
import type { AnalyticsRow, Currency } from '../../../src/api/schema.d.ts';
import { bucketIndexOfDay, budgetForPeriod, timeBuckets, type DayPeriod } from '../../../src/domain/analytics.ts';
import type { AnalyticsGroupBy, AnalyticsInterval } from '../../../src/domain/contractLists.ts';
import { changeOf } from '../../../src/domain/dashboard.ts';
import { countsAsSpent, SPENT_EXPENSE_STATUSES } from '../../../src/domain/spend.ts';
import { COMPANY_CURRENCY } from '../store/companyDefaults.ts';
import { expenseDay, expensesOfCompany, expenseVersionOf } from '../store/expenseIndex.ts';
import type { MockDatabase, StoredCompany, StoredDepartment, StoredExpense, StoredProject } from '../store/types.ts';
import { keptByVersion } from '../store/keptIndex.ts';
import { mockRateTable } from '../store/seed/exchangeRates.ts';

type Budget = Pick<AnalyticsRow, 'budget' | 'budget_basis'>;

/** How many groups a dimension answers at most (the largest first): a chart names a few, its table these. */
export const MAX_ANALYTICS_ROWS = 100;

export type SpendQuery = {
  groupBy: Exclude<AnalyticsGroupBy, 'company'>;
  interval: AnalyticsInterval;
  period: DayPeriod;
  compare: DayPeriod | null;
  /**
   * Whether records with a budget for the period (departments, projects) are rows even when nothing
   * was spent (budget against actual): only without expense filters, which would leave them out.
   */
  budgetedRows?: boolean;
};

/** What one group spent, in cents, in the period and in the compared one. */
type Sums = { cents: number; count: number; compareCents: number; compareCount: number };
const noSums = (): Sums => ({ cents: 0, count: 0, compareCents: 0, compareCount: 0 });

export type CompanySpend = {
  currency: Currency;
  rows: AnalyticsRow[];
  total: Sums;
  otherCurrencyCount: number;
};

const fullName = (person: { first_name: string; last_name: string }) => `${person.first_name} ${person.last_name}`;

/** A group's key, label, record id and budget for an expense (null key: the expense has none). */
type Dimension = {
  key: (row: StoredExpense) => string;
  describe: (key: string) => { label: string | null; id: number | null } & Budget;
  /** The keys of the records that have a budget for the period (rows even without spend). */
  budgeted?: () => string[];
};

const NO_BUDGET: Budget = { budget: null, budget_basis: null };

/**
 * A project's budget for the period's days: spread evenly over its start and end dates
 * (`budgetForPeriod`); none when it has no budget, no start or end date (nothing to spread it over)
 * or is in another currency than the company's figures.
 */
export function projectBudget(
  project: { budget: number | null; start_date: string | null; end_date: string | null; currency: string },
  currency: string,
  period: DayPeriod,
): Budget {
  if (project.budget === null || !project.start_date || !project.end_date || project.currency !== currency) return NO_BUDGET;
  return { budget: budgetForPeriod(project.budget, { from: project.start_date, to: project.end_date }, period), budget_basis: 'period' };
}

/**
 * A department's limit as it is (`standing`): a limit has no interval and counts what was spent over
 * all time (policy/spend.ts), so there is no share of it that belongs to the period.
 */
export function departmentBudget(department: { limit: { amount: number; currency: string } }, currency: string): Budget {
  return department.limit.currency === currency ? { budget: department.limit.amount, budget_basis: 'standing' } : NO_BUDGET;
}

function dimensionOf(db: MockDatabase, company: StoredCompany, query: SpendQuery, currency: string): Dimension {
  const groupBy = query.groupBy;
  const byId = <Row extends { id: number; company_id: string }>(rows: readonly Row[]) =>
    new Map(rows.filter((row) => row.company_id === company.id).map((row) => [String(row.id), row]));
  const idKey = (field: 'category_id' | 'department_id' | 'card_id' | 'member_id' | 'project_id') => (row: StoredExpense) =>
    row[field] === null ? 'none' : String(row[field]);
  const record =
    <Row>(rows: Map<string, Row>, label: (row: Row) => string, budget: (row: Row) => Budget = () => NO_BUDGET) =>
    (key: string) => {
      const row = rows.get(key);
      return {
        label: row ? label(row) : key === 'none' ? null : `#${key}`,
        id: key === 'none' ? null : Number(key),
        ...(row ? budget(row) : NO_BUDGET),
      };
    };
  const withBudget =
    <Row>(rows: Map<string, Row>, budget: (row: Row) => Budget) =>
    () =>
      [...rows].filter(([, row]) => (budget(row).budget ?? 0) > 0).map(([key]) => key);
  switch (groupBy) {
    case 'category':
      return { key: idKey('category_id'), describe: record(byId(db.categories), (row) => row.name) };
    case 'department': {
      const departments = byId(db.departments);
      const budget = (row: StoredDepartment) => departmentBudget(row, currency);
      return {
        key: idKey('department_id'),
        describe: record(departments, (row) => row.name, budget),
        budgeted: withBudget(departments, budget),
      };
    }
    case 'card':
      return { key: idKey('card_id'), describe: record(byId(db.cards), (row) => row.name) };
    case 'person':
      return { key: idKey('member_id'), describe: record(byId(db.members), fullName) };
    case 'project': {
      const projects = byId(db.projects);
      const budget = (row: StoredProject) => projectBudget(row, currency, query.period);
      return { key: idKey('project_id'), describe: record(projects, (row) => row.name, budget), budgeted: withBudget(projects, budget) };
    }
    case 'merchant':
      return { key: (row) => row.merchant, describe: (key) => ({ label: key, id: null, ...NO_BUDGET }) };
    case 'time':
      throw new Error('time is bucketed, not a dimension');
  }
}

/**
 * The company's spend in the period (and the compared one) by time bucket or by a dimension, from
 * one pass over its expenses: only those that count as spent (`countsAsSpent`), that `matches` (the
 * expense list's filters), in the company's currency (the others are counted, not added). Days are
 * Dubai days (`expenseDay`). Time rows are every bucket, each compared with the compared period's
 * bucket at the same place; dimension rows are the `MAX_ANALYTICS_ROWS` largest.
 */
export function companySpend(
  db: MockDatabase,
  company: StoredCompany,
  query: SpendQuery,
  matches: (row: StoredExpense) => boolean,
): CompanySpend {
  const currency = (company.limit.currency ?? COMPANY_CURRENCY) as Currency;
  const { period, compare } = query;
  const total = noSums();
  let otherCurrencyCount = 0;
  const isTime = query.groupBy === 'time';
  const buckets = isTime ? timeBuckets(period, query.interval) : [];
  const compareBuckets = isTime && compare ? timeBuckets(compare, query.interval) : [];
  const bucketOf = isTime ? bucketIndexOfDay(period, query.interval) : () => -1;
  const compareBucketOf = isTime && compare ? bucketIndexOfDay(compare, query.interval) : () => -1;
  const bucketSums = buckets.map(noSums);
  const compareBucketSums = compareBuckets.map(noSums);
  const dimension = isTime ? null : dimensionOf(db, company, query, currency);
  const groups = new Map<string, Sums>();

  for (const row of expensesOfCompany(db, company.id)) {
    if (!countsAsSpent(row.status)) continue;
    const day = expenseDay(row);
    const inPeriod = day >= period.from && day <= period.to;
    const inCompare = compare !== null && day >= compare.from && day <= compare.to;
    if ((!inPeriod && !inCompare) || !matches(row)) continue;
    if (row.currency !== currency) {
      if (inPeriod) otherCurrencyCount += 1;
      continue;
    }
    const cents = toCents(row.amount);
    const group = dimension ? (groups.get(dimension.key(row)) ?? groups.set(dimension.key(row), noSums()).get(dimension.key(row))!) : null;
    if (inPeriod) {
      total.cents += cents;
      total.count += 1;
      if (group) {
        group.cents += cents;
        group.count += 1;
      } else {
        const sums = bucketSums[bucketOf(day)];
        sums.cents += cents;
        sums.count += 1;
      }
    }
    if (inCompare) {
      total.compareCents += cents;
      total.compareCount += 1;
      if (group) {
        group.compareCents += cents;
        group.compareCount += 1;
      } else {
        const sums = compareBucketSums[compareBucketOf(day)];
        sums.cents += cents;
        sums.count += 1;
      }
    }
  }

  const rowOf = (
    key: string,
    sums: Sums,
    compareCents: number | null,
    described: Omit<
      AnalyticsRow,
      'key' | 'currency' | 'amount' | 'count' | 'compare_amount' | 'change_amount' | 'change_percent' | 'company_id' | 'base_amount'
    >,
  ): AnalyticsRow => {
    const change = compareCents === null ? null : changeOf(sums.cents / 100, compareCents / 100);
    return {
      key,
      ...described,
      company_id: null,
      currency,
      amount: sums.cents / 100,
      count: sums.count,
      compare_amount: compareCents === null ? null : compareCents / 100,
      change_amount: change?.amount ?? null,
      change_percent: change?.percent ?? null,
      base_amount: null,
    };
  };

  if (query.budgetedRows && dimension?.budgeted) {
    for (const key of dimension.budgeted()) if (!groups.has(key)) groups.set(key, noSums());
  }

  const rows: AnalyticsRow[] = dimension
    ? [...groups]
        .sort(([keyA, a], [keyB, b]) => b.cents - a.cents || b.compareCents - a.compareCents || keyA.localeCompare(keyB))
        .slice(0, MAX_ANALYTICS_ROWS)
        .map(([key, sums]) => rowOf(key, sums, compare ? sums.compareCents : null, { ...dimension.describe(key), from: null, to: null }))
    : buckets.map((bucket, index) =>
        rowOf(bucket.key, bucketSums[index], compare ? (compareBucketSums[index]?.cents ?? 0) : null, {
          label: bucket.key,
          id: null,
          from: bucket.from,
          to: bucket.to,
          ...NO_BUDGET,
        }),
      );
  return { currency, rows, total, otherCurrencyCount };
}

/** `byCurrency`: the period's spend in every currency, each expense in AED at its own day's rate. */
export type CompanyTotals = { currency: Currency; total: Sums; otherCurrencyCount: number; byCurrency: CurrencyTotalInBase[] };

const SPENT = new Set<string>(SPENT_EXPENSE_STATUSES);

/**
 * What the company spent in the period and the compared one (company currency; the same rules as
 * `companySpend`, totals only): the cross-company view runs it for every company of the caller (307
 * at `--scale large`), so each company's answer is kept until one of its expenses changes, like the
 * portfolio's figures. `queryKey` names everything else the answer depends on (the period, the
 * compared period, the filters and the caller's own person for `my_expenses`).
 */
export function companyTotals(
  db: MockDatabase,
  company: StoredCompany,
  period: DayPeriod,
  compare: DayPeriod | null,
  matches: (row: StoredExpense) => boolean,
  queryKey: string,
): CompanyTotals {
  const version = expenseVersionOf(db, company.id);
  return keptByVersion(db, 'analytics company totals', `${company.id}|${queryKey}`, version, () =>
    countCompanyTotals(db, company, period, compare, matches),
  );
}

function countCompanyTotals(
  db: MockDatabase,
  company: StoredCompany,
  period: DayPeriod,
  compare: DayPeriod | null,
  matches: (row: StoredExpense) => boolean,
): CompanyTotals {
  const currency = (company.limit.currency ?? COMPANY_CURRENCY) as Currency;
  const total = noSums();
  let otherCurrencyCount = 0;
  const byCurrency = recordDayTotals(mockRateTable);
  for (const row of expensesOfCompany(db, company.id)) {
    if (!SPENT.has(row.status)) continue;
    const day = expenseDay(row);
    const inPeriod = day >= period.from && day <= period.to;
    const inCompare = compare !== null && day >= compare.from && day <= compare.to;
    if ((!inPeriod && !inCompare) || !matches(row)) continue;
    if (inPeriod) byCurrency.add(row.currency, toCents(row.amount), day);
    if (row.currency !== currency) {
      if (inPeriod) otherCurrencyCount += 1;
      continue;
    }
    const cents = toCents(row.amount);
    if (inPeriod) {
      total.cents += cents;
      total.count += 1;
    }
    if (inCompare) {
      total.compareCents += cents;
      total.compareCount += 1;
    }
  }
  return { currency, total, otherCurrencyCount, byCurrency: byCurrency.lines() };
}
