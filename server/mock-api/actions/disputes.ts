import type { DisputeWrite } from '../../../src/api/schema.d.ts';
import { DISPUTE_MAX_FILES, isDisputeEditable, isWithinDisputeWindow, needsDisputeFile } from '../../../src/domain/disputes.ts';
import { contentTypeOf, parseAllowedFileFormats, uploadProblem } from '../../../src/domain/fileFormats.ts';
import { findOwned } from '../auth/guards.ts';
import { notFound, rejectInvalid, validationFailed } from '../http/errors.ts';
import { companyExpense, disputeFields, disputeWriteErrors, settleDisputes } from '../policy/disputes.ts';
import { SHARED_CONFIG } from '../store/sharedConfig.ts';
import type { StoredDispute } from '../store/types.ts';
import type { Actor } from './actor.ts';
import type { UploadedFile } from './billAttachments.ts';

/** Brings disputes of the company up to date on the mock's clock (the bank decides after a while). */
export function settleCompanyDisputes(actor: Actor, rows: readonly StoredDispute[]): void {
  settleDisputes(actor.db, actor.company, rows, actor.store.now());
}

/** The company's dispute (404 otherwise), brought up to date by the mock's clock. */
export function ownedDispute(actor: Actor, id: string): StoredDispute {
  const row = findOwned(actor.db.disputes, id, actor.company.id);
  settleCompanyDisputes(actor, [row]);
  return row;
}

/** Only an unsubmitted dispute changes (422 on `status` otherwise). */
export function editableDispute(actor: Actor, id: string): StoredDispute {
  const row = ownedDispute(actor, id);
  if (!isDisputeEditable(row.status))
    throw validationFailed({ status: [`A ${row.status} dispute can no longer change: nothing is edited after submission.`] });
  return row;
}

/** A new unsubmitted dispute of a card expense of the company, within its window on the mock's clock (422 naming the field). */
export function openDispute(actor: Actor, body: DisputeWrite): StoredDispute {
  const { db, company, user, store } = actor;
  const now = store.now();
  rejectInvalid(disputeWriteErrors(db, company.id, body, now));
  const row: StoredDispute = {
    id: store.nextId(db.disputes),
    company_id: company.id,
    expense_id: body.expense_id,
    ...disputeFields(body),
    files: [],
    status: 'unsubmitted',
    created_at: now.toISOString(),
    created_by: `${user.first_name} ${user.last_name}`,
    submitted_at: null,
    decided_at: null,
    credited_amount: null,
  };
  db.disputes.push(row);
  return row;
}

/** Changes an unsubmitted dispute (422 naming the field). */
export function changeDispute(actor: Actor, row: StoredDispute, body: DisputeWrite): void {
  rejectInvalid(disputeWriteErrors(actor.db, actor.company.id, body, actor.store.now(), row));
  Object.assign(row, disputeFields(body));
}

/** Submits an unsubmitted dispute within the 60 days of its transaction (the mock's clock), with a file where its reason needs one. */
export function submitDispute(actor: Actor, row: StoredDispute): void {
  if (row.status !== 'unsubmitted') throw validationFailed({ status: [`A dispute that is ${row.status} cannot become submitted.`] });
  const expense = companyExpense(actor.db, actor.company.id, row.expense_id);
  const now = actor.store.now();
  if (expense && !isWithinDisputeWindow(expense.spent_at, now))
    throw validationFailed({ status: ['The 60 days to dispute this transaction have passed.'] });
  if (needsDisputeFile(row.reason) && row.files.length === 0)
    throw validationFailed({
      files: ['A dispute for goods not as described needs a file (a photo, the description) before it is submitted.'],
    });
  row.status = 'submitted';
  row.submitted_at = now.toISOString();
}

/** Adds an evidence file to an unsubmitted dispute (422 on `file`: missing, wrong type, too large, too many). */
export function addDisputeFile(actor: Actor, row: StoredDispute, file: UploadedFile | undefined): void {
  if (!file) throw validationFailed({ file: ['Choose the file.'] });
  const formats = parseAllowedFileFormats(SHARED_CONFIG.allowed_file_extensions);
  const problem = uploadProblem({ name: file.originalname, size: file.size }, formats);
  if (problem === 'wrong_type') throw validationFailed({ file: [`The file must be of type: ${formats.join(', ')}.`] });
  if (problem === 'too_large') throw validationFailed({ file: ['The file may not be greater than 5 MB.'] });
  if (row.files.length >= DISPUTE_MAX_FILES) throw validationFailed({ file: [`A dispute may have at most ${DISPUTE_MAX_FILES} files.`] });
  row.files.push({
    id: Math.max(0, ...row.files.map((candidate) => candidate.id)) + 1,
    file_name: file.originalname,
    content_type: contentTypeOf(file.originalname),
    size: file.size,
    uploaded_at: actor.store.now().toISOString(),
    bytes: file.buffer,
  });
}

/** Removes an evidence file of an unsubmitted dispute (404 for an unknown file, 422 once submitted). */
export function removeDisputeFile(row: StoredDispute, fileId: number): void {
  const file = row.files.find((candidate) => candidate.id === fileId);
  if (!file) throw notFound('This file was not found on this dispute.');
  if (!isDisputeEditable(row.status)) throw validationFailed({ status: [`A ${row.status} dispute can no longer change.`] });
  row.files.splice(row.files.indexOf(file), 1);
}
