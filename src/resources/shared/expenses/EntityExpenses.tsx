import { useState } from 'react';
import { Alert, Paper, Typography } from '@mui/material';
import { List, useListContext, useTranslate } from 'react-admin';
import { ResponsiveDataTable } from '../../../layout/lists/ResponsiveDataTable';
import { DayInput } from '../../../layout/inputs/DayInput';
import { PeriodPresetInput } from '../../../layout/inputs/PeriodPresetInput';
import type { Expense } from '../../../api/schema';
import { ListPagination } from '../../../layout/ListPagination';
import { ListErrorState } from '../../../layout/states/ListErrorState';
import { defaultExpenseDateRange, formatDate, isReversedRange } from '../../../domain/dates';
import { expenseTabColumns, type ExpenseOwnerField } from '../../../domain/expenseTabs';
import { DEFAULT_PAGE_SIZE } from '../../../domain/layout';
import { ExpenseDrawer } from './ExpenseDrawer';
import { EXPENSE_COLUMNS, useExpensePhoneRow, useExpenseRowLink } from './expenseRows';
import { ExpensesSpentTotal } from './ExpensesSpentTotal';

/** react-admin filter keys of the spending-day range (`filters[date_min|date_max][spent_at]`, resources.ts). */
const FROM = 'spent_from';
const TO = 'spent_until';

const rangeInputs = [
  <PeriodPresetInput key="spent_period" source="spent_period" fromSource={FROM} toSource={TO} alwaysOn />,
  <DayInput key={FROM} source={FROM} alwaysOn />,
  <DayInput key={TO} source={TO} alwaysOn />,
];

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
  const rowLink = useExpenseRowLink();
  const phone = useExpensePhoneRow();
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
      <ResponsiveDataTable<Expense> rowLink={rowLink} empty={<NoExpenses message={emptyMessage} />} phone={phone}>
        {expenseTabColumns(filterField).map((column) => EXPENSE_COLUMNS[column])}
      </ResponsiveDataTable>
      <ExpenseDrawer />
    </List>
  );
};
