import { useState } from 'react';
import { Alert, Button, Link as MuiLink } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useCanAccess, useDataProvider, useGetOne, useTranslate } from 'react-admin';
import type { Bill, Counterpart, MailboxItem, TaxRate } from '../../api/schema';
import { readFieldNames, readInvoiceFields, type InvoiceFields } from '../../domain/invoiceFields';
import { normalizeTrn } from '../../domain/uaeIdentifiers';
import { useErrorDialog } from '../../layout/dialogs/ErrorDialog';
import { extractPdfText } from '../../layout/files/renderPdfPages';
import { companyQueryKey } from '../../providers/data/queryKeys';
import { useAppDataProvider } from '../../providers/data/useAppDataProvider';
import { BillFormDialog } from '../bills/BillFormDialog';
import { billPaths } from '../bills/paths';
import { OPTIONS_PAGE } from '../../domain/optionLists';

type Reading = { fields: InvoiceFields; values: Record<string, unknown>; vendorBy: 'trn' | 'sender' | null; fileName: string };

/** The bill this e-mail produced, as a link to it. */
const ProducedBill = ({ billId }: { billId: number }) => {
  const translate = useTranslate();
  const { data: bill } = useGetOne<Bill>('bills', { id: billId });
  return (
    <Alert severity="success" role="status">
      {translate('spendboard.mailbox.bill.produced')}{' '}
      <MuiLink component={Link} to={billPaths.detail(billId)}>
        {bill ? `${bill.invoice_number} · ${bill.vendor_name}` : `#${billId}`}
      </MuiLink>
    </Alert>
  );
};

/** What was read from the document and what was not, above the form the person checks. */
const ReadingNote = ({ reading }: { reading: Reading }) => {
  const translate = useTranslate();
  const read = readFieldNames(reading.fields).map((field) => translate(`spendboard.mailbox.bill.fields.${field}`));
  const vendor = reading.vendorBy
    ? translate(`spendboard.mailbox.bill.vendor_by.${reading.vendorBy}`)
    : translate('spendboard.mailbox.bill.vendor_unknown');
  return (
    <Alert severity={read.length === 0 ? 'warning' : 'info'} role="status">
      {read.length === 0
        ? translate('spendboard.mailbox.bill.nothing_read', { file: reading.fileName })
        : translate('spendboard.mailbox.bill.read', { file: reading.fileName, fields: read.join(', ') })}{' '}
      {vendor}
    </Alert>
  );
};

/**
 * "Create bill" on an e-mail with a PDF invoice: pdf.js reads the document's text, the invoice's
 * fields are found in it (`src/domain/invoiceFields.ts`), the vendor is matched by TRN, else by the
 * sender's address, and the bill form opens pre-filled, saying what was read; the person checks and
 * saves. The bill keeps the e-mail's attachment and the e-mail then names the bill.
 */
export const CreateBillFromEmail = ({ item }: { item: MailboxItem }) => {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const appData = useAppDataProvider();
  const dataProvider = useDataProvider();
  const showError = useErrorDialog();
  const { canAccess } = useCanAccess({ resource: 'bills', action: 'create' });
  const [reading, setReading] = useState<Reading | null>(null);
  const [busy, setBusy] = useState(false);
  if (item.bill_id !== null) return <ProducedBill billId={item.bill_id} />;
  const pdf = item.attachments.find((attachment) => attachment.mime_type === 'application/pdf');
  if (!canAccess || !pdf) return null;

  const read = async () => {
    setBusy(true);
    try {
      const file = await queryClient.fetchQuery({
        queryKey: companyQueryKey('mailbox-attachment', item.id, pdf.id),
        queryFn: () => appData.mailboxAttachment(item.id, pdf.id),
        staleTime: Infinity,
      });
      const fields = readInvoiceFields(await extractPdfText(file).catch(() => ''));
      const all = { pagination: OPTIONS_PAGE, sort: { field: 'name', order: 'ASC' as const }, filter: { status: 'active' } };
      const [{ data: vendors }, { data: rates }] = await Promise.all([
        dataProvider.getList<Counterpart>('counterparts', all),
        dataProvider.getList<TaxRate>('tax-rates', all),
      ]);
      const byTrn = fields.trn ? vendors.find((vendor) => vendor.trn && normalizeTrn(vendor.trn) === fields.trn) : undefined;
      const bySender = vendors.find((vendor) => vendor.emails.some((email) => email.toLowerCase() === item.from_email.toLowerCase()));
      const vendor = byTrn ?? bySender;
      const rate = rates.find((candidate) => (fields.vat ? candidate.type === 'standard' : candidate.type === 'zero_rated')) ?? rates[0];
      const net = fields.subtotal ?? (fields.total !== null && fields.vat !== null ? fields.total - fields.vat : fields.total);
      setReading({
        fields,
        fileName: pdf.file_name,
        vendorBy: byTrn ? 'trn' : bySender ? 'sender' : null,
        values: {
          vendor_id: vendor?.id,
          invoice_number: fields.invoice_number ?? '',
          ...(fields.invoice_date ? { invoice_date: fields.invoice_date } : {}),
          due_date: fields.due_date ?? undefined,
          source: 'mailbox',
          mailbox_item_id: item.id,
          notes: item.subject,
          lines: [
            {
              description: fields.invoice_number ? `Invoice ${fields.invoice_number}` : item.subject.slice(0, 200),
              quantity: 1,
              unit_price: net ?? undefined,
              tax_rate_id: rate?.id,
              category_id: vendor?.default_category_id ?? null,
              project_id: null,
            },
          ],
        },
      });
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="contained" disabled={busy} onClick={() => void read()}>
        {translate(busy ? 'spendboard.mailbox.bill.reading' : 'spendboard.mailbox.bill.create')}
      </Button>
      {reading && (
        <BillFormDialog open onClose={() => setReading(null)} prefill={reading.values} intro={<ReadingNote reading={reading} />} />
      )}
    </>
  );
};
