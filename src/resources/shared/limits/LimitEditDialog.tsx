import { useTranslate } from 'react-admin';
import type { FieldErrors } from '../../../api/apiError';
import type { Limit, LimitEntity } from '../../../api/schema';
import { limitModeCode } from '../../../domain/limits';
import { limitWriteAmount, modeTakesAmount } from '../../../domain/moneyModel';
import type { LimitModeName } from '../../../domain/permissionNames';
import { DialogForm } from '../../../layout/dialogs/DialogForm';
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

/** Edit a limit: the allowed modes only, the amount hidden for an inherited limit. A changed limit asks before it is closed. */
export const LimitEditDialog = ({ entity, id, ownerName, limit, modes, onClose, onSaved }: LimitEditDialogProps) => {
  const translate = useTranslate();
  const save = useSaveLimit(entity, id);
  const startValues: LimitValues = {
    mode: modes.includes(limit.mode) ? limit.mode : modes[0],
    amount: modeTakesAmount(limit.mode) ? limit.amount : null,
  };

  const submit = async (values: Record<string, unknown>) => {
    const { mode = modes[0], amount } = values as Partial<LimitValues>;
    const saved = await save.mutateAsync({ mode: limitModeCode(mode), amount: limitWriteAmount(mode, amount) });
    onSaved?.(saved);
  };

  return (
    <DialogForm
      open
      onClose={onClose}
      title={translate('spendboard.limits.edit')}
      record={startValues}
      onSubmit={submit}
      successNotice={{ notice: 'limit_saved', args: { name: ownerName } }}
      saveLabel={translate('spendboard.limits.save')}
      renameFields={onLimitFields}
    >
      <LimitInputs entity={entity} modes={modes} />
    </DialogForm>
  );
};
