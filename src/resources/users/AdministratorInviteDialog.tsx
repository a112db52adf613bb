import { email, required, TextInput, useCreate, useTranslate } from 'react-admin';
import { DialogForm } from '../../layout/dialogs/DialogForm';
import { DepartmentIdsInput, RoleIdsInput } from './AdministratorInputs';
import { useNamedPermission } from '../roles/useNamedPermission';

const numbers = (value: unknown) => (Array.isArray(value) ? value.map(Number) : []);

/** Invite a user: a new person of the company with roles, optionally in departments. */
export const AdministratorInviteDialog = ({ onClose }: { onClose: () => void }) => {
  const translate = useTranslate();
  const [create] = useCreate();
  const canReadDepartments = useNamedPermission('read departments');

  async function save(values: Record<string, unknown>) {
    const departmentIds = numbers(values.department_ids);
    const data = {
      first_name: String(values.first_name ?? '').trim(),
      last_name: String(values.last_name ?? '').trim(),
      email: String(values.email ?? '').trim(),
      role_ids: numbers(values.role_ids),
      ...(departmentIds.length ? { department_ids: departmentIds } : {}),
    };
    await create('administrators', { data }, { mutationMode: 'pessimistic', returnPromise: true });
  }

  return (
    <DialogForm
      open
      onClose={onClose}
      title={translate('spendboard.administrators.invite_title')}
      record={{ first_name: '', last_name: '', email: '', role_ids: [], department_ids: [] }}
      onSubmit={save}
      successMessage="spendboard.administrators.invited"
    >
      <TextInput source="first_name" label="spendboard.administrators.fields.first_name" validate={required()} helperText={false} />
      <TextInput source="last_name" label="spendboard.administrators.fields.last_name" validate={required()} helperText={false} />
      <TextInput source="email" type="email" label="spendboard.administrators.fields.email" validate={[required(), email()]} helperText={false} />
      <RoleIdsInput />
      {canReadDepartments ? <DepartmentIdsInput /> : null}
    </DialogForm>
  );
};
