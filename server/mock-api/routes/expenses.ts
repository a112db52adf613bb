import type { components } from '../../../src/api/schema.d.ts';
import { findOwned, requirePermission } from '../auth/guards.ts';
import { takeExpenseStep } from '../policy/expenseSteps.ts';
import { personOfAccount } from '../policy/permissions.ts';
import { filtersOf, paginate, searchTermOf, sortKeysOf, sortRows } from '../http/listing.ts';
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
    const matching = db.expenses.filter(
      (row) => row.company_id === company.id && matchesExpenseFilters(row, filters, ownMemberId) && matchesExpenseSearch(db, row, term),
    );
    const sorted = sortRows(matching, sortKeysOf(req, 'spent_at:desc'), (row, field) => row[field as keyof StoredExpense]);
    const page = paginate(sorted, req);
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

/** The search matches the merchant, the description and the person who spent. */
function matchesExpenseSearch(db: MockDatabase, row: StoredExpense, term: string): boolean {
  if (term === '' || row.merchant.toLowerCase().includes(term) || row.description.toLowerCase().includes(term)) return true;
  const member = db.members.find((candidate) => candidate.id === row.member_id);
  return member !== undefined && `${member.first_name} ${member.last_name}`.toLowerCase().includes(term);
}
