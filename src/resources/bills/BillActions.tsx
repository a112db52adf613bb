import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Stack, TextField } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Form, NumberInput, required, useCanAccess, useGetIdentity, useLocaleState, useRefresh, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { Bill } from '../../api/schema';
import { dubaiToday } from '../../domain/accountingLock';
import { formatMoney, validateAmount } from '../../domain/amounts';
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
import { formatDate } from '../../domain/dates';
import { ConfirmDialog } from '../../layout/dialogs/ConfirmDialog';
import { useErrorDialog } from '../../layout/dialogs/ErrorDialog';
import { useSuccessNotice } from '../../layout/feedback/useSuccessNotice';
import type { SuccessNotice } from '../../layout/feedback/useSuccessNotice';
import { DayInput } from '../../layout/inputs/DayInput';
import { useDialogOpen } from '../../layout/navigation/useOpenUntilNavigation';
import { PERMISSION_RESOURCE } from '../../providers/access/accessRules';
import { companyQueryKey } from '../../providers/data/queryKeys';
import { useAppDataProvider } from '../../providers/data/useAppDataProvider';
import { BillFormDialog } from './BillFormDialog';
import { roundCents } from '../../domain/cents';

/** Whether the signed-in user holds each bill permission in the active company (after the deny list). */
function useBillPermissions() {
  const update = useCanAccess({ resource: PERMISSION_RESOURCE, action: 'update bills' }).canAccess === true;
  const approve = useCanAccess({ resource: PERMISSION_RESOURCE, action: 'approve bills' }).canAccess === true;
  const pay = useCanAccess({ resource: PERMISSION_RESOURCE, action: 'pay bills' }).canAccess === true;
  return { update, approve, pay };
}

const STEP_NOTICES: Partial<Record<BillApprovalStatus, SuccessNotice>> = {
  pending_approval: 'bill_submitted',
  approved: 'bill_approved',
  draft: 'bill_back_to_draft',
};

/** A reason field inside a confirmation (reject, void, hold). */
const ReasonField = ({ value, onChange, label }: { value: string; onChange: (value: string) => void; label: string }) => (
  <TextField
    label={label}
    value={value}
    onChange={(event) => onChange(event.target.value)}
    required
    multiline
    minRows={2}
    fullWidth
    slotProps={{ htmlInput: { maxLength: 500 } }}
  />
);

/** Reports the payment form's values upward as they change. */
const PaymentValues = ({ onChange }: { onChange: (values: { scheduled_for: string; amount: number }) => void }) => {
  const scheduledFor = useWatch({ name: 'scheduled_for' }) as string | undefined;
  const amount = useWatch({ name: 'amount' }) as number | undefined;
  useEffect(() => onChange({ scheduled_for: scheduledFor ?? '', amount: Number(amount) }), [scheduledFor, amount, onChange]);
  return null;
};

/**
 * Pay from the company wallet: a day (today or later) and an amount (all that is outstanding to
 * start with), confirmed with what leaves the wallet (its balance before → after, from data) and
 * what happens if the payment fails.
 */
