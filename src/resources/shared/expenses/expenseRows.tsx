import type { ReactElement } from 'react';
import { DataTable, useLocation, useTranslate } from 'react-admin';
import type { Expense } from '../../../api/schema';
import { maskCardNumber } from '../../../domain/cards';
import { formatDate } from '../../../domain/dates';
import { displayFullName } from '../../../domain/display';
import type { PhoneRow } from '../../../layout/lists/ResponsiveDataTable';
import { RowLink } from '../../../layout/lists/RowLink';
import { AMOUNT_CELL, Money } from '../../../layout/Money';
import { StatusChip } from '../../../layout/StatusChip';
import { mccLabel } from '../../cards/mccCategories';
import { expenseLink } from './ExpenseDrawer';
import { ExpenseMarkers } from './ExpenseMarkers';
import { useExpenseStatusText } from './useExpenseStatusText';

const Column = DataTable.Col<Expense>;

/** The columns an expense row can show, in display order. */
export type ExpenseListColumn = 'spent_at' | 'merchant' | 'member' | 'card' | 'category' | 'amount' | 'status' | 'markers';

/** The first cell: a link that opens the expense in the drawer (Tab reaches it, Enter opens it). */
const ExpenseRowLink = ({ expense }: { expense: Expense }) => {
  const translate = useTranslate();
  const location = useLocation();
  const date = formatDate(expense.spent_at);
  return (
    <RowLink
      to={expenseLink(location, expense.id)}
      aria-label={translate('spendboard.expenses.detail.open', { date, merchant: expense.merchant })}
    >
      {date}
    </RowLink>
  );
};

const CategoryCell = ({ expense }: { expense: Expense }) => {
  const translate = useTranslate();
  return <>{translate(mccLabel(expense.category))}</>;
};

/** Every list of expenses (the Expenses page, a card's, a person's, a department's tab) picks from these cells. */
export const EXPENSE_COLUMNS: Record<ExpenseListColumn, ReactElement> = {
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
  category: <Column key="category" source="category" disableSort render={(expense) => <CategoryCell expense={expense} />} />,
  amount: (
    <Column
      key="amount"
      source="amount"
      render={(expense) => <Money amount={expense.amount} currency={expense.currency} />}
      {...AMOUNT_CELL}
    />
  ),
  status: <Column key="status" source="status" render={(expense) => <StatusChip family="expense" status={expense.status} />} />,
  markers: <Column key="markers" source="markers" disableSort render={(expense) => <ExpenseMarkers expense={expense} />} />,
};

/** Where a row leads: the same page (its filters kept) with the expense open in the drawer. */
export function useExpenseRowLink() {
  const location = useLocation();
  return (expense: Expense) => expenseLink(location, expense.id);
}

/** An expense as one card on a phone: merchant, day and status, the amount. */
export function useExpensePhoneRow(): PhoneRow<Expense> {
  const statusText = useExpenseStatusText();
  return {
    primaryText: (expense) => expense.merchant,
    secondaryText: (expense) => `${formatDate(expense.spent_at)} · ${statusText(expense.status)}`,
    tertiaryText: (expense) => <Money amount={expense.amount} currency={expense.currency} />,
  };
}
