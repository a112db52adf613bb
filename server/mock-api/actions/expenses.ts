import type { ExpenseBulkDecision, ExpenseCoding, ExpenseCreate, ExpenseTransition } from '../../../src/api/schema.d.ts';
import { formatMoney } from '../../../src/domain/amounts.ts';
import { dubaiToday, isLocked } from '../../../src/domain/accountingLock.ts';
import { ApiError, notFound, rejectInvalid, validationFailed, type FieldErrors } from '../http/errors.ts';
import {
  actorName,
  applyCoding,
  codingErrors,
  lockDateOf,
  notifySpender,
  recordExpenseActivity,
  refuseLockedExpense,
} from '../policy/expenses.ts';
import { applyAutomations } from '../policy/expenseAutomationRuns.ts';
import { decideExpense, takeExpenseStep } from '../policy/expenseSteps.ts';
import { personOfAccount } from '../policy/permissions.ts';
import { expenseChanged } from '../policy/spend.ts';
import { newExpenseRow } from '../store/newExpenseRow.ts';
import type { StoredExpense, StoredExpenseActivity } from '../store/types.ts';
import type { Actor } from './actor.ts';

/** Why an out-of-pocket expense cannot be recorded, by field; the day is checked against the mock's today. */
function expenseCreateErrors(actor: Actor, body: ExpenseCreate): FieldErrors {
  const { db, company } = actor;
  const member = db.members.find((row) => row.id === body.member_id && row.company_id === company.id);
  const errors: FieldErrors = {};
  if (!member) errors.member_id = ['The selected person is not a person of this company.'];
  if (!body.merchant.trim()) errors.merchant = ['The merchant field is required.'];
  const lockDate = lockDateOf(db, company.id);
  if (body.spent_at > dubaiToday(actor.store.now())) errors.spent_at = ['The day cannot be in the future.'];
  else if (isLocked(body.spent_at, lockDate))
    errors.spent_at = [`The books are locked up to ${lockDate}: an expense dated on or before it cannot be recorded.`];
  const category = db.categories.find((row) => row.id === body.category_id && row.company_id === company.id && row.status === 'active');
  if (!category) errors.category_id = ['The selected category is not an active category of this company.'];
  return errors;
}

/** A new out-of-pocket (manual) expense of a person of the company; 422 naming the fields otherwise. */
export function recordManualExpense(actor: Actor, body: ExpenseCreate): StoredExpense {
  const { db, user, company, store } = actor;
  rejectInvalid(expenseCreateErrors(actor, body));
  const member = db.members.find((row) => row.id === body.member_id && row.company_id === company.id)!;
  const category = db.categories.find((row) => row.id === body.category_id && row.company_id === company.id)!;
  const now = store.now();
  const expense = newExpenseRow({
    id: store.nextId(db.expenses),
    company_id: company.id,
    merchant: body.merchant.trim(),
    description: body.description?.trim() ?? '',
    amount: body.amount,
    currency: body.currency,
    status: 'manual',
    category: category.mcc_categories[0] ?? 'professional_services',
    card_id: null,
    member_id: member.id,
    department_id: member.department_id,
    spent_at: `${body.spent_at}T12:00:00Z`,
    created_at: now.toISOString(),
    category_id: category.id,
  });
  db.expenses.push(expense);
  recordExpenseActivity(db, { expense_id: expense.id, kind: 'created', actor: actorName(user) }, now);
  applyAutomations(db, expense);
  expenseChanged(db, expense);
  return expense;
}

/** Approves or rejects several expenses, each by its own rule: the ones done and, in English, why the others were not. */
/** One lifecycle step of an expense by the actor (`POST expenses/{id}/transition`): the state machine decides; the refusal is thrown. */
export function stepExpense({ db, user }: Actor, expense: StoredExpense, { status, reason }: ExpenseTransition): void {
  takeExpenseStep(db, user, expense, status, reason);
}

export function decideExpenses(actor: Actor, { ids, decision, reason }: ExpenseBulkDecision) {
  const { db, user, company } = actor;
  if (decision === 'reject' && !reason?.trim())
    throw validationFailed({ reason: ['Say why the expenses are rejected: the spenders see it.'] });
  const done: number[] = [];
  const failed: { id: number; message: string }[] = [];
  for (const id of ids) {
    const expense = db.expenses.find((row) => row.id === id && row.company_id === company.id);
    try {
      if (!expense) throw notFound('This expense was not found in this company.');
      decideExpense(db, user, expense, decision, reason);
      done.push(id);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      failed.push({ id, message: Object.values(error.errors ?? {})[0]?.[0] ?? error.message });
    }
  }
  return { done, failed };
}

/** Codes an expense (category, project, tags, …) outside a locked period; the trail lists what changed. */
export function codeExpense(actor: Actor, expense: StoredExpense, body: ExpenseCoding): void {
  const { db, user } = actor;
  refuseLockedExpense(db, expense);
  rejectInvalid(codingErrors(db, expense, body));
  const changes = applyCoding(db, expense, body);
  if (changes.length > 0)
    recordExpenseActivity(db, { expense_id: expense.id, kind: 'change', actor: actorName(user), changes }, actor.store.now());
}

/** A comment in the expense's trail (422 when empty); the spender hears of someone else's. */
export function commentOnExpense(actor: Actor, expense: StoredExpense, rawText: unknown): Omit<StoredExpenseActivity, 'expense_id'> {
  const { db, user, company } = actor;
  const text = String(rawText).trim();
  if (!text) throw validationFailed({ text: ['Write the comment.'] });
  const now = actor.store.now();
  const entry = recordExpenseActivity(db, { expense_id: expense.id, kind: 'comment', actor: actorName(user), text }, now);
  if (personOfAccount(db, user, company.id)?.id !== expense.member_id) {
    notifySpender(
      db,
      expense,
      `${actorName(user)} commented on your expense at ${expense.merchant} (${formatMoney(expense.amount, expense.currency)}).`,
      now,
    );
  }
  const { expense_id: _expenseId, ...shown } = entry;
  return shown;
}
