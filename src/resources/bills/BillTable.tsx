import { Chip, Stack } from '@mui/material';
import { DataTable, useGetIdentity, useListContext, useTranslate } from 'react-admin';
import type { Bill } from '../../api/schema';
import { isOwnBill } from '../../domain/billLifecycle';
import { formatDate } from '../../domain/dates';
import { ResponsiveDataTable, type PhoneRow } from '../../layout/lists/ResponsiveDataTable';
import { RowLink } from '../../layout/lists/RowLink';
import { AMOUNT_CELL, Money } from '../../layout/Money';
import { StatusChip } from '../../layout/StatusChip';
import { usePermission } from '../../providers/access/usePermissions';
import { BillBulkDecisions } from './BillBulkDecisions';
import { billPaths } from './paths';

const Column = DataTable.Col<Bill>;

/** The first cell: a link to the bill's page. */
const BillRowLink = ({ bill }: { bill: Bill }) => {
  const translate = useTranslate();
  return (
    <RowLink
      to={billPaths.detail(bill.id)}
      aria-label={translate('resources.bills.open', { number: bill.invoice_number, vendor: bill.vendor_name })}
    >
      {bill.invoice_number}
    </RowLink>
  );
};

/** Overdue, on hold, void and possible duplicate, as small chips. */
export const BillMarkers = ({ bill }: { bill: Bill }) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {bill.is_overdue && (
        <Chip
          sx={{ color: 'text.primary' }}
          size="small"
          color="error"
          variant="outlined"
          label={translate('resources.bills.markers.overdue')}
        />
      )}
      {bill.is_on_hold && (
        <Chip
          sx={{ color: 'text.primary' }}
          size="small"
          color="warning"
          variant="outlined"
          label={translate('resources.bills.markers.on_hold')}
        />
      )}
      {bill.is_void && (
        <Chip sx={{ color: 'text.primary' }} size="small" variant="outlined" label={translate('resources.bills.markers.void')} />
      )}
      {bill.duplicate_of && (
        <Chip
          sx={{ color: 'text.primary' }}
          size="small"
          color="warning"
          variant="outlined"
          label={translate('resources.bills.markers.duplicate')}
        />
      )}
    </Stack>
  );
};

export const useBillPhoneRow = (): PhoneRow<Bill> => {
  const translate = useTranslate();
  return {
    primaryText: (bill) => `${bill.vendor_name} · ${bill.invoice_number}`,
    secondaryText: (bill) =>
      `${formatDate(bill.due_date)} · ${translate(`spendboard.status.bill_approval.${bill.approval_status}`)} · ${translate(`spendboard.status.bill_payment.${bill.payment_status}`)}`,
    tertiaryText: (bill) => <Money amount={bill.total} currency={bill.currency} />,
  };
};

/** Rows a holder of `approve bills` may select for a bulk decision: pending ones they did not create or last change. */
export function useDecidableRow(): ((bill: Bill) => boolean) | null {
  const { identity } = useGetIdentity();
  const canAccess = usePermission('approve bills');
  if (!canAccess || identity?.id === undefined) return null;
  const userId = Number(identity.id);
  return (bill) => bill.approval_status === 'pending_approval' && !bill.is_void && !isOwnBill(bill, userId);
}

/**
 * The rows; the selection column shows only when a row of the page can be decided (a page of paid
 * bills has nothing to select).
 */
export const BillTable = ({ phone, decidable }: { phone: PhoneRow<Bill>; decidable: ((bill: Bill) => boolean) | null }) => {
  const { data = [] } = useListContext<Bill>();
  const selectable = decidable !== null && data.some(decidable);
  return (
    <ResponsiveDataTable<Bill>
      rowLink={(bill) => billPaths.detail(bill.id)}
      phone={phone}
      selection={
        selectable
          ? { isRowSelectable: decidable, actions: <BillBulkDecisions />, rowName: (bill) => `${bill.vendor_name}, ${bill.invoice_number}` }
          : undefined
      }
    >
      <Column source="invoice_number" render={(bill) => <BillRowLink bill={bill} />} />
      <Column source="vendor_name" />
      <Column source="invoice_date" render={(bill) => formatDate(bill.invoice_date)} />
      <Column source="due_date" render={(bill) => formatDate(bill.due_date)} />
      <Column source="total" render={(bill) => <Money amount={bill.total} currency={bill.currency} />} {...AMOUNT_CELL} />
      <Column source="approval_status" render={(bill) => <StatusChip family="bill_approval" status={bill.approval_status} />} />
      <Column source="payment_status" render={(bill) => <StatusChip family="bill_payment" status={bill.payment_status} />} />
      <Column source="markers" disableSort render={(bill) => <BillMarkers bill={bill} />} />
    </ResponsiveDataTable>
  );
};
