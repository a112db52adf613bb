import { currentAttachments, refuseAttachmentRemoval, refuseSupersede } from '../../../src/domain/billLifecycle.ts';
import { contentTypeOf, isAllowedFileName, parseAllowedFileFormats, UPLOAD_MAX_BYTES } from '../../../src/domain/fileFormats.ts';
import { notFound, validationFailed } from '../http/errors.ts';
import { attachmentRefusalMessage, billActor, recordBillActivity, refuseLockedBill } from '../policy/bills.ts';
import { SHARED_CONFIG } from '../store/sharedConfig.ts';
import type { StoredBill } from '../store/types.ts';
import type { Actor } from './actor.ts';

export type UploadedFile = { fieldname: string; originalname: string; size: number; buffer: Buffer };

const MAX_ATTACHMENTS = 10;

/**
 * Adds a file to a bill, or a new version of one of its files (`supersedes`: the old one stays in
 * the list and the trail, marked replaced). 422 on `file` or `supersedes`, nothing changed.
 */
export function attachBillFile(actor: Actor, row: StoredBill, file: UploadedFile | undefined, supersedes: unknown): void {
  if (row.is_void) throw validationFailed({ file: [`Bill ${row.invoice_number} is void; it can no longer change.`] });
  refuseLockedBill(actor.db, row, 'changed');
  const formats = parseAllowedFileFormats(SHARED_CONFIG.allowed_file_extensions);
  if (!file) throw validationFailed({ file: ['Choose the file.'] });
  if (!isAllowedFileName(file.originalname, formats))
    throw validationFailed({ file: [`The file must be of type: ${formats.join(', ')}.`] });
  if (file.size > UPLOAD_MAX_BYTES) throw validationFailed({ file: ['The file may not be greater than 5 MB.'] });
  const replaced = supersedes === undefined ? null : Number(supersedes);
  if (replaced !== null) {
    const refusal = refuseSupersede(row, row.attachments, replaced);
    if (refusal) throw validationFailed({ supersedes: [attachmentRefusalMessage(row, refusal)] });
  } else if (currentAttachments(row.attachments).length >= MAX_ATTACHMENTS)
    throw validationFailed({ file: [`A bill may have at most ${MAX_ATTACHMENTS} files.`] });
  const now = actor.store.now().toISOString();
  const by = billActor(actor.user).name;
  const id = Math.max(0, ...row.attachments.map((attachment) => attachment.id)) + 1;
  row.attachments.push({
    id,
    file_name: file.originalname,
    content_type: contentTypeOf(file.originalname),
    size: file.size,
    uploaded_at: now,
    uploaded_by: by,
    superseded_at: null,
    superseded_by: null,
    replaced_by_id: null,
    bytes: file.buffer,
  });
  row.updated_at = now;
  const old = replaced === null ? undefined : row.attachments.find((attachment) => attachment.id === replaced);
  if (old) {
    // The old version stays in the list and the trail, marked with who replaced it, when and by which file.
    Object.assign(old, { superseded_at: now, superseded_by: by, replaced_by_id: id });
    recordBillActivity(row, 'attachment_superseded', by, `${old.file_name} → ${file.originalname}`, now);
  } else recordBillActivity(row, 'attachment_added', by, file.originalname, now);
}

/** Removes a file of a bill that may still change (404 for no such file, 422 otherwise). */
export function removeBillAttachment(actor: Actor, row: StoredBill, attachmentId: number): void {
  const attachment = row.attachments.find((candidate) => candidate.id === attachmentId);
  if (!attachment) throw notFound('This attachment was not found on this bill.');
  const refusal = refuseAttachmentRemoval(row);
  if (refusal) throw validationFailed({ file: [attachmentRefusalMessage(row, refusal)] });
  refuseLockedBill(actor.db, row, 'changed');
  row.attachments.splice(row.attachments.indexOf(attachment), 1);
  const now = actor.store.now().toISOString();
  row.updated_at = now;
  recordBillActivity(row, 'attachment_removed', billActor(actor.user).name, attachment.file_name, now);
}
