import { Chip } from '@mui/material';
import { DataTable, List, useTranslate } from 'react-admin';
import type { components } from '../../api/schema';
import { ListPagination } from '../../layout/ListPagination';
import { ListErrorState } from '../../layout/states/ListErrorState';
import { displayAmount, displayFullName } from '../../domain/display';
import { formatDate } from '../../domain/dates';
import { DEFAULT_PAGE_SIZE } from '../../domain/layout';
import { expenseStatusChip } from '../../domain/statusColors';
import { maskCardNumber } from '../../domain/cards';
import { EmptyTab } from './EmptyTab';

type Expense = components['schemas']['Expense'];
const Column = DataTable.Col<Expense>;

const ExpenseStatusChip = ({ status }: { status: string }) => {
  const translate = useTranslate();
  const chip = expenseStatusChip(status);
  // §4 colour on the border; the text keeps the body colour for contrast.
  return <Chip size="small" variant="outlined" color={chip.color} label={chip.labelKey ? translate(chip.labelKey) : status} sx={{ color: 'text.primary' }} />;
};

type EntityExpensesProps = {
  /** `member_id` or `department_id`: sent as `filters[in][…][]`. */
  filterField: 'member_id' | 'department_id';
  id: string;
  emptyMessage: string;
};

/** The expenses of one person or department, with §4 status chips. */
export const EntityExpenses = ({ filterField, id, emptyMessage }: EntityExpensesProps) => (
  <List
    resource="expenses"
    filter={{ [filterField]: [id] }}
    perPage={DEFAULT_PAGE_SIZE}
    sort={{ field: 'spent_at', order: 'DESC' }}
    exporter={false}
    actions={false}
    disableSyncWithLocation
    title={false}
    pagination={<ListPagination />}
    empty={<EmptyTab message={emptyMessage} />}
    error={<ListErrorState />}
  >
    <DataTable<Expense> rowClick={false} bulkActionButtons={false}>
      <Column source="spent_at" label="spendboard.people.expenses.spent_at" render={(expense) => formatDate(expense.spent_at)} />
      <Column source="merchant" label="spendboard.people.expenses.merchant" />
      <Column
        source="member"
        disableSort
        label="spendboard.people.fields.name"
        render={(expense) => displayFullName(expense.member?.first_name, expense.member?.last_name)}
      />
      <Column source="card" disableSort label="spendboard.people.expenses.card" render={(expense) => (expense.card ? maskCardNumber(expense.card.number) : '-')} />
      <Column
        source="amount"
        label="spendboard.people.expenses.amount"
        render={(expense) => `${displayAmount(expense.amount)} ${expense.amount ? expense.currency : ''}`.trim()}
        sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
      />
      <Column source="status" label="spendboard.people.expenses.status" render={(expense) => <ExpenseStatusChip status={expense.status} />} />
    </DataTable>
  </List>
);
