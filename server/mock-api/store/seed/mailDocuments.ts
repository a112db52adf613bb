import { classifyEmail } from '../../../../src/domain/emailClassification.ts';
import { groupByCompany } from '../groupByCompany.ts';
import type { StoredCounterpart, StoredMailboxItem, StoredMailDocument } from '../types.ts';
import type { SeedContext } from './seedContext.ts';

/** What vendors invoice for, by the position of the vendor: description and unit price (AED). */
const GOODS: readonly [string, number][] = [
  ['Office supplies', 145.5],
  ['Printer cartridges', 320],
  ['Cloud hosting, monthly', 2150],
  ['Courier services', 85.25],
  ['Catering for client meeting', 980],
  ['IT support hours', 275],
  ['Cleaning services', 1200],
  ['Stationery', 64.75],
];

/** Extra mailbox items per company added at `--scale large` (the fixed companies keep their 14). */
const LARGE_SCALE_ITEMS_PER_COMPANY = 20;

const DAY_MS = 86_400_000;
const dayOf = (iso: string, plusDays = 0) => new Date(Date.parse(iso) + plusDays * DAY_MS).toISOString().slice(0, 10);

/** The kind of the n-th e-mail of a company: mostly invoices, then receipts, statements and plain mail. */
function kindOf(index: number): StoredMailDocument['kind'] | 'plain' {
  const cycle = index % 7;
  if (cycle === 3) return 'receipt';
  if (cycle === 5) return 'statement';
  if (cycle === 6) return 'plain';
  return 'invoice';
}

function documentOf(
  item: StoredMailboxItem,
  vendor: StoredCounterpart,
  kind: StoredMailDocument['kind'],
  index: number,
): StoredMailDocument {
  const lines = Array.from({ length: 1 + (item.id % 3) }, (_, line) => {
    const [description, unitPrice] = GOODS[(index + line) % GOODS.length];
    return { description, quantity: 1 + ((item.id + line) % 4), unit_price: unitPrice };
  });
  const issued = dayOf(item.received_at, -1);
  const prefix = kind === 'invoice' ? 'INV' : kind === 'receipt' ? 'RCT' : 'SOA';
  return {
    kind,
    vendor_name: vendor.legal_name || vendor.name,
    vendor_trn: vendor.trn ?? '',
    number: `${prefix}-${issued.slice(0, 4)}-${String(item.id).padStart(5, '0')}`,
    issued_on: issued,
    due_on: kind === 'invoice' ? dayOf(item.received_at, (vendor.payment_terms_days ?? 30) - 1) : null,
    currency: 'AED',
    vat_rate: 5,
    lines,
  };
}

const WORDS: Record<StoredMailDocument['kind'], { subject: string; body: string }> = {
  invoice: { subject: 'Tax invoice', body: 'Please find attached our tax invoice. The amount due is payable by the due date shown.' },
  receipt: { subject: 'Payment receipt', body: 'Thank you for your payment. Please find attached the payment confirmation.' },
  statement: { subject: 'Statement of account', body: 'Please find attached your statement of account for the statement period.' },
};

/** An e-mail made from its document (or a plain notice), from the vendor's accounts address. */
function dress(item: StoredMailboxItem, vendor: StoredCounterpart, index: number): void {
  const kind = kindOf(index);
  item.from_name = vendor.name;
  item.from_email = vendor.emails[0] ?? item.from_email;
  if (kind === 'plain') {
    item.subject = `${vendor.name}: office hours during the UAE National Day holiday`;
    item.body = 'Our offices will be closed for the National Day holiday. Orders placed during the holiday ship on the next working day.';
    item.attachments = [];
    return;
  }
  const document = documentOf(item, vendor, kind, index);
  item.subject = `${WORDS[kind].subject} ${document.number} from ${vendor.name}`;
  item.body = `Dear Accounts team,\n\n${WORDS[kind].body}\n\n${kind === 'invoice' ? `Invoice number: ${document.number}\n` : ''}Regards,\n${vendor.name}`;
  item.attachments = [
    {
      id: 1,
      file_name: `${document.number}.pdf`,
      mime_type: 'application/pdf',
      size_bytes: 1800 + document.lines.length * 60,
      bytes: null,
      document,
    },
  ];
}

/**
 * Makes the seeded mailbox the company's real incoming mail, without the seeded faker (nothing seeded
 * before shifts): invoices, receipts and statements from its counterparts with PDF documents, and plain
 * notices; then the classification rules run on each, as on arrival, except every fourth e-mail, which
 * has not been through the rules yet (`POST mailbox/classify` runs them). At `--scale large` each
 * company also gets more mail.
 */
export function seedMailDocuments(ctx: SeedContext): void {
  const vendorsByCompany = groupByCompany(ctx.db.counterparts.filter((row) => row.status === 'active'));
  const rulesByCompany = groupByCompany(ctx.db.classifications);
  if (ctx.scale === 'large') addLargeScaleMail(ctx);
  const indexInCompany = new Map<string, number>();
  for (const item of ctx.db.mailbox) {
    const index = indexInCompany.get(item.company_id) ?? 0;
    indexInCompany.set(item.company_id, index + 1);
    const vendors = vendorsByCompany.get(item.company_id) ?? [];
    if (vendors.length > 0) dress(item, vendors[index % vendors.length], index);
    if (index % 4 === 3) continue;
    item.classification_id =
      classifyEmail({ from: item.from_email, subject: item.subject, body: item.body }, rulesByCompany.get(item.company_id) ?? [])?.id ??
      null;
  }
}

function addLargeScaleMail(ctx: SeedContext): void {
  for (const company of ctx.db.companies.slice(7)) {
    for (let index = 0; index < LARGE_SCALE_ITEMS_PER_COMPANY; index += 1) {
      const received = new Date(ctx.referenceDate.getTime() - (index + 1) * 0.9 * DAY_MS).toISOString();
      ctx.db.mailbox.push({
        id: ctx.nextId('mailbox'),
        company_id: company.id,
        subject: '',
        from_name: 'Accounts',
        from_email: 'accounts@example.com',
        body: '',
        received_at: received,
        read_at: index % 3 === 0 ? null : received,
        classification_id: null,
        attachments: [],
        bill_id: null,
      });
    }
  }
}
