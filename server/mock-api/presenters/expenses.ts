import type { Expense } from '../../../src/api/schema.d.ts';
import { syncStateOf } from '../../../src/domain/accountingSync.ts';
import { latestDisputeOf } from '../policy/disputes.ts';
import { expenseNeedsReceipt, lockedUntilOf, waitingForOf } from '../policy/expenses.ts';
import { belongsToCompany, isPermitted } from '../policy/permissions.ts';
import type { MockDatabase, StoredExpense } from '../store/types.ts';

/** An expense as the API shows it: its card and person, its receipt's facts (not its bytes), what it waits for, its locked period. */
export function presentExpense(db: MockDatabase, row: StoredExpense): Expense {
  const { company_id: _companyId, card_id, member_id, receipt, ...fields } = row;
  const card = card_id === null ? undefined : db.cards.find((candidate) => candidate.id === card_id);
  const member = db.members.find((candidate) => candidate.id === member_id);
  return {
    ...fields,
    tag_ids: [...fields.tag_ids],
    card: card ? { id: card.id, number: card.number, name: card.name } : null,
    member: member ? { id: member.id, first_name: member.first_name, last_name: member.last_name, email: member.email } : null,
    receipt: receipt
      ? { file_name: receipt.file_name, content_type: receipt.content_type, size: receipt.size, uploaded_at: receipt.uploaded_at }
      : null,
    receipt_required: expenseNeedsReceipt(db, row),
    waiting_for: waitingForOf(db, row),
    locked_until: lockedUntilOf(db, row),
    accounting_sync: syncStateOf(row),
    dispute: disputeOf(db, row),
  };
}

/** One expense in full: while it waits for an approver, who can approve it (never the spender). */
export function presentExpenseInFull(db: MockDatabase, row: StoredExpense): Expense {
  const expense = presentExpense(db, row);
  if (!expense.waiting_for.includes('approver')) return expense;
  const spender = db.members.find((member) => member.id === row.member_id);
  const approvers = db.users
    .filter((user) => user.email.toLowerCase() !== spender?.email.toLowerCase())
    .filter((user) => belongsToCompany(db, user, row.company_id) && isPermitted(db, user, row.company_id, 'approve expenses'))
    .map(({ id, first_name, last_name, email }) => ({ id, first_name, last_name, email }));
  return { ...expense, approvers };
}

/** Its latest dispute (that it is disputed, and the outcome); null when never disputed. */
function disputeOf(db: MockDatabase, row: StoredExpense): Expense['dispute'] {
  const dispute = latestDisputeOf(db, row.id);
  return dispute ? { id: dispute.id, status: dispute.status, amount: dispute.amount } : null;
}
