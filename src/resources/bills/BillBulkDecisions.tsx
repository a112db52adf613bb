import { useRef, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, List, ListItem, Stack } from '@mui/material';
import { maxLength, required, TextInput, useListContext, useRefresh, useTranslate } from 'react-admin';
import type { components } from '../../api/schema';
import { useErrorDialog } from '../../layout/dialogs/ErrorDialog';
import { DialogForm } from '../../layout/dialogs/DialogForm';
import { useSuccessNotice } from '../../layout/feedback/useSuccessNotice';
import type { BillBulkOutcome } from '../../providers/data/methods/bills';
import { useAppDataProvider } from '../../providers/data/useAppDataProvider';

type Bill = components['schemas']['Bill'];

/** Each bill of a bulk decision that was left as it was, and why (in the API's words). */
const NotDecidedDialog = ({ outcome, bills, onClose }: { outcome: BillBulkOutcome; bills: Bill[]; onClose: () => void }) => {
  const translate = useTranslate();
  const named = (id: number) => {
    const bill = bills.find((row) => row.id === id);
    return bill ? { number: bill.invoice_number, vendor: bill.vendor_name } : { number: `#${id}`, vendor: '-' };
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="bills-not-decided-title">
      <DialogTitle id="bills-not-decided-title">{translate('resources.bills.bulk.failed_title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('resources.bills.bulk.failed_intro', { smart_count: outcome.done.length })}</DialogContentText>
        <List dense>
          {outcome.failed.map((failure) => (
            <ListItem key={failure.id} disableGutters>
              {translate('resources.bills.bulk.failed_item', { ...named(failure.id), message: failure.message })}
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
 * Approve or reject the selected bills at once (`approve bills`); the API applies the one approval
 * rule to each, and every one it left as it was is listed with why.
 */
export const BillBulkDecisions = () => {
  const translate = useTranslate();
  const { selectedIds, data = [], onSelect } = useListContext<Bill>();
  const dataProvider = useAppDataProvider();
  const refresh = useRefresh();
  const notice = useSuccessNotice();
  const showError = useErrorDialog();
  const [pending, setPending] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [outcome, setOutcome] = useState<{ result: BillBulkOutcome; bills: Bill[] } | null>(null);
  const rejectedCount = useRef(0);
  const selected = data.filter((bill) => selectedIds.includes(bill.id));
  const decide = async (decision: 'approve' | 'reject', reason?: string) => {
    const result = await dataProvider.decideBills({ ids: selectedIds.map(Number), decision, ...(reason ? { reason } : {}) });
    if (result.failed.length > 0) setOutcome({ result, bills: selected });
    // Those left as they were stay selected (this bar, and the dialog that says why, stay with them).
    onSelect(result.failed.map((failure) => failure.id));
    refresh();
    return result.done.length;
  };
  const approve = async () => {
    setPending(true);
    try {
      notice('bills_approved', { smart_count: await decide('approve') });
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
          {translate('resources.bills.bulk.approve')}
        </Button>
        <Button variant="outlined" size="small" color="error" disabled={pending} onClick={() => setRejecting(true)}>
          {translate('resources.bills.bulk.reject')}
        </Button>
      </Stack>
      <DialogForm
        open={rejecting}
        onClose={() => setRejecting(false)}
        title={translate('resources.bills.bulk.reject_title', { smart_count: selectedIds.length })}
        onSubmit={async (values) => {
          rejectedCount.current = await decide('reject', String(values.reason ?? '').trim());
        }}
        successNotice={() => ({ notice: 'bills_rejected', args: { smart_count: rejectedCount.current } })}
      >
        <TextInput
          source="reason"
          label="resources.bills.fields.rejection_reason"
          multiline
          minRows={2}
          fullWidth
          validate={[required('resources.bills.validation.reason'), maxLength(500)]}
        />
      </DialogForm>
      {outcome && <NotDecidedDialog outcome={outcome.result} bills={outcome.bills} onClose={() => setOutcome(null)} />}
    </>
  );
};
