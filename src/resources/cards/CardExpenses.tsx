import { Chip, Typography } from '@mui/material';
import { DataTable, List, useTranslate } from 'react-admin';
import type { components } from '../../api/schema';
import { ListPagination } from '../../layout/ListPagination';
import { ListErrorState } from '../../layout/states/ListErrorState';
import { displayAmount, displayFullName } from '../../domain/display';
import { formatDate } from '../../domain/dates';
import { DEFAULT_PAGE_SIZE } from '../../domain/layout';
import { expenseStatusChip } from '../../domain/statusColors';

type Expense = components['schemas']['Expense'];
const Column = DataTable.Col<Expense>;

const ExpenseStatusChip = ({ status }: { status: string }) => {
  const translate = useTranslate();
  const chip = expenseStatusChip(status);
  return <Chip size="small" color={chip.color} label={chip.labelKey ? translate(chip.labelKey) : status} />;
};

const NoExpenses = () => {
  const translate = useTranslate();
  return (
    <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
      {translate('spendboard.cards.expenses.empty')}
    </Typography>
  );
};

/** Expenses tab: the card's expenses (`filters[in][card_id][]`), newest first, §4 status chips. */
export const CardExpenses = ({ cardId }: { cardId: number }) => (
  <List
    resource="expenses"
    filter={{ card_id: [String(cardId)] }}
    perPage={DEFAULT_PAGE_SIZE}
    sort={{ field: 'spent_at', order: 'DESC' }}
    exporter={false}
    actions={false}
    disableSyncWithLocation
    title={false}
    pagination={<ListPagination />}
    empty={<NoExpenses />}
    error={<ListErrorState />}
  >
    <DataTable<Expense> rowClick={false} bulkActionButtons={false}>
      <Column source="spent_at" label="spendboard.cards.expenses.spent_at" render={(expense) => formatDate(expense.spent_at)} />
      <Column source="merchant" label="spendboard.cards.expenses.merchant" />
      <Column
        source="member"
        disableSort
        label="spendboard.cards.fields.holder"
        render={(expense) => displayFullName(expense.member?.first_name, expense.member?.last_name)}
      />
      <Column
        source="amount"
        label="spendboard.cards.expenses.amount"
        render={(expense) => `${displayAmount(expense.amount)} ${expense.amount ? expense.currency : ''}`.trim()}
        sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
      />
      <Column source="status" label="spendboard.cards.expenses.status" render={(expense) => <ExpenseStatusChip status={expense.status} />} />
    </DataTable>
  </List>
);
