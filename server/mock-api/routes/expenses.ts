import type { components } from '../../../src/api/schema.d.ts';
import { findOwned, requirePermission } from '../auth/guards.ts';
import { filtersOf, paginate, searchTermOf, sortKeysOf, sortRows } from '../http/listing.ts';
import type { MockDatabase, StoredExpense } from '../store/types.ts';
import type { RegisterRoutes } from './registerRoutes.ts';

type Expense = components['schemas']['Expense'];
type ExpenseListFilters = components['schemas']['ExpenseListFilters'];

/** GET expenses and GET expenses/{id} (read expenses): per company, filtered by card, person, department, status and day. */
export const registerExpenseRoutes: RegisterRoutes = (router) => {
  router.get('/api/admin/expenses', (req, res) => {
    const { db, company } = requirePermission(req, 'read expenses');
    const filters = filtersOf(req) as ExpenseListFilters;
    const term = searchTermOf(req);
    const matching = db.expenses.filter(
      (row) => row.company_id === company.id && matchesExpenseFilters(row, filters) && matchesExpenseSearch(row, term),
    );
    const sorted = sortRows(matching, sortKeysOf(req, 'spent_at:desc'), (row, field) => row[field as keyof StoredExpense]);
    const page = paginate(sorted, req);
    res.json({ data: page.data.map((row) => presentExpense(db, row)), meta: page.meta });
  });

  router.get('/api/admin/expenses/:id', (req, res) => {
    const { db, company } = requirePermission(req, 'read expenses');
    res.json({ data: presentExpense(db, findOwned(db.expenses, String(req.params.id), company.id)) });
  });
};

/** Every filter must pass; days compare as calendar days (YYYY-MM-DD), both ends inclusive. */
export function matchesExpenseFilters(row: StoredExpense, filters: ExpenseListFilters): boolean {
  const within = filters.in;
  const includes = (ids: string[] | undefined, id: number | null) => !ids || (id !== null && ids.map(Number).includes(id));
  if (!includes(within?.card_id, row.card_id)) return false;
  if (!includes(within?.member_id, row.member_id)) return false;
  if (!includes(within?.department_id, row.department_id)) return false;
  if (within?.status && !within.status.includes(row.status)) return false;
  const day = row.spent_at.slice(0, 10);
  if (filters.date_min?.spent_at && day < filters.date_min.spent_at) return false;
  if (filters.date_max?.spent_at && day > filters.date_max.spent_at) return false;
  return true;
}

function matchesExpenseSearch(row: StoredExpense, term: string): boolean {
  return term === '' || row.merchant.toLowerCase().includes(term) || row.description.toLowerCase().includes(term);
}

function presentExpense(db: MockDatabase, row: StoredExpense): Expense {
  const { company_id: _companyId, card_id, member_id, ...fields } = row;
  const card = card_id === null ? undefined : db.cards.find((candidate) => candidate.id === card_id);
  const member = db.members.find((candidate) => candidate.id === member_id);
  return {
    ...fields,
    card: card ? { id: card.id, number: card.number, name: card.name } : null,
    member: member ? { id: member.id, first_name: member.first_name, last_name: member.last_name, email: member.email } : null,
  };
}
