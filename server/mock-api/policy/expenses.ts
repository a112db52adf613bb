import type { components, ExpenseCoding } from '../../../src/api/schema.d.ts';
import { isLocked } from '../../../src/domain/accountingLock.ts';
import { formatMoney } from '../../../src/domain/amounts.ts';
import { approvalBlockers, expenseLock, expenseWaitingFor, receiptRequired } from '../../../src/domain/expenseReview.ts';
import { isValidUaeTrn, normalizeTrn } from '../../../src/domain/uaeIdentifiers.ts';
import { validationFailed, type FieldErrors } from '../http/errors.ts';
import type { MockDatabase, StoredExpense, StoredExpenseActivity, StoredUser } from '../store/types.ts';

type ActivityChange = NonNullable<components['schemas']['ExpenseActivity']['changes']>[number];

/** A catalogue row an expense can be coded to: the company's, active. */
type CodableRow = { id: number; company_id: string; status: string; name: string };

/** The catalogue of each coding field, and how a person reads one of its rows. */
const CODING_TABLES = {
  category_id: (db: MockDatabase) => db.categories,
  project_id: (db: MockDatabase) => db.projects,
  counterpart_id: (db: MockDatabase) => db.counterparts,
  branch_id: (db: MockDatabase) => db.branches,
} satisfies Record<string, (db: MockDatabase) => readonly CodableRow[]>;

type CodingField = keyof typeof CODING_TABLES;
const CODING_FIELDS = Object.keys(CODING_TABLES) as CodingField[];

const NOUNS: Record<CodingField | 'tag_ids', string> = {
  category_id: 'category',
  project_id: 'project',
  counterpart_id: 'supplier',
  branch_id: 'branch',
  tag_ids: 'tag',
};

function activeRow(rows: readonly CodableRow[], companyId: string, id: number): CodableRow | undefined {
  return rows.find((row) => row.id === id && row.company_id === companyId && row.status === 'active');
}

/** The category an expense is coded to, if it is still the company's. */
export function categoryOf(db: MockDatabase, expense: StoredExpense) {
  return expense.category_id === null
    ? undefined
    : db.categories.find((row) => row.id === expense.category_id && row.company_id === expense.company_id);
}

/** Whether its category needs a receipt at its amount. */
export function expenseNeedsReceipt(db: MockDatabase, expense: StoredExpense): boolean {
  return receiptRequired(expense.amount, categoryOf(db, expense)?.receipt_required_above);
}

/** The company's accounting lock date, or null when its books are open. */
export function lockDateOf(db: MockDatabase, companyId: string): string | null {
  return db.accountingSettings.find((row) => row.company_id === companyId)?.lock_date ?? null;
}

/** The facts the approval rule reads (`src/domain/expenseReview.ts`). */
function approvalFactsOf(db: MockDatabase, expense: StoredExpense) {
  return {
    hasReceipt: expense.receipt !== null,
    receiptRequired: expenseNeedsReceipt(db, expense),
    categoryId: expense.category_id,
    spentAt: expense.spent_at,
    lockDate: lockDateOf(db, expense.company_id),
  };
}

/** What the expense waits for now (the app's rule, `src/domain/expenseReview.ts`). */
export function waitingForOf(db: MockDatabase, expense: StoredExpense) {
  return expenseWaitingFor({ status: expense.status, ...approvalFactsOf(db, expense) });
}

/** What keeps it from being approved now: a required receipt, its coding, its locked period (the app's rule). */
export function approvalBlockersOf(db: MockDatabase, expense: StoredExpense) {
  return approvalBlockers(approvalFactsOf(db, expense));
}

/** The lock date when the expense's day is on or before it (its period is locked), else null. */
export function lockedUntilOf(db: MockDatabase, expense: StoredExpense): string | null {
  const lockDate = lockDateOf(db, expense.company_id);
  return isLocked(expense.spent_at, lockDate) ? lockDate : null;
}

/** The 422 of a change to an expense dated on or before the lock date, naming the date. */
export function lockedPeriodError(lockDate: string | null, field = 'spent_at'): Error {
  const message = `The books are locked up to ${lockDate}: an expense dated on or before it cannot be changed.`;
  return validationFailed({ [field]: [message] }, message);
}

