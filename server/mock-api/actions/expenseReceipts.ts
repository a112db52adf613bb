import { contentTypeOf, isAllowedFileName, parseAllowedFileFormats, UPLOAD_MAX_BYTES } from '../../../src/domain/fileFormats.ts';
import { forbidden, notFound, validationFailed } from '../http/errors.ts';
import { actorName, recordExpenseActivity, refuseLockedExpense } from '../policy/expenses.ts';
import { isPermitted, personOfAccount } from '../policy/permissions.ts';
import { SHARED_CONFIG } from '../store/sharedConfig.ts';
import type { StoredExpense } from '../store/types.ts';
import type { Actor } from './actor.ts';
import type { UploadedFile } from './billAttachments.ts';

/** The spender, or a holder of `update expenses`, may change an expense's receipt (403 otherwise); never in a locked period. */
function refuseReceiptChange({ db, user, company }: Actor, expense: StoredExpense): void {
  const isSpender = personOfAccount(db, user, company.id)?.id === expense.member_id;
  if (!isSpender && !isPermitted(db, user, company.id, 'update expenses'))
    throw forbidden('You do not have permission to update expenses.');
  refuseLockedExpense(db, expense);
}

/** Sets or replaces the expense's receipt (422 on `receipt` for a missing, wrong or too large file); the trail records it. */
export function attachReceipt(actor: Actor, expense: StoredExpense, file: UploadedFile | undefined): void {
  refuseReceiptChange(actor, expense);
  const formats = parseAllowedFileFormats(SHARED_CONFIG.allowed_file_extensions);
  if (!file) throw validationFailed({ receipt: ['Choose the receipt file.'] });
  if (!isAllowedFileName(file.originalname, formats))
    throw validationFailed({ receipt: [`The receipt must be a file of type: ${formats.join(', ')}.`] });
  if (file.size > UPLOAD_MAX_BYTES) throw validationFailed({ receipt: ['The receipt may not be greater than 5 MB.'] });
  const replaced = expense.receipt !== null;
  const now = actor.store.now();
  expense.receipt = {
    file_name: file.originalname,
    content_type: contentTypeOf(file.originalname),
    size: file.size,
    uploaded_at: now.toISOString(),
    bytes: file.buffer,
  };
  recordExpenseActivity(
    actor.db,
    {
      expense_id: expense.id,
      kind: 'receipt',
      actor: actorName(actor.user),
      changes: [{ field: 'receipt', from: replaced ? 'replaced' : null, to: file.originalname }],
      text: file.originalname,
    },
    now,
  );
}

/** Removes the expense's receipt (404 when it has none); the trail records it. */
export function removeReceipt(actor: Actor, expense: StoredExpense): void {
  refuseReceiptChange(actor, expense);
  if (!expense.receipt) throw notFound('This expense has no receipt.');
  const removed = expense.receipt.file_name;
  expense.receipt = null;
  recordExpenseActivity(
    actor.db,
    {
      expense_id: expense.id,
      kind: 'receipt',
      actor: actorName(actor.user),
      changes: [{ field: 'receipt', from: removed, to: null }],
      text: removed,
    },
    actor.store.now(),
  );
}
