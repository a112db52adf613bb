import type { ExpenseListFilters, ExpenseTransition } from '../../../src/api/schema.d.ts';
import { stepExpense } from '../actions/expenses.ts';
import { actorOf } from '../auth/actor.ts';
import { findOwned, requirePermission } from '../auth/guards.ts';
import { expenseNeedsReceipt } from '../policy/expenses.ts';
import { personOfAccount } from '../policy/permissions.ts';
import { vatLineFilter } from '../policy/vatReturn.ts';
import { filtersOf, paginate, searchTermOf, sortKeysOf, sortRows } from '../http/listing.ts';
import { sortedExpensesOfCompany } from '../store/expenseIndex.ts';
import { expensesTotalInBase } from '../store/expenseInBase.ts';
import type { MockDatabase, StoredExpense } from '../store/types.ts';
import { expenseFilter } from '../policy/expenseFilters.ts';
import { presentExpense, presentExpenseInFull } from '../presenters/expenses.ts';
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
    const actor = actorOf(req, requirePermission(req, 'read expenses'));
    const expense = findOwned(actor.db.expenses, String(req.params.id), actor.company.id);
    stepExpense(actor, expense, req.body as ExpenseTransition);
    res.json({ data: presentExpenseInFull(actor.db, expense) });
  });
};

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
