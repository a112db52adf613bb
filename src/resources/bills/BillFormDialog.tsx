import { useRef, type ReactNode } from 'react';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import type { Bill } from '../../api/schema';
import { formatMoney } from '../../domain/amounts';
import { formatDate } from '../../domain/dates';
import { DialogForm, type SavedNotice } from '../../layout/dialogs/DialogForm';
import { useApplyWrittenRecord } from '../../providers/data/writtenRecord';
import { BillInputs } from './BillInputs';
import { NEW_BILL_LINE, billWrite } from './billWrite';
import { billPaths } from './paths';
import { billWriteAlso } from './billWrites';
import { serverToday } from '../../providers/serverToday';

type BillFormDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The draft to change; none: a new bill. */
  record?: Bill;
  /** A new bill's first values when they come from somewhere (an e-mailed invoice), and what to say about them. */
  prefill?: Record<string, unknown>;
  intro?: ReactNode;
};

/**
 * Record a bill, or change a draft: the lines editor in a wide dialog. A new bill opens its detail
 * page; its notice says when it may duplicate an earlier bill of the vendor, naming it.
 */
export const BillFormDialog = ({ open, onClose, record, prefill, intro }: BillFormDialogProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider();
  const navigate = useNavigate();
  const applyWritten = useApplyWrittenRecord();
  const saved = useRef<Bill | null>(null);
  const initial = record
    ? {
        ...record,
        lines: record.lines.map(({ description, quantity, unit_price, tax_rate_id, category_id, project_id }) => ({
          description,
          quantity,
          unit_price,
          tax_rate_id,
          category_id,
          project_id,
        })),
      }
    : { currency: 'AED', source: 'manual', invoice_date: serverToday(), lines: [NEW_BILL_LINE], ...prefill };
  const notice = (): SavedNotice => {
    const bill = saved.current;
    const named = {
      number: bill?.invoice_number ?? '',
      vendor: bill?.vendor_name ?? '',
      amount: bill ? formatMoney(bill.total, bill.currency, locale) : '',
    };
    if (record) return { notice: 'bill_updated', args: named };
    if (bill?.duplicate_of)
      return {
        notice: 'bill_created_duplicate',
        args: { ...named, first: bill.duplicate_of.invoice_number, date: formatDate(bill.duplicate_of.invoice_date, 'date', locale) },
      };
    return { notice: 'bill_created', args: named };
  };
  return (
    <DialogForm
      open={open}
      onClose={onClose}
      wide
      title={translate(record ? 'resources.bills.edit_title' : 'resources.bills.create_title', { number: record?.invoice_number ?? '' })}
      record={initial}
      onSubmit={async (values) => {
        const data = { ...billWrite(values), ...(prefill?.mailbox_item_id ? { mailbox_item_id: Number(prefill.mailbox_item_id) } : {}) };
        if (record) {
          saved.current = (await dataProvider.update<Bill>('bills', { id: record.id, data, previousData: record })).data;
          applyWritten('bills', saved.current, billWriteAlso());
        } else {
          saved.current = (await dataProvider.create<Bill>('bills', { data })).data;
          navigate(billPaths.detail(saved.current.id));
        }
      }}
      successNotice={notice}
    >
      {intro}
      <BillInputs recordId={record?.id} />
    </DialogForm>
  );
};
