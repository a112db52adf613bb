import type { components } from '../../../src/api/schema.d.ts';
import { expenseStepKind, refuseExpenseStep, type ExpenseStepRefusal } from '../../../src/domain/expenseLifecycle.ts';
import { findOwned, requirePermission } from '../auth/guards.ts';
import { forbidden, validationFailed } from '../http/errors.ts';
import { isPermitted, personOfAccount } from '../policy/permissions.ts';
import { expenseChanged } from '../policy/spend.ts';
import { filtersOf, paginate, searchTermOf, sortKeysOf, sortRows } from '../http/listing.ts';
import type { MockDatabase, StoredExpense } from '../store/types.ts';
import type { RegisterRoutes } from './registerRoutes.ts';

type Expense = components['schemas']['Expense'];
type ExpenseListFilters = components['schemas']['ExpenseListFilters'];
type ExpenseTransition = components['schemas']['ExpenseTransition'];

/**
 * GET expenses and GET expenses/{id} (read expenses): per company, filtered by card, person,
 * department, status and day; POST expenses/{id}/transition: one step of the lifecycle
 * (`src/domain/expenseLifecycle.ts`), refused as that rule says.
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
    res.json({ data: presentExpense(db, findOwned(db.expenses, String(req.params.id), company.id)) });
  });

  router.post('/api/admin/expenses/:id/transition', (req, res) => {
    const { db, user, company } = requirePermission(req, 'read expenses');
    const expense = findOwned(db.expenses, String(req.params.id), company.id);
    const { status, reason } = req.body as ExpenseTransition;
    const refusal = refuseExpenseStep(
      expense.status,
      status,
      {
        isSpender: personOfAccount(db, user, company.id)?.id === expense.member_id,
        holds: (permission) => isPermitted(db, user, company.id, permission),
      },
      reason,
    );
    if (refusal) throw refusalError(refusal);
    if (expenseStepKind(expense.status, status) === 'reject') expense.rejection_reason = reason?.trim();
    expense.status = status;
    expenseChanged(db, expense);
    res.json({ data: presentExpense(db, expense) });
  });
};

/** 422 for a step the lifecycle does not have (naming both statuses) or a rejection without a reason; 403 otherwise. */
function refusalError(refusal: ExpenseStepRefusal): Error {
  switch (refusal.reason) {
    case 'not_allowed':
      return validationFailed({ status: [`An expense that is ${refusal.from} cannot become ${refusal.to}.`] });
    case 'reason_required':
      return validationFailed({ reason: ['Say why the expense is rejected: the spender sees it.'] });
    case 'system_only':
      return forbidden('Only the card network settles, declines, reverses or refunds a card payment.');
    case 'spender_only':
      return forbidden('Only the person who spent can submit, recall or reopen this expense.');
    case 'own_expense':
      return forbidden('Nobody approves, rejects or reimburses their own expense.');
    case 'permission':
      return forbidden(`You do not have permission to ${refusal.permission}.`);
  }
}

/**
 * Every filter must pass; days compare as calendar days (YYYY-MM-DD), both ends inclusive. The status
 * `my_expenses` keeps the signed-in user's own (`ownMemberId`: their person in the company, or none).
 */
export function matchesExpenseFilters(row: StoredExpense, filters: ExpenseListFilters, ownMemberId: number | null = null): boolean {
  const within = filters.in;
  const includes = (ids: string[] | undefined, id: number | null) => !ids || (id !== null && ids.map(Number).includes(id));
  if (!includes(within?.card_id, row.card_id)) return false;
  if (!includes(within?.member_id, row.member_id)) return false;
  if (!includes(within?.department_id, row.department_id)) return false;
  const statuses: string[] = within?.status ?? [];
  if (statuses.includes('my_expenses') && row.member_id !== ownMemberId) return false;
  const realStatuses = statuses.filter((status) => status !== 'my_expenses');
  if (realStatuses.length > 0 && !realStatuses.includes(row.status)) return false;
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