/** Refuses (422) to change a closed expense, or one dated on or before the company's accounting lock date. */
export function refuseLockedExpense(db: MockDatabase, expense: StoredExpense): void {
  const lockDate = lockDateOf(db, expense.company_id);
  const lock = expenseLock(expense.status, expense.spent_at, lockDate);
  if (lock === 'closed') throw validationFailed({ status: [`A ${expense.status} expense cannot be changed.`] });
  if (lock === 'lock_date') throw lockedPeriodError(lockDate);
}

/** Field errors of a coding change (beyond the schema): every id an active row of the company, the VAT within the amount, a valid TRN. */
export function codingErrors(db: MockDatabase, expense: StoredExpense, body: ExpenseCoding): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of CODING_FIELDS) {
    const id = body[field];
    if (id !== undefined && id !== null && !activeRow(CODING_TABLES[field](db), expense.company_id, id)) {
      errors[field] = [`The selected ${NOUNS[field]} is not an active ${NOUNS[field]} of this company.`];
    }
  }
  if (body.tag_ids?.some((id) => !activeRow(db.tags, expense.company_id, id))) {
    errors.tag_ids = ['Every tag must be an active tag of this company.'];
  }
  if (body.vat_amount !== undefined && body.vat_amount !== null && body.vat_amount > expense.amount) {
    errors.vat_amount = [`The VAT cannot be more than the expense (${formatMoney(expense.amount, expense.currency)}).`];
  }
  if (body.supplier_trn && !isValidUaeTrn(body.supplier_trn)) {
    errors.supplier_trn = ['The TRN must be 15 digits starting with 100.'];
  }
  return errors;
}

/** How a person reads a coding value in the audit trail. */
function shownValue(db: MockDatabase, field: keyof ExpenseCoding, value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (field === 'tag_ids') {
    const ids = value as number[];
    return ids.length === 0 ? null : ids.map((id) => db.tags.find((tag) => tag.id === id)?.name ?? `#${id}`).join(', ');
  }
  if (field in CODING_TABLES) {
    return CODING_TABLES[field as CodingField](db).find((row) => row.id === value)?.name ?? `#${String(value)}`;
  }
  return String(value);
}

/** Applies a checked coding change; the changed fields, as the audit trail shows them. */
export function applyCoding(db: MockDatabase, expense: StoredExpense, body: ExpenseCoding): ActivityChange[] {
  const next: Partial<StoredExpense> = { ...body };
  if (body.supplier_trn !== undefined) next.supplier_trn = body.supplier_trn ? normalizeTrn(body.supplier_trn) : null;
  if (body.description !== undefined) next.description = body.description.trim();
  const changes: ActivityChange[] = [];
  for (const [field, value] of Object.entries(next) as [keyof ExpenseCoding, unknown][]) {
    const from = shownValue(db, field, expense[field]);
    const to = shownValue(db, field, value);
    if (from !== to) changes.push({ field: NOUNS[field as CodingField] ?? field.replace('_', ' '), from, to });
  }
  Object.assign(expense, next);
  return changes;
}

/** The full name of an account, as the trail shows who did something. */
export const actorName = (user: StoredUser) => `${user.first_name} ${user.last_name}`;

/** Writes one entry to the expense's trail. */
export function recordExpenseActivity(
  db: MockDatabase,
  entry: Omit<StoredExpenseActivity, 'id' | 'at'>,
  now = new Date(),
): StoredExpenseActivity {
  const row: StoredExpenseActivity = { ...entry, id: db.expenseActivity.length + 1, at: now.toISOString() };
  db.expenseActivity.push(row);
  return row;
}

/** The expense's trail, oldest first: its recording (derived for seeded ones), then every stored entry. */
export function expenseTrail(db: MockDatabase, expense: StoredExpense): components['schemas']['ExpenseActivity'][] {
  const stored = db.expenseActivity.filter((row) => row.expense_id === expense.id).map(({ expense_id: _expenseId, ...entry }) => entry);
  const created = stored.some((row) => row.kind === 'created')
    ? []
    : [{ id: 0, kind: 'created' as const, at: expense.created_at, actor: null }];
  return [...created, ...stored];
}

export { notifySpender } from '../store/bell.ts';
