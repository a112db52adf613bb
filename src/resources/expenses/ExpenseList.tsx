import { useState } from 'react';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { downloadCSV, ExportButton, FilterButton, List, TopToolbar, type Exporter } from 'react-admin';
import type { components } from '../../api/schema';
import { defaultExpenseDateRange } from '../../domain/dates';
import { displayFullName } from '../../domain/display';
import { writeCsv } from '../../domain/csv';
import { DEFAULT_PAGE_SIZE } from '../../domain/layout';
import { ListPagination } from '../../layout/ListPagination';
import { ResponsiveDataTable } from '../../layout/lists/ResponsiveDataTable';
import { phoneFilters } from '../../layout/lists/phoneFilters';
import { useIsPhone } from '../../layout/lists/useIsPhone';
import { ListEmptyState } from '../../layout/states/ListEmptyState';
import { ListErrorState } from '../../layout/states/ListErrorState';
import { EXPENSE_COLUMNS, ExpenseDrawer, useExpensePhoneRow, useExpenseRowLink, type ExpenseListColumn } from '../shared/expenses';
import { expenseFilters } from './expenseFilters';

type Expense = components['schemas']['Expense'];

const COLUMNS: readonly ExpenseListColumn[] = ['spent_at', 'merchant', 'member', 'card', 'category', 'amount', 'status'];

/** The CSV of the filtered list: one row per expense, amounts as numbers with their currency. */
const exportExpenses: Exporter<Expense> = (expenses) =>
  downloadCSV(
    writeCsv(
      expenses.map((expense) => ({
        id: String(expense.id),
        date: expense.spent_at.slice(0, 10),
        merchant: expense.merchant,
        description: expense.description,
        person: displayFullName(expense.member?.first_name, expense.member?.last_name),
        card_last4: expense.card ? expense.card.number.slice(-4) : '',
        category: expense.category,
        amount: expense.amount.toFixed(2),
        currency: expense.currency,
        status: expense.status,
      })),
      ['id', 'date', 'merchant', 'description', 'person', 'card_last4', 'category', 'amount', 'currency', 'status'],
    ),
    'expenses',
  );

const ExpenseListActions = () => (
  <TopToolbar>
    <FilterButton />
    <ExportButton />
  </TopToolbar>
);

/**
 * `/expenses`: every expense of the active company, newest first, 20 a page, within the days that
 * start as one month ago → today (§9); filters follow the URL; a row opens the expense in the drawer.
 */
const ExpenseList = () => {
  const isPhone = useIsPhone();
  const rowLink = useExpenseRowLink();
  const phone = useExpensePhoneRow();
  // Fixed when the page opens, so a re-render never resets what the user chose.
  const [defaultRange] = useState(() => {
    const { from, to } = defaultExpenseDateRange();
    return { spent_from: from, spent_until: to };
  });
  return (
    <List
      resource="expenses"
      perPage={DEFAULT_PAGE_SIZE}
      sort={{ field: 'spent_at', order: 'DESC' }}
      filters={phoneFilters(expenseFilters, isPhone)}
      filterDefaultValues={defaultRange}
      actions={<ExpenseListActions />}
      exporter={exportExpenses}
      pagination={<ListPagination />}
      empty={
        <ListEmptyState icon={ReceiptLongOutlined} title="resources.expenses.empty.title" message="resources.expenses.empty.message" />
      }
      error={<ListErrorState />}
    >
      <ResponsiveDataTable<Expense> rowLink={rowLink} phone={phone}>
        {COLUMNS.map((column) => EXPENSE_COLUMNS[column])}
      </ResponsiveDataTable>
      <ExpenseDrawer />
    </List>
  );
};

export default ExpenseList;
