import { ListCreateButton } from '../../layout/lists/ListCreateButton';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { Box, Tab, Tabs } from '@mui/material';
import {
  ExportButton,
  FilterButton,
  List,
  NumberInput,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TopToolbar,
  useListContext,
  useTranslate,
  type Exporter,
  type Validator,
} from 'react-admin';
import type { Bill } from '../../api/schema';
import { hasPaymentInFlight } from '../../domain/billLifecycle';
import { BILL_APPROVAL_STATUSES, BILL_PAYMENT_STATUSES } from '../../domain/contractLists';
import { exportDay } from '../../domain/dates';
import { MountedOnceOpened } from '../../layout/dialogs/MountedOnceOpened';
import { useCreateDialog } from '../../layout/dialogs/useCreateDialog';
import { DayInput } from '../../layout/inputs/DayInput';
import { PeriodPresetInput } from '../../layout/inputs/PeriodPresetInput';
import { downloadCsv } from '../../layout/exports/downloadCsv';
import { ListPagination } from '../../layout/ListPagination';
import { lazyView, usePreloadWhenIdle } from '../../layout/navigation/lazyView';
import { useListQueryProps } from '../../layout/lists/listQuery';
import { useFilterUpdate } from '../../layout/lists/useFilterUpdate';
import { ListTotalInBase } from '../../layout/lists/ListTotalInBase';
import { BillsDueStrip } from './BillsDueStrip';
import { phoneFilters } from '../../layout/lists/phoneFilters';
import { useIsPhone } from '../../layout/lists/useIsPhone';
import { ListEmptyState } from '../../layout/states/ListEmptyState';
import { ListErrorState } from '../../layout/states/ListErrorState';
import { billListQuery, IN_FLIGHT_REFETCH_MS } from './listQuery';
import { BillTable, useBillPhoneRow, useDecidableRow } from './BillTable';

const notNegative: Validator = (value) => (typeof value === 'number' && value < 0 ? 'ra.validation.minValue' : undefined);
const yesNo = [
  { id: 1, name: 'resources.bills.yes' },
  { id: 0, name: 'resources.bills.no' },
];

/** Filters beside the tabs; keys map to `filters[...]` in resources.ts. */
const billFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="vendor_id" source="vendor_id" reference="counterparts" perPage={1000} sort={{ field: 'name', order: 'ASC' }}>
    <SelectInput optionText="name" label="resources.bills.fields.vendor_id" />
  </ReferenceInput>,
  <PeriodPresetInput
    key="due_period"
    source="due_period"
    fromSource="due_from"
    toSource="due_until"
    label="resources.bills.fields.due_period"
  />,
  <DayInput key="due_from" source="due_from" />,
  <DayInput key="due_until" source="due_until" />,
  <NumberInput key="total_from" source="total_from" step={0.01} validate={notNegative} />,
  <NumberInput key="total_to" source="total_to" step={0.01} validate={notNegative} />,
  <SelectInput key="overdue" source="overdue" choices={yesNo} />,
  <SelectInput key="is_on_hold" source="is_on_hold" choices={yesNo} />,
  <SelectInput key="is_void" source="is_void" choices={yesNo} />,
];

/** The CSV of the filtered list: one row per bill, amounts as numbers with their currency. */
const exportBills: Exporter<Bill> = (bills) =>
  downloadCsv(
    bills.map((bill) => ({
      id: String(bill.id),
      vendor: bill.vendor_name,
      invoice_number: bill.invoice_number,
      invoice_date: exportDay(bill.invoice_date),
      due_date: exportDay(bill.due_date),
      subtotal: bill.subtotal.toFixed(2),
      vat: bill.vat_total.toFixed(2),
      total: bill.total.toFixed(2),
      paid: bill.paid_amount.toFixed(2),
      currency: bill.currency,
      approval_status: bill.approval_status,
      payment_status: bill.payment_status,
      overdue: bill.is_overdue ? 'yes' : 'no',
      on_hold: bill.is_on_hold ? 'yes' : 'no',
      void: bill.is_void ? 'yes' : 'no',
      purchase_order: bill.purchase_order_number ?? '',
      source: bill.source,
    })),
    [
      'id',
      'vendor',
      'invoice_number',
      'invoice_date',
      'due_date',
      'subtotal',
      'vat',
      'total',
      'paid',
      'currency',
      'approval_status',
      'payment_status',
      'overdue',
      'on_hold',
      'void',
      'purchase_order',
      'source',
    ],
    'bills',
  );

