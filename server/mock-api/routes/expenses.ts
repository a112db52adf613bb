import type { ExpenseListFilters, ExpenseTransition } from '../../../src/api/schema.d.ts';
import { toCents } from '../../../src/domain/cents.ts';
import { findOwned, requirePermission } from '../auth/guards.ts';
import { expenseNeedsReceipt } from '../policy/expenses.ts';
import { takeExpenseStep } from '../policy/expenseSteps.ts';
import { personOfAccount } from '../policy/permissions.ts';
import { vatLineFilter } from '../policy/vatReturn.ts';
import { filtersOf, paginate, searchTermOf, sortKeysOf, sortRows } from '../http/listing.ts';
import { expenseDay, sortedExpensesOfCompany } from '../store/expenseIndex.ts';
import { expenseBaseCents, expensesTotalInBase } from '../store/expenseInBase.ts';
import type { MockDatabase, StoredExpense } from '../store/types.ts';
import { presentExpense, presentExpenseInFull } from './expensePresenter.ts';
import type { RegisterRoutes } from './registerRoutes.ts';

/**
 * GET expenses and GET expenses/{id} (read expenses): per company, filtered by card, person,
 * department, category, project, tag, status, receipt, amount and day; POST expenses/{id}/transition:
 * one step of the lifecycle (`src/domain/expenseLifecycle.ts`), refused as that rule says.
 */
export const registerExpenseRoutes: RegisterRoutes = (router) => {
  router.get('/api/admin/expenses', (req, res) => {
    const { db, company, user } = requirePermission(req, 'read expenses');
    const filters = filtersOf(req) as ExpenseListFilters;
    const term = searchTermOf(req);
    const ownMemberId = personOfAccount(db, user, company.id)?.id ?? null;
    const sortKeys = sortKeysOf(req, 'spent_at:desc');
    const sortKey = sortKeys.map(({ field, descending }) => `${field}:${descending ? 'desc' : 'asc'}`).join(',');
    // Sorted once per company and sort (store/expenseIndex.ts), then filtered: the order is kept.
    const sorted = sortedExpensesOfCompany(db, company.id, sortKey, (rows) => sortRows(rows, sortKeys, expenseSortValue));
    const searchable = expenseSearch(db, company.id, term);
    const matches = expenseFilter(filters, ownMemberId, (row) => expenseNeedsReceipt(db, row));
    const vatLine = vatLineFilter(db, company, filters.exact, 'expense');
    const matching = sorted.filter((row) => matches(row) && searchable(row) && (vatLine?.keeps(row.id) ?? true));
    const page = paginate(matching, req);
    res.json({
      data: page.data.map((row) => presentExpense(db, row)),
      meta: {
        ...page.meta,
        total_amount: expensesTotalInBase(matching),
        ...(vatLine ? { vat_return: vatLine.figuresOf(matching.map((row) => row.id)) } : {}),
      },
    });
  });

  router.get('/api/admin/expenses/:id', (req, res) => {
    const { db, company } = requirePermission(req, 'read expenses');
    res.json({ data: presentExpenseInFull(db, findOwned(db.expenses, String(req.params.id), company.id)) });
  });

  router.post('/api/admin/expenses/:id/transition', (req, res) => {
    const { db, user, company } = requirePermission(req, 'read expenses');
    const expense = findOwned(db.expenses, String(req.params.id), company.id);
    const { status, reason } = req.body as ExpenseTransition;
    takeExpenseStep(db, user, expense, status, reason);
    res.json({ data: presentExpenseInFull(db, expense) });
  });
};

/** The ids of an `in` filter as numbers (query values are strings); null when the filter is absent (every row passes). */
const idSet = (ids: string[] | undefined): Set<number> | null => (ids ? new Set(ids.map(Number)) : null);

/**
 * Every filter must pass; days compare as calendar days (YYYY-MM-DD), both ends inclusive, and so do
 * amounts. The status `my_expenses` keeps the signed-in user's own (`ownMemberId`: their person in
 * the company, or none). Built once per request: the list runs it over every row of the company.
 */
