import { useRef, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, List, ListItem, Stack } from '@mui/material';
import { maxLength, required, TextInput, useListContext, useLocaleState, useRefresh, useTranslate } from 'react-admin';
import type { components } from '../../api/schema';
import { formatMoney } from '../../domain/amounts';
import { useErrorDialog } from '../../layout/dialogs/ErrorDialog';
import { DialogForm } from '../../layout/dialogs/DialogForm';
import { useSuccessNotice } from '../../layout/feedback/useSuccessNotice';
import type { ExpenseBulkOutcome } from '../../providers/data/methods/expenses';
import { useAppDataProvider } from '../../providers/data/useAppDataProvider';

type Expense = components['schemas']['Expense'];

/** Each expense of a bulk decision that was left as it was, and why (in the API's words). */
const NotDecidedDialog = ({ outcome, expenses, onClose }: { outcome: ExpenseBulkOutcome; expenses: Expense[]; onClose: () => void }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const named = (id: number) => {
    const expense = expenses.find((row) => row.id === id);
    return expense
      ? { merchant: expense.merchant, amount: formatMoney(expense.amount, expense.currency, locale) }
      : { merchant: `#${id}`, amount: '-' };
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="bulk-not-decided-title">
      <DialogTitle id="bulk-not-decided-title">{translate('spendboard.expenses.bulk.failed_title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('spendboard.expenses.bulk.failed_intro', { done: outcome.done.length })}</DialogContentText>
        <List dense>
          {outcome.failed.map((failure) => (
            <ListItem key={failure.id} disableGutters>
              {translate('spendboard.expenses.bulk.failed_item', { ...named(failure.id), message: failure.message })}
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {translate('ra.action.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/**
 * Approve or reject the selected expenses at once (`approve expenses`); the API applies the one
 * decision rule to each, and every one it left as it was is listed with why.
 */
export const ExpenseBulkDecisions = () => {
  const translate = useTranslate();
  const { selectedIds, data = [], onSelect } = useListContext<Expense>();
  const dataProvider = useAppDataProvider();
  const refresh = useRefresh();
  const notice = useSuccessNotice();
  const showError = useErrorDialog();
  const [pending, setPending] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [outcome, setOutcome] = useState<{ result: ExpenseBulkOutcome; expenses: Expense[] } | null>(null);
  const rejectedCount = useRef(0);
  const selected = data.filter((expense) => selectedIds.includes(expense.id));
  const decide = async (decision: 'approve' | 'reject', reason?: string) => {
    const result = await dataProvider.decideExpenses({ ids: selectedIds.map(Number), decision, ...(reason ? { reason } : {}) });
    if (result.failed.length > 0) setOutcome({ result, expenses: selected });
    // Those left as they were stay selected (this bar, and the dialog that says why, stay with them).
    onSelect(result.failed.map((failure) => failure.id));
    refresh();
    return result.done.length;
  };
  const approve = async () => {
    setPending(true);
    try {
      notice('expenses_decided', { smart_count: await decide('approve') });
    } catch (error) {
      showError(error);
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      <Stack direction="row" spacing={1}>
        <Button variant="contained" size="small" disabled={pending} onClick={() => void approve()}>
          {translate('spendboard.expenses.bulk.approve')}
        </Button>
        <Button variant="outlined" size="small" color="error" disabled={pending} onClick={() => setRejecting(true)}>
          {translate('spendboard.expenses.bulk.reject')}
        </Button>
      </Stack>
      <DialogForm
        open={rejecting}
        onClose={() => setRejecting(false)}
        title={translate('spendboard.expenses.bulk.reject_title', { smart_count: selectedIds.length })}
        onSubmit={async (values) => {
          rejectedCount.current = await decide('reject', String(values.reason ?? '').trim());
        }}
        successNotice={() => ({ notice: 'expenses_decided', args: { smart_count: rejectedCount.current } })}
      >
        <TextInput
          source="reason"
          label="spendboard.expenses.decision.reason"
          helperText="spendboard.expenses.decision.reason_help"
          multiline
          minRows={2}
          fullWidth
          validate={[required('spendboard.expenses.decision.reason_required'), maxLength(500)]}
        />
      </DialogForm>
      {outcome && <NotDecidedDialog outcome={outcome.result} expenses={outcome.expenses} onClose={() => setOutcome(null)} />}
    </>
  );
};