const BillListActions = ({ onCreate }: { onCreate: () => void }) => {
  return (
    <TopToolbar>
      <FilterButton />
      <ListCreateButton resource="bills" label="resources.bills.create" onClick={onCreate} />
      <ExportButton />
    </TopToolbar>
  );
};

/** One row of status tabs (approval or payment) over the list's own filter of that field. */
const StatusTabs = ({ field, statuses }: { field: 'approval_status' | 'payment_status'; statuses: readonly string[] }) => {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const updateFilter = useFilterUpdate();
  const selected = (filterValues[field] as string[] | undefined)?.[0] ?? 'all';
  const family = field === 'approval_status' ? 'bill_approval' : 'bill_payment';
  return (
    <Tabs
      value={selected}
      // From the filter last written: a tab of the other row clicked just before keeps its choice.
      onChange={(_event, value: string) =>
        updateFilter(({ [field]: _removed, ...rest }) => (value === 'all' ? rest : { ...rest, [field]: [value] }))
      }
      variant="scrollable"
      allowScrollButtonsMobile
      aria-label={translate(`resources.bills.tabs.${field}`)}
      sx={{ minHeight: 40 }}
    >
      <Tab value="all" label={translate('resources.bills.tabs.all')} sx={{ minHeight: 40 }} />
      {statuses.map((status) => (
        <Tab key={status} value={status} label={translate(`spendboard.status.${family}.${status}`)} sx={{ minHeight: 40 }} />
      ))}
    </Tabs>
  );
};

/** The bill form and its line items: its own chunk, not on the way to the first row. */
const BillFormDialog = lazyView(async () => ({ default: (await import('./BillFormDialog')).BillFormDialog }));

/**
 * `/bills`: the company's bills by due date, 20 a page, with approval and payment tabs, search,
 * vendor, due-date and amount filters, bulk approve and reject, CSV export and a new bill
 * (`?action=create`). While a payment is on its way the list asks again every few seconds.
 */
const BillList = () => {
  const isPhone = useIsPhone();
  const phone = useBillPhoneRow();
  const createDialog = useCreateDialog();
  const decidable = useDecidableRow();
  usePreloadWhenIdle(BillFormDialog);
  const listProps = useListQueryProps(billListQuery, {
    refetchInterval: (query: { state: { data?: { data?: Bill[] } } }) =>
      hasPaymentInFlight(query.state.data?.data ?? []) ? IN_FLIGHT_REFETCH_MS : false,
  });
  return (
    <List
      {...listProps}
      filters={phoneFilters(billFilters, isPhone)}
      actions={<BillListActions onCreate={createDialog.show} />}
      exporter={exportBills}
      pagination={<ListPagination />}
      empty={<ListEmptyState icon={ReceiptLongOutlined} title="resources.bills.empty.title" message="resources.bills.empty.message" />}
      error={<ListErrorState />}
    >
      {/* width 0 + min-width 100%: the tab rows never widen the list (they scroll instead) on a phone. */}
      <Box sx={{ borderBottom: 1, borderColor: 'divider', width: 0, minWidth: '100%' }}>
        <StatusTabs field="approval_status" statuses={BILL_APPROVAL_STATUSES} />
        <StatusTabs field="payment_status" statuses={BILL_PAYMENT_STATUSES} />
      </Box>
      <BillsDueStrip />
      <ListTotalInBase records="bills" />
      <BillTable phone={phone} decidable={decidable} />
      <MountedOnceOpened open={createDialog.open}>
        <BillFormDialog open={createDialog.open} onClose={createDialog.close} />
      </MountedOnceOpened>
    </List>
  );
};

export default BillList;
