import { useCallback, useEffect, useState } from 'react';
import { Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Form, NumberInput, required, useLocaleState, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { Bill } from '../../api/schema';
import { formatMoney, validateAmount } from '../../domain/amounts';
import { roundCents } from '../../domain/cents';
import { formatDate } from '../../domain/dates';
import { ConfirmDialog } from '../../layout/dialogs/ConfirmDialog';
import { useSuccessNotice } from '../../layout/feedback/useSuccessNotice';
import { DayInput } from '../../layout/inputs/DayInput';
import { useAppDataProvider } from '../../providers/data/useAppDataProvider';
import { useApplyWrittenRecord } from '../../providers/data/writtenRecord';
import { billWalletQueryKey, billWriteAlso } from './billWrites';
import { serverToday } from '../../providers/serverToday';

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
export const BillPayDialog = ({ bill, open, onClose }: { bill: Bill; open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useAppDataProvider();
  const applyWritten = useApplyWrittenRecord();
  const notice = useSuccessNotice();
  const [values, setValues] = useState({ scheduled_for: serverToday(), amount: bill.outstanding });
  const follow = useCallback((next: { scheduled_for: string; amount: number }) => setValues(next), []);
  const wallet = useQuery({ queryKey: billWalletQueryKey(), queryFn: () => dataProvider.billWallet(), enabled: open });
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
      onConfirm={async () => {
        const scheduled = await dataProvider.scheduleBillPayment(bill.id, { scheduled_for: values.scheduled_for, amount });
        applyWritten('bills', scheduled, billWriteAlso());
      }}
      onSuccess={() => notice('bill_payment_scheduled', { amount: money(amount), number: bill.invoice_number, vendor: bill.vendor_name })}
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
