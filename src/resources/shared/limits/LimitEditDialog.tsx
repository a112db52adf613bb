import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { Form, SaveButton, useTranslate } from 'react-admin';
import type { FieldErrors } from '../../../api/apiError';
import type { Limit, LimitEntity } from '../../../api/schema';
import { limitModeCode } from '../../../domain/limits';
import { limitWriteAmount, modeTakesAmount } from '../../../domain/moneyModel';
import type { LimitModeName } from '../../../domain/permissionNames';
import { useFormSubmit } from '../../../layout/forms/useFormSubmit';
import { useSuccessNotice } from '../../../layout/feedback/useSuccessNotice';
import { LimitInputs } from './LimitInputs';
import { useSaveLimit } from './useLimit';

type LimitEditDialogProps = {
  entity: LimitEntity;
  id: string | number;
  /** Named by the success notice. */
  ownerName: string;
  limit: Limit;
  modes: LimitModeName[];
  onClose: () => void;
  onSaved?: (limit: Limit) => void;
};

type LimitValues = { mode: LimitModeName; amount: number | null };

/** The API answers `amount`, `mode` or `limit.amount`: each message goes on its field. */
const onLimitFields = (errors: FieldErrors): FieldErrors =>
  Object.fromEntries(Object.entries(errors).map(([field, message]) => [field.replace(/^limit\./, ''), message]));

/** Edit a limit: the allowed modes only, the amount hidden for an inherited limit. */
export const LimitEditDialog = ({ entity, id, ownerName, limit, modes, onClose, onSaved }: LimitEditDialogProps) => {
  const translate = useTranslate();
  const notice = useSuccessNotice();
  const submitForm = useFormSubmit();
  const save = useSaveLimit(entity, id);
  const defaultValues: LimitValues = {
    mode: modes.includes(limit.mode) ? limit.mode : modes[0],
    amount: modeTakesAmount(limit.mode) ? limit.amount : null,
  };

  const submit = async (values: Partial<LimitValues>) => {
    const mode = values.mode ?? modes[0];
    return submitForm(async () => {
      const saved = await save.mutateAsync({ mode: limitModeCode(mode), amount: limitWriteAmount(mode, values.amount) });
      notice('limit_saved', { name: ownerName });
      onSaved?.(saved);
      onClose();
    }, onLimitFields);
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="limit-edit-title" fullWidth maxWidth="xs">
      <Form defaultValues={defaultValues} onSubmit={submit} disableInvalidFormNotification>
        <DialogTitle id="limit-edit-title">{translate('spendboard.limits.edit')}</DialogTitle>
        <DialogContent>
          <LimitInputs entity={entity} modes={modes} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('spendboard.limits.cancel')}</Button>
          <SaveButton label="spendboard.limits.save" alwaysEnable />
        </DialogActions>
      </Form>
    </Dialog>
  );
};
