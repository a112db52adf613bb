import { Alert, Button, Stack } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useGetIdentity, useLocaleState, useTranslate } from 'react-admin';
import type { Bill } from '../../api/schema';
import { formatMoney } from '../../domain/amounts';
import {
  canHoldBill,
  canVoidBill,
  isBillEditable,
  isOwnBill,
  nextBillApprovalStatuses,
  refuseBillApprovalStep,
  refuseBillPayment,
} from '../../domain/billLifecycle';
import type { BillApprovalStatus } from '../../domain/contractLists';
import { useErrorDialog } from '../../layout/dialogs/ErrorDialog';
import { ReasonDialog } from '../../layout/dialogs/ReasonDialog';
import { useSuccessNotice } from '../../layout/feedback/useSuccessNotice';
import type { SuccessNotice } from '../../layout/feedback/useSuccessNotice';
import { useDialogOpen } from '../../layout/navigation/useOpenUntilNavigation';
import { usePermissions } from '../../providers/access/usePermissions';
import { useAppDataProvider } from '../../providers/data/useAppDataProvider';
import { useApplyWrittenRecord } from '../../providers/data/writtenRecord';
import { BillFormDialog } from './BillFormDialog';
import { BillPayDialog } from './BillPayDialog';
import { billWriteAlso } from './billWrites';

/** Whether the signed-in user holds each bill permission in the active company (after the deny list). */
const BILL_PERMISSIONS = ['update bills', 'approve bills', 'pay bills'] as const;
function useBillPermissions() {
  const { allowed } = usePermissions(BILL_PERMISSIONS);
  return { update: allowed['update bills'], approve: allowed['approve bills'], pay: allowed['pay bills'] };
}

const STEP_NOTICES: Partial<Record<BillApprovalStatus, SuccessNotice>> = {
  pending_approval: 'bill_submitted',
  approved: 'bill_approved',
  draft: 'bill_back_to_draft',
};

/**
 * A bill's buttons, as the two machines allow for this user (`src/domain/billLifecycle.ts`, also the
 * mock's rule): edit a draft, submit, recall, reopen, approve, reject (with a reason), pay, hold,
 * release and void. Whoever created or last changed the bill is told why they cannot approve it.
 */
