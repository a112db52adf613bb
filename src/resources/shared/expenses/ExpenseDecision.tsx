import { useState } from 'react';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useGetIdentity, useLocaleState, useTranslate } from 'react-admin';
import type { Expense } from '../../../api/schema';
import { formatMoney } from '../../../domain/amounts';
import { formatDate } from '../../../domain/dates';
import { expenseStepTo, refuseExpenseStep } from '../../../domain/expenseLifecycle';
import { ReasonDialog } from '../../../layout/dialogs/ReasonDialog';
import { useErrorDialog } from '../../../layout/dialogs/ErrorDialog';
import { useSuccessNotice } from '../../../layout/feedback/useSuccessNotice';
import { usePermission } from '../../../providers/access/usePermissions';
import { useAppDataProvider } from '../../../providers/data/useAppDataProvider';
import { useApplyWrittenRecord } from '../../../providers/data/writtenRecord';
import { blockersOf } from './expenseBlockers';
import { expenseWriteAlso } from './expenseWrites';

/** Why Approve is disabled, by what the expense waits for (in the rule's order). */
const WAITS: Readonly<Record<string, string>> = {
  receipt: 'spendboard.expenses.decision.waits_receipt',
  coding: 'spendboard.expenses.decision.waits_coding',
  receipt_coding: 'spendboard.expenses.decision.waits_receipt_coding',
};

/**
 * Approve or reject an expense waiting for a decision (the lifecycle's approve/reject steps), for a
 * holder of `approve expenses` who did not spend it: nobody approves their own expense, so the
 * spender sees why there is no button. A rejection asks for the reason the spender will read.
 * While it waits for a receipt or its coding, Approve is disabled and the text beside it says what
 * it waits for (Reject stays); in a locked period both are, with the lock date (`approvalBlockers`,
 * the rule the mock applies).
 */
export const ExpenseDecision = ({ expense }: { expense: Expense }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const applyWritten = useApplyWrittenRecord();
  const notice = useSuccessNotice();
  const showError = useErrorDialog();
  const dataProvider = useAppDataProvider();
  const { identity } = useGetIdentity();
  const canAccess = usePermission('approve expenses');
  const [rejecting, setRejecting] = useState(false);
  const approveTo = expenseStepTo(expense.status, 'approve');
  const rejectTo = expenseStepTo(expense.status, 'reject');
  const named = { merchant: expense.merchant, amount: formatMoney(expense.amount, expense.currency, locale) };
  const approve = useMutation({
    mutationFn: () => dataProvider.moveExpense(expense.id, { status: approveTo! }),
    onSuccess: (approved) => {
      applyWritten('expenses', approved, expenseWriteAlso(expense.id));
      notice('expense_approved', named);
    },
    onError: showError,
  });

  if (!approveTo || !rejectTo) return null;
  // The lifecycle's own rule says who may decide (src/domain/expenseLifecycle.ts): the mock applies it too.
  const spenderEmail = expense.member?.email?.toLowerCase();
  const refusal = refuseExpenseStep(expense.status, approveTo, {
    isSpender: spenderEmail !== undefined && spenderEmail === String(identity?.email ?? '').toLowerCase(),
    holds: (permission) => permission === 'approve expenses' && canAccess === true,
    blockers: blockersOf(expense),
  });
  if (refusal?.reason === 'own_expense' && canAccess) {
    return (
      <Alert severity="info" role="status">
        {translate('spendboard.expenses.decision.own')}
      </Alert>
    );
  }
  const locked = refusal?.reason === 'period_locked';
  const waiting = refusal?.reason === 'approval_blocked' ? refusal.waitingFor : [];
  if (refusal && !locked && waiting.length === 0) return null;
  const whyId = `expense-${expense.id}-decision-why`;
  const why = locked
    ? translate('spendboard.expenses.decision.waits_period', { date: formatDate(expense.locked_until, 'date', locale) })
    : waiting.length > 0
      ? translate(WAITS[waiting.join('_')] ?? WAITS.receipt_coding)
      : null;
  return (
    <>
      <Stack spacing={1} role="group" aria-label={translate('spendboard.expenses.decision.title')}>
        <Stack direction="row" spacing={1}>
          <Button
            variant="contained"
            disabled={approve.isPending || refusal !== null}
            aria-describedby={why ? whyId : undefined}
            onClick={() => approve.mutate()}
          >
            {translate('spendboard.expenses.decision.approve')}
          </Button>
          <Button
            variant="outlined"
            color="error"
            disabled={approve.isPending || locked}
            aria-describedby={locked ? whyId : undefined}
            onClick={() => setRejecting(true)}
          >
            {translate('spendboard.expenses.decision.reject')}
          </Button>
        </Stack>
        {why && (
          <Typography id={whyId} variant="body2" color="text.secondary">
            {why}
          </Typography>
        )}
      </Stack>
      <ReasonDialog
        open={rejecting}
        onClose={() => setRejecting(false)}
        title={translate('spendboard.expenses.decision.reject_title', named)}
        label="spendboard.expenses.decision.reason"
        helperText="spendboard.expenses.decision.reason_help"
        requiredMessage="spendboard.expenses.decision.reason_required"
        onConfirm={async (reason) => {
          const rejected = await dataProvider.moveExpense(expense.id, { status: rejectTo, reason });
          applyWritten('expenses', rejected, expenseWriteAlso(expense.id));
        }}
        successNotice={{ notice: 'expense_rejected', args: named }}
      />
    </>
  );
};
