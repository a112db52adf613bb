import { Button, Stack } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useLocaleState, useTranslate } from 'react-admin';
import type { Expense } from '../../../api/schema';
import { formatMoney } from '../../../domain/amounts';
import { expenseStepTo, refuseExpenseStep } from '../../../domain/expenseLifecycle';
import { useErrorDialog } from '../../../layout/dialogs/ErrorDialog';
import { useSuccessNotice } from '../../../layout/feedback/useSuccessNotice';
import { useAppDataProvider } from '../../../providers/data/useAppDataProvider';
import { useApplyWrittenRecord } from '../../../providers/data/writtenRecord';
import { blockersOf } from './expenseBlockers';
import { expenseWriteAlso } from './expenseWrites';

/**
 * The spender's own steps: submit a draft for approval (not without a receipt its category needs:
 * the button stays, and the API's message says what is missing) and recall a submitted one. None in
 * a locked period (what it waits for says so).
 */
export const ExpenseSpenderSteps = ({ expense, isSpender }: { expense: Expense; isSpender: boolean }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useAppDataProvider();
  const applyWritten = useApplyWrittenRecord();
  const notice = useSuccessNotice();
  const showError = useErrorDialog();
  const named = { merchant: expense.merchant, amount: formatMoney(expense.amount, expense.currency, locale) };
  const step = useMutation({
    mutationFn: (to: Expense['status']) => dataProvider.moveExpense(expense.id, { status: to }),
    onSuccess: (moved) => {
      notice(moved.status === 'recalled' ? 'expense_recalled' : moved.status === 'draft' ? 'expense_reopened' : 'expense_submitted', named);
      applyWritten('expenses', moved, expenseWriteAlso(expense.id));
    },
    onError: showError,
  });
  if (!isSpender) return null;
  const actor = { isSpender: true, holds: () => false, blockers: blockersOf(expense) };
  const submitTo = expenseStepTo(expense.status, 'submit');
  const recallTo = expenseStepTo(expense.status, 'recall');
  const reopenTo = expenseStepTo(expense.status, 'reopen');
  const steps = [
    { to: reopenTo, label: 'spendboard.expenses.spender.reopen' },
    { to: submitTo, label: 'spendboard.expenses.spender.submit' },
    { to: recallTo, label: 'spendboard.expenses.spender.recall' },
  ].filter(
    (entry): entry is { to: Expense['status']; label: string } => entry.to !== null && !refuseExpenseStep(expense.status, entry.to, actor),
  );
  if (steps.length === 0) return null;
  return (
    <Stack direction="row" spacing={1}>
      {steps.map(({ to, label }) => (
        <Button key={to} variant={to === 'submitted' ? 'contained' : 'outlined'} disabled={step.isPending} onClick={() => step.mutate(to)}>
          {translate(label)}
        </Button>
      ))}
    </Stack>
  );
};