const PayDialog = ({ bill, open, onClose }: { bill: Bill; open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useAppDataProvider();
  const refresh = useRefresh();
  const notice = useSuccessNotice();
  const [values, setValues] = useState({ scheduled_for: dubaiToday(), amount: bill.outstanding });
  const follow = useCallback((next: { scheduled_for: string; amount: number }) => setValues(next), []);
  const wallet = useQuery({ queryKey: companyQueryKey('bill-wallet'), queryFn: () => dataProvider.billWallet(), enabled: open });
  const balance = wallet.data?.find((row) => row.currency === bill.currency)?.balance ?? 0;
  const money = (amount: number) => formatMoney(amount, bill.currency, locale);
  const amount = Number.isFinite(values.amount) ? values.amount : 0;
  const after = roundCents(balance - amount);
  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      destructive={false}
      title={translate('resources.bills.pay.title', { number: bill.invoice_number, vendor: bill.vendor_name })}
      message={translate('resources.bills.pay.question', { amount: money(amount), vendor: bill.vendor_name })}
      consequencesLoading={wallet.isPending}
      consequences={[
        translate('resources.bills.pay.wallet', { amount: money(amount), before: money(balance), after: money(after) }),
        ...(after < 0 ? [translate('resources.bills.pay.short', { balance: money(balance) })] : []),
        translate('resources.bills.pay.when', { date: formatDate(values.scheduled_for, 'date', locale) }),
        ...(amount < bill.outstanding ? [translate('resources.bills.pay.partial', { rest: money(bill.outstanding - amount) })] : []),
        translate('resources.bills.pay.failure'),
      ]}
      confirmLabel={translate('resources.bills.pay.confirm', { amount: money(amount) })}
      onConfirm={() => dataProvider.scheduleBillPayment(bill.id, { scheduled_for: values.scheduled_for, amount })}
      onSuccess={() => {
        notice('bill_payment_scheduled', { amount: money(amount), number: bill.invoice_number, vendor: bill.vendor_name });
        refresh();
      }}
    >
      <Form record={{ scheduled_for: values.scheduled_for, amount: bill.outstanding }} disableInvalidFormNotification>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DayInput source="scheduled_for" label="resources.bills.fields.scheduled_for" validate={required()} />
          <NumberInput source="amount" label="resources.bills.fields.payment_amount" step={0.01} validate={[required(), validateAmount]} />
        </Stack>
        <PaymentValues onChange={follow} />
      </Form>
    </ConfirmDialog>
  );
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
  const refresh = useRefresh();
  const notice = useSuccessNotice();
  const showError = useErrorDialog();
  const { identity } = useGetIdentity();
  const can = useBillPermissions();
  const [editing, setEditing] = useDialogOpen();
  const [rejecting, setRejecting] = useDialogOpen();
  const [voiding, setVoiding] = useDialogOpen();
  const [paying, setPaying] = useDialogOpen();
  const [holding, setHolding] = useDialogOpen();
  const [reason, setReason] = useState('');
  const named = { number: bill.invoice_number, vendor: bill.vendor_name, amount: formatMoney(bill.total, bill.currency, locale) };
  const userId = Number(identity?.id ?? 0);
  const actor = { userId, holds: (permission: string) => (can as Record<string, boolean>)[permission.split(' ')[0]] === true };
  const step = useMutation({
    mutationFn: (to: BillApprovalStatus) => dataProvider.stepBillApproval(bill.id, { status: to }),
    onSuccess: (_saved, to) => {
      const key = STEP_NOTICES[to];
      if (key) notice(key, named);
      refresh();
    },
    onError: showError,
  });
  const release = useMutation({
    mutationFn: () => dataProvider.holdBill(bill.id, false),
    onSuccess: () => {
      notice('bill_released', named);
      refresh();
    },
    onError: showError,
  });
  const needReason = () => {
    if (!reason.trim()) throw new Error('resources.bills.validation.reason');
    return reason.trim();
  };
  const open = (setOpen: (open: boolean) => void) => () => {
    setReason('');
    setOpen(true);
  };

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
          <Button variant="outlined" color="error" onClick={open(setRejecting)}>
            {translate('resources.bills.actions.reject')}
          </Button>
        )}
        {mayPay && (
          <Button variant="contained" onClick={() => setPaying(true)}>
            {translate('resources.bills.actions.pay')}
          </Button>
        )}
        {can.update && canHoldBill(bill) && (
          <Button variant="outlined" onClick={open(setHolding)}>
            {translate('resources.bills.actions.hold')}
          </Button>
        )}
        {can.update && bill.is_on_hold && !bill.is_void && (
          <Button variant="outlined" disabled={release.isPending} onClick={() => release.mutate()}>
            {translate('resources.bills.actions.release')}
          </Button>
        )}
        {can.update && canVoidBill(bill) && (
          <Button variant="outlined" color="error" onClick={open(setVoiding)}>
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
      {paying && <PayDialog bill={bill} open={paying} onClose={() => setPaying(false)} />}
      <ConfirmDialog
        open={rejecting}
        onClose={() => setRejecting(false)}
        title={translate('resources.bills.reject.title', named)}
        message={translate('resources.bills.reject.question', named)}
        consequences={[
          translate('resources.bills.reject.consequence'),
          ...(bill.purchase_order_number ? [translate('resources.bills.reject.order', { order: bill.purchase_order_number })] : []),
        ]}
        confirmLabel={translate('resources.bills.actions.reject')}
        onConfirm={() => dataProvider.stepBillApproval(bill.id, { status: 'rejected', reason: needReason() })}
        onSuccess={() => {
          notice('bill_rejected', named);
          refresh();
        }}
      >
        <ReasonField value={reason} onChange={setReason} label={translate('resources.bills.fields.rejection_reason')} />
      </ConfirmDialog>
      <ConfirmDialog
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
        confirmLabel={translate('resources.bills.actions.void_confirm')}
        onConfirm={() => dataProvider.voidBill(bill.id, needReason())}
        onSuccess={() => {
          notice('bill_voided', named);
          refresh();
        }}
      >
        <ReasonField value={reason} onChange={setReason} label={translate('resources.bills.fields.void_reason')} />
      </ConfirmDialog>
      <ConfirmDialog
        open={holding}
        onClose={() => setHolding(false)}
        destructive={false}
        title={translate('resources.bills.hold.title', named)}
        message={translate('resources.bills.hold.question', named)}
        consequences={[translate('resources.bills.hold.consequence')]}
        confirmLabel={translate('resources.bills.actions.hold')}
        onConfirm={() => dataProvider.holdBill(bill.id, true, needReason())}
        onSuccess={() => {
          notice('bill_held', named);
          refresh();
        }}
      >
        <ReasonField value={reason} onChange={setReason} label={translate('resources.bills.fields.hold_reason')} />
      </ConfirmDialog>
    </Stack>
  );
};
