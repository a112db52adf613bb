import type { components } from '../../../src/api/schema.d.ts';
import { findOwned, requirePermission } from '../auth/guards.ts';
import { takeExpenseStep } from '../policy/expenseSteps.ts';
import { personOfAccount } from '../policy/permissions.ts';
import { filtersOf, paginate, searchTermOf, sortKeysOf, sortRows } from '../http/listing.ts';
import { sortedExpensesOfCompany } from '../store/expenseIndex.ts';
import type { MockDatabase, StoredExpense } from '../store/types.ts';
import { presentExpense, presentExpenseInFull } from './expensePresenter.ts';
import type { RegisterRoutes } from './registerRoutes.ts';

type ExpenseListFilters = components['schemas']['ExpenseListFilters'];
type ExpenseTransition = components['schemas']['ExpenseTransition'];

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
    const matching = sorted.filter((row) => matchesExpenseFilters(row, filters, ownMemberId) && searchable(row));
    const page = paginate(matching, req);
    res.json({ data: page.data.map((row) => presentExpense(db, row)), meta: page.meta });
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

/** Whether `id` is one of `ids` (query values are strings); no list keeps every row. */
const includes = (ids: string[] | undefined, id: number | null) => !ids || (id !== null && ids.map(Number).includes(id));

/**
 * Every filter must pass; days compare as calendar days (YYYY-MM-DD), both ends inclusive, and so do
 * amounts. The status `my_expenses` keeps the signed-in user's own (`ownMemberId`: their person in
 * the company, or none).
 */
export function matchesExpenseFilters(row: StoredExpense, filters: ExpenseListFilters, ownMemberId: number | null = null): boolean {
  const within = filters.in;
  if (!includes(within?.card_id, row.card_id)) return false;
  if (!includes(within?.member_id, row.member_id)) return false;
  if (!includes(within?.department_id, row.department_id)) return false;
  if (!includes(within?.category_id, row.category_id)) return false;
  if (!includes(within?.project_id, row.project_id)) return false;
  if (within?.tag_id && !row.tag_ids.some((id) => includes(within.tag_id, id))) return false;
  const statuses: string[] = within?.status ?? [];
  if (statuses.includes('my_expenses') && row.member_id !== ownMemberId) return false;
  const realStatuses = statuses.filter((status) => status !== 'my_expenses');
  if (realStatuses.length > 0 && !realStatuses.includes(row.status)) return false;
  const hasReceipt = filters.has?.receipt;
  if (hasReceipt !== undefined && (Number(hasReceipt) === 1) !== (row.receipt !== null)) return false;
  if (filters.min?.amount !== undefined && row.amount < Number(filters.min.amount)) return false;
  if (filters.max?.amount !== undefined && row.amount > Number(filters.max.amount)) return false;
  const day = row.spent_at.slice(0, 10);
  if (filters.date_min?.spent_at && day < filters.date_min.spent_at) return false;
  if (filters.date_max?.spent_at && day > filters.date_max.spent_at) return false;
  return true;
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
