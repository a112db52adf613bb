import { useState, type ReactElement } from 'react';
import { Alert, Paper, Typography } from '@mui/material';
import { DataTable, List, useListContext, useLocation, useTranslate } from 'react-admin';
import { ResponsiveDataTable } from '../../../layout/lists/ResponsiveDataTable';
import { DayInput } from '../../../layout/inputs/DayInput';
import type { components } from '../../../api/schema';
import { ListPagination } from '../../../layout/ListPagination';
import { ListErrorState } from '../../../layout/states/ListErrorState';
import { maskCardNumber } from '../../../domain/cards';
import { defaultExpenseDateRange, formatDate, isReversedRange } from '../../../domain/dates';
import { displayFullName } from '../../../domain/display';
import { expenseTabColumns, type ExpenseColumn, type ExpenseOwnerField } from '../../../domain/expenseTabs';
import { DEFAULT_PAGE_SIZE } from '../../../domain/layout';
import { StatusChip } from '../../../layout/StatusChip';
import { statusChip } from '../../../domain/statusColors';
import { AMOUNT_CELL, Money } from '../../../layout/Money';
import { RowLink } from '../../../layout/lists/RowLink';
import { ExpenseDrawer, expenseLink } from './ExpenseDrawer';
import { ExpensesSpentTotal } from './ExpensesSpentTotal';

type Expense = components['schemas']['Expense'];
const Column = DataTable.Col<Expense>;

/** react-admin filter keys of the spending-day range (`filters[date_min|date_max][spent_at]`, resources.ts). */
const FROM = 'spent_from';
const TO = 'spent_until';

const rangeInputs = [<DayInput key={FROM} source={FROM} alwaysOn />, <DayInput key={TO} source={TO} alwaysOn />];

/** Nothing in the chosen days: the owner's empty message, and how to see older expenses. */
const NoExpenses = ({ message }: { message: string }) => {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const from: unknown = filterValues[FROM];
  const to: unknown = filterValues[TO];
  if (isReversedRange(from, to)) {
    return (
      <Alert severity="warning" role="status">
        {translate('spendboard.expenses.range.reversed', { from: formatDate(from), to: formatDate(String(to)) })}
      </Alert>
    );
  }
  return (
    <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
      <Typography color="text.secondary">{translate(message)}</Typography>
      {typeof from === 'string' && typeof to === 'string' && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate('spendboard.expenses.range.hint', { from: formatDate(from), to: formatDate(to) })}
        </Typography>
      )}
    </Paper>
  );
};

/** The first cell: a link that opens the expense in the drawer (Tab reaches it, Enter opens it). */
const ExpenseRowLink = ({ expense }: { expense: Expense }) => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const date = formatDate(expense.spent_at);
  return (
    <RowLink
      to={expenseLink(pathname, expense.id)}
      aria-label={translate('spendboard.expenses.detail.open', { date, merchant: expense.merchant })}
    >
      {date}
    </RowLink>
  );
};

/** Headers and the day inputs label themselves from `resources.expenses.fields` (the list's resource). */
const columns: Record<ExpenseColumn, ReactElement> = {
  spent_at: <Column key="spent_at" source="spent_at" render={(expense) => <ExpenseRowLink expense={expense} />} />,
  merchant: <Column key="merchant" source="merchant" />,
  member: (
    <Column
      key="member"
      source="member"
      disableSort
      render={(expense) => displayFullName(expense.member?.first_name, expense.member?.last_name)}
    />
  ),
  card: <Column key="card" source="card" disableSort render={(expense) => (expense.card ? maskCardNumber(expense.card.number) : '-')} />,
  amount: (
    <Column
      key="amount"
      source="amount"
      render={(expense) => <Money amount={expense.amount} currency={expense.currency} />}
      {...AMOUNT_CELL}
    />
  ),
  status: <Column key="status" source="status" render={(expense) => <StatusChip family="expense" status={expense.status} />} />,
};

export type EntityExpensesProps = {
  /** Whose expenses: sent as `filters[in][…][]=id`. */
  filterField: ExpenseOwnerField;
  id: string | number;
  /** Translation key shown when no expense falls in the chosen days. */
  emptyMessage: string;
};

/**
 * The Expenses tab of a card, a person or a department: newest first, §4 status chips, within
 * From/To days that start as the default range (spec §9: one month ago to today).
 */
export const EntityExpenses = ({ filterField, id, emptyMessage }: EntityExpensesProps) => {
  // Fixed when the tab opens, so a re-render never resets what the user chose.
  const [defaultRange] = useState(() => {
    const { from, to } = defaultExpenseDateRange();
    return { [FROM]: from, [TO]: to };
  });
  const owner = { [filterField]: [String(id)] };
  const { pathname } = useLocation();
  const translate = useTranslate();
  const statusText = (status: Expense['status']) => {
    const chip = statusChip('expense', status);
    return chip.labelKey ? translate(chip.labelKey) : chip.text;
  };
  return (
    <List
      resource="expenses"
      filter={owner}
      filters={rangeInputs}
      filterDefaultValues={defaultRange}
      perPage={DEFAULT_PAGE_SIZE}
      sort={{ field: 'spent_at', order: 'DESC' }}
      exporter={false}
      actions={false}
      disableSyncWithLocation
      title={false}
      pagination={<ListPagination />}
      empty={<NoExpenses message={emptyMessage} />}
      error={<ListErrorState />}
    >
      <ExpensesSpentTotal filter={owner} />
      <ResponsiveDataTable<Expense>
        rowLink={(expense) => expenseLink(pathname, expense.id)}
        empty={<NoExpenses message={emptyMessage} />}
        phone={{
          primaryText: (expense) => expense.merchant,
          secondaryText: (expense) => `${formatDate(expense.spent_at)} · ${statusText(expense.status)}`,
          tertiaryText: (expense) => <Money amount={expense.amount} currency={expense.currency} />,
        }}
      >
        {expenseTabColumns(filterField).map((column) => columns[column])}
      </ResponsiveDataTable>
      <ExpenseDrawer />
    </List>
  );
};
