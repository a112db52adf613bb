import { useTranslate, useUpdate } from 'react-admin';
import type { Administrator } from '../../api/schema';
import { displayFullName } from '../../domain/display';
import { DialogForm } from '../../layout/dialogs/DialogForm';
import { RoleIdsInput } from './AdministratorInputs';

/** Replace a user's roles: `useUpdate` on `users` (the dataProvider sends `PUT administrators/{id}/roles`). */
export const AdministratorRolesDialog = ({ administrator, onClose }: { administrator: Administrator; onClose: () => void }) => {
  const translate = useTranslate();
  const [update] = useUpdate();

  const save = (values: Record<string, unknown>) => {
    const role_ids = Array.isArray(values.role_ids) ? values.role_ids.map(Number) : [];
    return update(
      'users',
      { id: administrator.id, data: { role_ids }, previousData: administrator },
      { mutationMode: 'pessimistic', returnPromise: true },
    );
  };

  return (
    <DialogForm
      open
      onClose={onClose}
      title={translate('resources.users.edit_roles_title', { name: displayFullName(administrator.first_name, administrator.last_name) })}
      record={{ role_ids: administrator.roles.map((role) => role.id) }}
      onSubmit={save}
      successNotice={{ notice: 'user_roles_saved', args: { name: displayFullName(administrator.first_name, administrator.last_name) } }}
    >
      <RoleIdsInput />
    </DialogForm>
  );
};
