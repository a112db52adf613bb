/**
 * The company's mailbox: e-mails with their attachments and the documents the mock renders from them.
 */
import type { components } from '../../../../src/api/schema.d.ts';

type Schemas = components['schemas'];
type Currency = Schemas['Currency'];

/** The facts of a document e-mailed to the company (an invoice, a receipt, a statement): its PDF is rendered from them. */
export interface StoredMailDocument {
  kind: 'invoice' | 'receipt' | 'statement';
  vendor_name: string;
  vendor_trn: string;
  number: string;
  issued_on: string;
  due_on: string | null;
  currency: Currency;
  /** Percent. */
  vat_rate: number;
  lines: { description: string; quantity: number; unit_price: number }[];
}

/** A file attached to a mailbox item: uploaded bytes, or a document the mock renders on read. */
export interface StoredMailAttachment {
  id: number;
  file_name: string;
  mime_type: string;
  size_bytes: number;
  bytes: Buffer | null;
  document: StoredMailDocument | null;
}

export interface StoredMailboxItem {
  id: number;
  company_id: string;
  subject: string;
  from_name: string;
  from_email: string;
  body: string;
  received_at: string;
  read_at: string | null;
  /** A classification of the company (the catalogue); null while unclassified. */
  classification_id: number | null;
  attachments: StoredMailAttachment[];
  /** The bill recorded from this e-mail (issue 13, invoice to bill); null while none. */
  bill_id: number | null;
}

/** Its tables of the store's database (`MockDatabase`, ../types.ts). */
export interface MailboxTables {
  mailbox: StoredMailboxItem[];
}

/** Its tables empty, for the seed to fill. */
export default function emptyTables(): MailboxTables {
  return {
    mailbox: [],
  };
}