export const BillActions = ({ bill }: { bill: Bill }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useAppDataProvider();
  const applyWritten = useApplyWrittenRecord();
  const written = (saved: Bill) => applyWritten('bills', saved, billWriteAlso());
  const notice = useSuccessNotice();
  const showError = useErrorDialog();
  const { identity } = useGetIdentity();
  const can = useBillPermissions();
  const [editing, setEditing] = useDialogOpen();
  const [rejecting, setRejecting] = useDialogOpen();
  const [voiding, setVoiding] = useDialogOpen();
  const [paying, setPaying] = useDialogOpen();
  const [holding, setHolding] = useDialogOpen();
  const named = { number: bill.invoice_number, vendor: bill.vendor_name, amount: formatMoney(bill.total, bill.currency, locale) };
  const userId = Number(identity?.id ?? 0);
  const actor = { userId, holds: (permission: string) => (can as Record<string, boolean>)[permission.split(' ')[0]] === true };
  const step = useMutation({
    mutationFn: (to: BillApprovalStatus) => dataProvider.stepBillApproval(bill.id, { status: to }),
    onSuccess: (saved, to) => {
      const key = STEP_NOTICES[to];
      if (key) notice(key, named);
      written(saved);
    },
    onError: showError,
  });
  const release = useMutation({
    mutationFn: () => dataProvider.holdBill(bill.id, false),
    onSuccess: (saved) => {
      notice('bill_released', named);
      written(saved);
    },
    onError: showError,
  });

  const steps = nextBillApprovalStatuses(bill.approval_status).filter(
    (to) => to !== 'rejected' && refuseBillApprovalStep(bill, to, actor, 'x') === null,
  );
  const mayReject = refuseBillApprovalStep(bill, 'rejected', actor, 'x') === null;
  const ownBill = can.approve && bill.approval_status === 'pending_approval' && !bill.is_void && isOwnBill(bill, userId);
  const mayPay = can.pay && refuseBillPayment(bill) === null;
  const stepLabel = (to: BillApprovalStatus) =>
    translate(
      to === 'pending_approval'
        ? 'resources.bills.actions.submit'
        : to === 'approved'
          ? 'resources.bills.actions.approve'
          : bill.approval_status === 'rejected'
            ? 'resources.bills.actions.reopen'
            : 'resources.bills.actions.recall',
    );

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-end' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'flex-end' }}>
        {can.update && isBillEditable(bill) && (
          <Button variant="outlined" onClick={() => setEditing(true)}>
            {translate('resources.bills.actions.edit')}
          </Button>
        )}
        {steps.map((to) => (
          <Button
            key={to}
            variant={to === 'approved' || to === 'pending_approval' ? 'contained' : 'outlined'}
            disabled={step.isPending}
            onClick={() => step.mutate(to)}
          >
            {stepLabel(to)}
          </Button>
        ))}
        {mayReject && (
          <Button variant="outlined" color="error" onClick={() => setRejecting(true)}>
            {translate('resources.bills.actions.reject')}
          </Button>
        )}
        {mayPay && (
          <Button variant="contained" onClick={() => setPaying(true)}>
            {translate('resources.bills.actions.pay')}
          </Button>
        )}
        {can.update && canHoldBill(bill) && (
          <Button variant="outlined" onClick={() => setHolding(true)}>
            {translate('resources.bills.actions.hold')}
          </Button>
        )}
        {can.update && bill.is_on_hold && !bill.is_void && (
          <Button variant="outlined" disabled={release.isPending} onClick={() => release.mutate()}>
            {translate('resources.bills.actions.release')}
          </Button>
        )}
        {can.update && canVoidBill(bill) && (
          <Button variant="outlined" color="error" onClick={() => setVoiding(true)}>
            {translate('resources.bills.actions.void')}
          </Button>
        )}
      </Stack>
      {ownBill && (
        <Alert severity="info" role="status">
          {translate('resources.bills.own_bill')}
        </Alert>
      )}
      {can.pay && bill.approval_status === 'approved' && bill.is_on_hold && (
        <Alert severity="warning" role="status">
          {translate('resources.bills.held_no_pay')}
        </Alert>
      )}
      {editing && <BillFormDialog open={editing} onClose={() => setEditing(false)} record={bill} />}
      {paying && <BillPayDialog bill={bill} open={paying} onClose={() => setPaying(false)} />}
      <ReasonDialog
        open={rejecting}
        onClose={() => setRejecting(false)}
        title={translate('resources.bills.reject.title', named)}
        message={translate('resources.bills.reject.question', named)}
        consequences={[
          translate('resources.bills.reject.consequence'),
          ...(bill.purchase_order_number ? [translate('resources.bills.reject.order', { order: bill.purchase_order_number })] : []),
        ]}
        label="resources.bills.fields.rejection_reason"
        requiredMessage="resources.bills.validation.reason"
        confirmLabel={translate('resources.bills.actions.reject')}
        onConfirm={async (reason) => written(await dataProvider.stepBillApproval(bill.id, { status: 'rejected', reason }))}
        successNotice={{ notice: 'bill_rejected', args: named }}
      />
      <ReasonDialog
        open={voiding}
        onClose={() => setVoiding(false)}
        title={translate('resources.bills.void.title', named)}
        message={translate('resources.bills.void.question', named)}
        consequences={[
          translate('resources.bills.void.consequence'),
          ...(bill.approval_status === 'approved' && bill.purchase_order_number
            ? [translate('resources.bills.void.order', { order: bill.purchase_order_number, amount: named.amount })]
            : []),
          ...(bill.payment_status === 'failed' ? [translate('resources.bills.void.failed')] : []),
        ]}
        label="resources.bills.fields.void_reason"
        requiredMessage="resources.bills.validation.reason"
        confirmLabel={translate('resources.bills.actions.void_confirm')}
        onConfirm={async (reason) => written(await dataProvider.voidBill(bill.id, reason))}
        successNotice={{ notice: 'bill_voided', args: named }}
      />
      <ReasonDialog
        open={holding}
        onClose={() => setHolding(false)}
        destructive={false}
        title={translate('resources.bills.hold.title', named)}
        message={translate('resources.bills.hold.question', named)}
        consequences={[translate('resources.bills.hold.consequence')]}
        label="resources.bills.fields.hold_reason"
        requiredMessage="resources.bills.validation.reason"
        confirmLabel={translate('resources.bills.actions.hold')}
        onConfirm={async (reason) => written(await dataProvider.holdBill(bill.id, true, reason))}
        successNotice={{ notice: 'bill_held', args: named }}
      />
    </Stack>
  );
};