export function expenseFilter(
  filters: ExpenseListFilters,
  ownMemberId: number | null = null,
  needsReceipt: (row: StoredExpense) => boolean = () => false,
): (row: StoredExpense) => boolean {
  const within = filters.in;
  const [cards, members, departments, categories, projects, tags] = [
    idSet(within?.card_id),
    idSet(within?.member_id),
    idSet(within?.department_id),
    idSet(within?.category_id),
    idSet(within?.project_id),
    idSet(within?.tag_id),
  ];
  const has = (ids: Set<number> | null, id: number | null) => ids === null || (id !== null && ids.has(id));
  const statuses: string[] = within?.status ?? [];
  const ownOnly = statuses.includes('my_expenses');
  const realStatuses = new Set(statuses.filter((status) => status !== 'my_expenses'));
  const hasReceipt = filters.has?.receipt;
  const wantsReceipt = hasReceipt === undefined ? null : Number(hasReceipt) === 1;
  const wantsMissing = filters.has?.missing_receipt === undefined ? null : Number(filters.has.missing_receipt) === 1;
  const wantsCoded = filters.has?.category === undefined ? null : Number(filters.has.category) === 1;
  const minAmount = filters.min?.amount === undefined ? null : Number(filters.min.amount);
  const maxAmount = filters.max?.amount === undefined ? null : Number(filters.max.amount);
  const fromDay = filters.date_min?.spent_at || null;
  const untilDay = filters.date_max?.spent_at || null;
  const merchant = filters.exact?.merchant ?? null;
  return (row) => {
    if (merchant !== null && row.merchant !== merchant) return false;
    if (!has(cards, row.card_id) || !has(members, row.member_id) || !has(departments, row.department_id)) return false;
    if (!has(categories, row.category_id) || !has(projects, row.project_id)) return false;
    if (tags !== null && !row.tag_ids.some((id) => tags.has(id))) return false;
    if (ownOnly && row.member_id !== ownMemberId) return false;
    if (realStatuses.size > 0 && !realStatuses.has(row.status)) return false;
    if (wantsReceipt !== null && wantsReceipt !== (row.receipt !== null)) return false;
    if (wantsCoded !== null && wantsCoded !== (row.category_id !== null)) return false;
    if (wantsMissing !== null && wantsMissing !== (row.receipt === null && needsReceipt(row))) return false;
    if (minAmount !== null || maxAmount !== null) {
      // Compared in AED, each expense at the rate of its day: GBP 2,508 counts as about AED 11,550.
      const base = expenseBaseCents(row);
      if (base === null) return false;
      if (minAmount !== null && base < toCents(minAmount)) return false;
      if (maxAmount !== null && base > toCents(maxAmount)) return false;
    }
    if (fromDay !== null && expenseDay(row) < fromDay) return false;
    if (untilDay !== null && expenseDay(row) > untilDay) return false;
    return true;
  };
}

/** One row against the filters (see `expenseFilter`). */
export function matchesExpenseFilters(row: StoredExpense, filters: ExpenseListFilters, ownMemberId: number | null = null): boolean {
  return expenseFilter(filters, ownMemberId)(row);
}

/** The sort value of a field; dates as numbers (the same order as their ISO text, compared faster). */
function expenseSortValue(row: StoredExpense, field: string): unknown {
  if (field === 'spent_at' || field === 'created_at') return Date.parse(row[field]);
  return row[field as keyof StoredExpense];
}

/** The search matches the merchant, the description and the person who spent (the company's people, looked up once). */
function expenseSearch(db: MockDatabase, companyId: string, term: string): (row: StoredExpense) => boolean {
  if (term === '') return () => true;
  const matchingPeople = new Set(
    db.members
      .filter((member) => member.company_id === companyId && `${member.first_name} ${member.last_name}`.toLowerCase().includes(term))
      .map((member) => member.id),
  );
  return (row) =>
    row.merchant.toLowerCase().includes(term) || row.description.toLowerCase().includes(term) || matchingPeople.has(row.member_id);
}
