import {
  AutocompleteArrayInput,
  maxLength,
  NumberInput,
  required,
  SelectInput,
  TextInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { validateAmount } from '../../domain/amounts';
import type { DepartmentFormValues } from '../../domain/departments';
import { limitModeCode, limitModeFromCode } from '../../domain/limits';
import { modeTakesAmount } from '../../domain/moneyModel';
import { LIMIT_MODES, limitPermission } from '../../domain/permissionNames';
import { LeavePageGuard } from '../../layout/forms/LeavePageGuard';
import { usePermissions } from '../../providers/access/usePermissions';
import { LimitModeHelp } from '../shared/limits';
import { useAdministratorOptions } from './useAdministratorOptions';

const nameRules = [required(), maxLength(100)];
const amountRules = [required(), validateAmount];

const LimitAmountInput = () => {
  const mode = useWatch({ name: 'limit_mode' });
  if (!modeTakesAmount(limitModeFromCode(mode))) return null;
  return <NumberInput source="limit_amount" validate={amountRules} min={0} step={0.01} />;
};

/**
 * Name, limit and administrators of a department, for create and edit (labels from
 * `resources.departments.fields.*`). A limit mode needs its permission, except the mode the
 * edited department already has.
 */
export const DepartmentInputs = () => {
  const translate = useTranslate();
  const current = useRecordContext<DepartmentFormValues & { id: number }>()?.limit_mode;
  const administrators = useAdministratorOptions();
  const permissions = usePermissions(LIMIT_MODES.map((mode) => limitPermission('department', mode)));
  const modeChoices = LIMIT_MODES.map((mode) => ({
    id: limitModeCode(mode),
    name: `spendboard.limits.modes.${mode}`,
    disabled: !permissions.isPermitted(limitPermission('department', mode)) && limitModeCode(mode) !== current,
  }));
  return (
    <>
      <LeavePageGuard what={translate('spendboard.forms.discard.department')} />
      <TextInput source="name" validate={nameRules} />
      <SelectInput
        source="limit_mode"
        choices={modeChoices}
        validate={required()}
        helperText={<LimitModeHelp entity="department" modes={LIMIT_MODES} />}
      />
      <LimitAmountInput />
      <AutocompleteArrayInput source="administrator_ids" choices={administrators.choices} isPending={administrators.isPending} />
    </>
  );
};
