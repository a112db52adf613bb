import { useState } from 'react';
import { Alert, Box, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { Form, ResourceContextProvider, SaveButton, useLocaleState, useTranslate } from 'react-admin';
import type { FieldErrors } from '../../../api/apiError';
import type { LimitEntity, Transfer, TransferCreate } from '../../../api/schema';
import { formatMoney } from '../../../domain/amounts';
import { ReportUnsavedToDrawer } from '../../../layout/drawer/DrawerUnsavedGuard';
import { useSuccessNotice } from '../../../layout/feedback/useSuccessNotice';
import { LeavePageGuard } from '../../../layout/forms/LeavePageGuard';
import { allowedTransferSources, allowedTransferTargets, TRANSFER_DIRECTIONS } from '../../../domain/transfers';
import { usePermissions } from '../../../providers/access/usePermissions';
import { counterpartSource } from './TransferCounterpartInput';
import { TransferFields, type TransferDirectionName } from './TransferFields';
import { TransferReview } from './TransferReview';

export type TransferFormProps = {
  /** The entity whose page this is: money moves from it or to it. */
  entity: LimitEntity;
  /** Its id (member, department or card); ignored for the company. */
  id: string | number;
  onTransferred?: (transfer: Transfer) => void;
};

type TransferValues = { direction: TransferDirectionName; counterpart_type?: LimitEntity; amount?: number } & Record<string, unknown>;

const party = (type: LimitEntity, id: unknown) => (type === 'company' ? { type } : { type, id: Number(id) });

function toTransfer(entity: LimitEntity, id: string | number, values: TransferValues): TransferCreate {
  const type = values.counterpart_type as LimitEntity;
  const self = party(entity, id);
  const other = party(type, values[counterpartSource(type)]);
  const [from, to] = values.direction === 'out' ? [self, other] : [other, self];
  return { from, to, amount: Number(values.amount) };
}

/** The API names `amount`, `to`, `from`…: amount stays, the sides go on the other-side field. */
const onTransferFields = (errors: FieldErrors): FieldErrors =>
  Object.fromEntries(Object.entries(errors).map(([field, message]) => [field === 'amount' ? 'amount' : 'counterpart_type', message]));

const TRANSFER_PERMISSIONS = TRANSFER_DIRECTIONS.map((direction) => direction.permission);

/**
 * Move money (spec §6): each direction offered only when `transfer_from_{x}_to_{y}` is allowed
 * and not denied (the company among them); the amount has 2 decimals, at most 10,000,000 and never
 * more than the source balance. Review shows what will move; only its Confirm sends; Back edits.
 */
export const TransferForm = ({ entity, id, onTransferred }: TransferFormProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notice = useSuccessNotice();
  const permissions = usePermissions(TRANSFER_PERMISSIONS);
  const [formKey, setFormKey] = useState(0);
  const [review, setReview] = useState<TransferCreate | null>(null);
  const targets = allowedTransferTargets(entity, permissions.isPermitted);
  const sources = allowedTransferSources(entity, permissions.isPermitted);

  // A valid form goes to the review: nothing is sent yet.
  const submit = (values: Partial<TransferValues>) => setReview(toTransfer(entity, id, values as TransferValues));

  const done = (created: Transfer) => {
    notice('money_moved', { amount: formatMoney(created.amount, created.currency, locale), from: created.from.name, to: created.to.name });
    setReview(null);
    setFormKey((key) => key + 1);
    onTransferred?.(created);
  };

  if (permissions.isPending) return <CircularProgress size={24} aria-label={translate('spendboard.loading')} />;
  if (!targets.length && !sources.length) return <Alert severity="info">{translate('spendboard.transfers.none_allowed')}</Alert>;
  const defaults: Partial<TransferValues> = {
    direction: targets.length ? 'out' : 'in',
    counterpart_type: (targets.length ? targets : sources)[0],
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby="transfer-form-title">
      <CardContent>
        <Typography id="transfer-form-title" variant="h6" component="h2" mb={1}>
          {translate('spendboard.transfers.title')}
        </Typography>
        {/* The inputs label themselves from the transfers' texts, whatever page the form is on. */}
        <ResourceContextProvider value="transfers">
          <Form key={formKey} defaultValues={defaults} onSubmit={submit} disableInvalidFormNotification>
            {/* Unsaved input asks before it is thrown away: in a dialog (its guard) or on a page (its links). */}
            <ReportUnsavedToDrawer what={translate('spendboard.transfers.title')} />
            <LeavePageGuard what={translate('spendboard.transfers.title')} />
            {/* Hidden, not unmounted, during the review: Back finds every value and a refused amount its field. */}
            <Box hidden={review !== null}>
              <TransferFields entity={entity} id={id} targets={targets} sources={sources} />
              <SaveButton label="spendboard.review.next" alwaysEnable />
            </Box>
            {review && <TransferReview transfer={review} onBack={() => setReview(null)} onDone={done} renameFields={onTransferFields} />}
          </Form>
        </ResourceContextProvider>
      </CardContent>
    </Card>
  );
};
