import { CircularProgress } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import type { FieldErrors } from '../../../api/apiError';
import type { Transfer, TransferCreate } from '../../../api/schema';
import { sideInCurrency, transferPreview, type BalanceChange } from '../../../domain/transfers';
import { formatMoney } from '../../../domain/amounts';
import { ReviewStep } from '../../../layout/forms/ReviewStep';
import { useFormSubmit } from '../../../layout/forms/useFormSubmit';
import { useTransferFunds } from './useTransfers';
import { useTransferParty } from './useTransferParty';

type TransferReviewProps = {
  transfer: TransferCreate;
  /** Back to the form, with its values. */
  onBack: () => void;
  onDone: (transfer: Transfer) => void;
  renameFields: (errors: FieldErrors) => FieldErrors;
};

/** From, to, amount and both balances before and after; nothing is sent before Confirm. */
export const TransferReview = ({ transfer, onBack, onDone, renameFields }: TransferReviewProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { setError } = useFormContext();
  const submitForm = useFormSubmit();
  const send = useTransferFunds();
  const from = useTransferParty(transfer.from);
  const to = useTransferParty(transfer.to);
  if (!from.limit || !to.limit || from.name === undefined || to.name === undefined) {
    return <CircularProgress size={24} aria-label={translate('spendboard.loading')} />;
  }
  // The move is in the currency of the side that is not the company (the company moves that balance of its wallet).
  const currency = transfer.from.type === 'company' ? to.limit.currency : from.limit.currency;
  const money = (amount: number) => formatMoney(amount, currency, locale);
  const change = ({ before, after }: BalanceChange) =>
    translate('spendboard.review.before_after', { before: money(before), after: money(after) });
  const preview = transferPreview(sideInCurrency(from.limit, currency), sideInCurrency(to.limit, currency), transfer.amount);

  const confirm = async () => {
    let created: Transfer | undefined;
    const errors = await submitForm(async () => {
      created = await send.mutateAsync(transfer);
    }, renameFields);
    if (errors) {
      // A refused transfer goes back to the form, each message on its field.
      onBack();
      Object.entries(errors).forEach(([field, message]) => setError(field, { type: 'server', message }));
      return;
    }
    if (created) onDone(created);
  };

  return (
    <ReviewStep
      title={translate('spendboard.review.title')}
      rows={[
        { label: translate('spendboard.review.from'), value: from.name },
        { label: translate('spendboard.review.to'), value: to.name },
        { label: translate('spendboard.review.amount'), value: money(transfer.amount) },
        { label: translate('spendboard.review.balance_change', { name: from.name }), value: change(preview.from) },
        { label: translate('spendboard.review.balance_change', { name: to.name }), value: change(preview.to) },
      ]}
      onBack={onBack}
      onConfirm={() => void confirm()}
      pending={send.isPending}
    />
  );
};
