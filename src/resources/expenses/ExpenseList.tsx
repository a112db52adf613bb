import { ListCreateButton } from '../../layout/lists/ListCreateButton';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { ExportButton, FilterButton, List, TopToolbar, useGetIdentity, type Exporter } from 'react-admin';
import type { Expense } from '../../api/schema';
import { exportDay, formatDate } from '../../domain/dates';
import { expenseStepTo } from '../../domain/expenseLifecycle';
import { MountedOnceOpened } from '../../layout/dialogs/MountedOnceOpened';
import { useCreateDialog } from '../../layout/dialogs/useCreateDialog';
import { lazyView, usePreloadWhenIdle } from '../../layout/navigation/lazyView';
import { usePermission } from '../../providers/access/usePermissions';
import { displayFullName } from '../../domain/display';
import { useListQueryProps } from '../../layout/lists/listQuery';
import { downloadCsv } from '../../layout/exports/downloadCsv';
import { ListPagination } from '../../layout/ListPagination';
import { ResponsiveDataTable } from '../../layout/lists/ResponsiveDataTable';
import { ListTotalInBase } from '../../layout/lists/ListTotalInBase';
import { phoneFilters } from '../../layout/lists/phoneFilters';
import { useIsPhone } from '../../layout/lists/useIsPhone';
import { ListEmptyState } from '../../layout/states/ListEmptyState';
import { ListErrorState } from '../../layout/states/ListErrorState';
import { EXPENSE_COLUMNS, ExpenseDrawer, useExpensePhoneRow, useExpenseRowLink, type ExpenseListColumn } from '../shared/expenses';
import { ExpenseBulkDecisions } from './ExpenseBulkDecisions';
import { expenseFilters } from './expenseFilters';
import { expenseListQuery } from './listQuery';

/** The create dialog and its receipt upload (react-dropzone): its own chunk, not on the way to the first row. */
const ExpenseCreateDialog = lazyView(() => import('./ExpenseCreateDialog'));

const COLUMNS: readonly ExpenseListColumn[] = ['spent_at', 'merchant', 'member', 'card', 'category', 'amount', 'status', 'markers'];

/** The CSV of the filtered list: one row per expense, amounts as numbers with their currency. */
const exportExpenses: Exporter<Expense> = (expenses) =>
  downloadCsv(
    expenses.map((expense) => ({
      id: String(expense.id),
      date: exportDay(expense.spent_at),
      merchant: expense.merchant,
      description: expense.description,
      person: displayFullName(expense.member?.first_name, expense.member?.last_name),
      card_last4: expense.card ? expense.card.number.slice(-4) : '',
      category: expense.category,
      category_id: expense.category_id === null ? '' : String(expense.category_id),
      vat_amount: expense.vat_amount === null ? '' : expense.vat_amount.toFixed(2),
      receipt: expense.receipt ? expense.receipt.file_name : '',
      amount: expense.amount.toFixed(2),
      currency: expense.currency,
      status: expense.status,
    })),
    [
      'id',
      'date',
      'merchant',
      'description',
      'person',
      'card_last4',
      'category',
      'category_id',
      'amount',
      'vat_amount',
      'currency',
      'status',
      'receipt',
    ],
    'expenses',
  );

const ExpenseListActions = ({ onCreate }: { onCreate: () => void }) => {
  return (
    <TopToolbar>
      <FilterButton />
      <ListCreateButton resource="expenses" label="spendboard.expenses.create.button" onClick={onCreate} />
      <ExportButton />
    </TopToolbar>
  );
};

/**
 * Rows a holder of `approve expenses` may select for a bulk decision: those with an approve step
 * that someone else spent (nobody decides their own).
 */
function useDecidableRow(): ((expense: Expense) => boolean) | null {
  const { identity } = useGetIdentity();
  const canAccess = usePermission('approve expenses');
  if (!canAccess) return null;
  const email = String(identity?.email ?? '').toLowerCase();
  return (expense) => expenseStepTo(expense.status, 'approve') !== null && expense.member?.email?.toLowerCase() !== email;
}

/**
 * `/expenses`: every expense of the active company, newest first, 20 a page, within the days that
 * start as one month ago → today (§9); filters follow the URL; a row opens the expense in the drawer.
 */
const ExpenseList = () => {
  const isPhone = useIsPhone();
  const rowLink = useExpenseRowLink();
  const phone = useExpensePhoneRow();
  const createDialog = useCreateDialog();
  const decidable = useDecidableRow();
  const listProps = useListQueryProps(expenseListQuery);
  usePreloadWhenIdle(ExpenseCreateDialog);
  return (
    <List
      {...listProps}
      filters={phoneFilters(expenseFilters, isPhone)}
      actions={<ExpenseListActions onCreate={createDialog.show} />}
      exporter={exportExpenses}
      pagination={<ListPagination />}
      empty={
        <ListEmptyState icon={ReceiptLongOutlined} title="resources.expenses.empty.title" message="resources.expenses.empty.message" />
      }
      error={<ListErrorState />}
    >
      <ListTotalInBase />
      <ResponsiveDataTable<Expense>
        rowLink={rowLink}
        phone={phone}
        selection={
          decidable
            ? {
                isRowSelectable: decidable,
                actions: <ExpenseBulkDecisions />,
                rowName: (expense) => `${formatDate(expense.spent_at)}, ${expense.merchant}`,
              }
            : undefined
        }
      >
        {COLUMNS.map((column) => EXPENSE_COLUMNS[column])}
      </ResponsiveDataTable>
      <ExpenseDrawer />
      <MountedOnceOpened open={createDialog.open}>
        <ExpenseCreateDialog open={createDialog.open} onClose={createDialog.close} />
      </MountedOnceOpened>
    </List>
  );
};

export default ExpenseList;
