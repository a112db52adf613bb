import {
  AutocompleteArrayInput,
  maxLength,
  NumberInput,
  required,
  SelectInput,
  SimpleForm,
  TextInput,
  useNotify,
  useRedirect,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { saveDepartment } from '../../api/departments';
import { departmentPayload, type DepartmentFormValues } from '../../domain/departments';
import { validateAmount } from '../../domain/amounts';
import { limitModeCode } from '../../domain/limits';
import { LIMIT_MODES, limitPermission } from '../../domain/permissionNames';
import { usePermittedNames } from '../shared/usePermittedNames';
import { useFormSubmit } from '../../layout/forms/useFormSubmit';
import { DEPARTMENTS_PATH } from './departmentTabs';
import { useAdministratorOptions } from './useAdministratorOptions';

const nameRules = [required(), maxLength(100)];
const amountRules = [required(), validateAmount];

const LimitAmountInput = () => {
  const mode = useWatch({ name: 'limit_mode' });
  if (!mode || mode === '3') return null;
  return <NumberInput source="limit_amount" label="spendboard.departments.fields.limit_amount" validate={amountRules} min={0} step={0.01} />;
};

type DepartmentFormProps = {
  /** The department being edited; absent on create. */
  id?: number;
  initial?: DepartmentFormValues;
  doneMessage: string;
};

/** Name, limit and administrators, written as form data; API field errors land on the fields. */
export const DepartmentForm = ({ id, initial, doneMessage }: DepartmentFormProps) => {
  const notify = useNotify();
  const redirect = useRedirect();
  const submitForm = useFormSubmit();
  const queryClient = useQueryClient();
  const administrators = useAdministratorOptions();
  const permissions = usePermittedNames(LIMIT_MODES.map((mode) => limitPermission('department', mode)));
  const modeChoices = LIMIT_MODES.map((mode) => ({
    id: limitModeCode(mode),
    name: `spendboard.people.limit_modes.${mode}`,
    disabled: !permissions.isPermitted(limitPermission('department', mode)) && limitModeCode(mode) !== initial?.limit_mode,
  }));

  const submit = (values: Record<string, unknown>) =>
    submitForm(async () => {
        await saveDepartment(departmentPayload(values as DepartmentFormValues, initial), id);
        await queryClient.invalidateQueries({ queryKey: ['departments'] });
        notify(doneMessage, { type: 'success' });
        redirect(DEPARTMENTS_PATH);
    });

  return (
    <SimpleForm onSubmit={submit} defaultValues={initial ?? { limit_mode: '3', administrator_ids: [] }}>
      <TextInput source="name" label="spendboard.departments.fields.name" validate={nameRules} />
      <SelectInput source="limit_mode" label="spendboard.departments.fields.limit_mode" choices={modeChoices} validate={required()} />
      <LimitAmountInput />
      <AutocompleteArrayInput
        source="administrator_ids"
        label="spendboard.departments.fields.administrators"
        choices={administrators.choices}
        isPending={administrators.isPending}
      />
    </SimpleForm>
  );
};
