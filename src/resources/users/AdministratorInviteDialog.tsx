import { useCreate, useTranslate } from 'react-admin';
import type { AdministratorCreate } from '../../api/schema';
import { displayFullName } from '../../domain/display';
import { DialogForm } from '../../layout/dialogs/DialogForm';
import { DepartmentIdsInput, RoleIdsInput, UserIdentityInputs } from './AdministratorInputs';
import { usePermission } from '../../providers/access/usePermissions';

const numbers = (value: unknown) => (Array.isArray(value) ? value.map(Number) : []);

/** The form's values as the API's invitation (trimmed names; departments only when chosen). */
function toInvitation(values: Record<string, unknown>): AdministratorCreate {
  const departmentIds = numbers(values.department_ids);
  return {
    first_name: String(values.first_name ?? '').trim(),
    last_name: String(values.last_name ?? '').trim(),
    email: String(values.email ?? '').trim(),
    role_ids: numbers(values.role_ids),
    ...(departmentIds.length ? { department_ids: departmentIds } : {}),
  };
}

/** Invite a user (`useCreate` on `users`): a new person of the company with roles, optionally in departments. */
export const AdministratorInviteDialog = ({ onClose }: { onClose: () => void }) => {
  const translate = useTranslate();
  const [create] = useCreate();
  const canReadDepartments = usePermission('read departments');

  const save = (values: Record<string, unknown>) =>
    create('users', { data: toInvitation(values) }, { mutationMode: 'pessimistic', returnPromise: true });

  return (
    <DialogForm
      open
      onClose={onClose}
      title={translate('resources.users.invite_title')}
      record={{ first_name: '', last_name: '', email: '', role_ids: [], department_ids: [] }}
      onSubmit={save}
      successNotice={(values) => ({
        notice: 'user_invited',
        args: { name: displayFullName(String(values.first_name ?? '').trim(), String(values.last_name ?? '').trim()) },
      })}
    >
      <UserIdentityInputs />
      <RoleIdsInput />
      {canReadDepartments ? <DepartmentIdsInput /> : null}
    </DialogForm>
  );
};
