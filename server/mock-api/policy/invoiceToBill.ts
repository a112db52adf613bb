import type { BillWrite } from '../../../src/api/schema.d.ts';
import type { FieldErrors } from '../http/errors.ts';
import type { MockDatabase, StoredBill, StoredMailboxItem } from '../store/types.ts';
import { renderedMailDocument } from './documents.ts';

/** The e-mail a new bill comes from, when the write names one. */
export function sourceEmail(db: MockDatabase, companyId: string, body: BillWrite): StoredMailboxItem | undefined {
  if (body.mailbox_item_id === undefined || body.mailbox_item_id === null) return undefined;
  return db.mailbox.find((item) => item.id === body.mailbox_item_id && item.company_id === companyId);
}

/** Field errors of a bill recorded from an e-mail: the company's e-mail, not billed yet, with `source: mailbox`. */
export function sourceEmailErrors(db: MockDatabase, companyId: string, body: BillWrite): FieldErrors {
  if (body.mailbox_item_id === undefined || body.mailbox_item_id === null) return {};
  const item = sourceEmail(db, companyId, body);
  if (!item) return { mailbox_item_id: ["The e-mail is not in this company's mailbox."] };
  if (item.bill_id !== null) {
    const bill = db.bills.find((row) => row.id === item.bill_id);
    return { mailbox_item_id: [`This e-mail already produced bill ${bill?.invoice_number ?? `#${item.bill_id}`}.`] };
  }
  if (body.source !== 'mailbox') return { source: ['A bill recorded from an e-mail has the source mailbox.'] };
  return {};
}

/** The new bill keeps the e-mail's files (a seeded document is rendered once, now) and the e-mail names the bill. */
export function linkBillToEmail(bill: StoredBill, item: StoredMailboxItem, by: string, at: string): void {
  bill.attachments = item.attachments.map((attachment, index) => {
    const bytes = attachment.bytes ?? (attachment.document ? renderedMailDocument(attachment.document) : Buffer.alloc(0));
    return {
      id: index + 1,
      file_name: attachment.file_name,
      content_type: attachment.mime_type,
      size: bytes.length,
      uploaded_at: at,
      uploaded_by: by,
      superseded_at: null,
      superseded_by: null,
      replaced_by_id: null,
      bytes,
    };
  });
  item.bill_id = bill.id;
}
