import { useRefresh, useTranslate } from 'react-admin';
import { assignAdministratorRoles } from '../../api/rolesAdministrators';
import type { components } from '../../api/schema';
import { displayFullName } from '../../domain/display';
import { DialogForm } from '../../layout/dialogs/DialogForm';
import { RoleIdsInput } from './AdministratorInputs';

type Administrator = components['schemas']['Administrator'];

/** Replace a user's roles (`PUT administrators/{id}/roles`). */
export const AdministratorRolesDialog = ({ administrator, onClose }: { administrator: Administrator; onClose: () => void }) => {
  const translate = useTranslate();
  const refresh = useRefresh();

  async function save(values: Record<string, unknown>) {
    const roleIds = Array.isArray(values.role_ids) ? values.role_ids.map(Number) : [];
    await assignAdministratorRoles(administrator.id, roleIds);
    refresh();
  }

  return (
    <DialogForm
      open
      onClose={onClose}
      title={translate('spendboard.administrators.edit_roles_title', { name: displayFullName(administrator.first_name, administrator.last_name) })}
      record={{ role_ids: administrator.roles.map((role) => role.id) }}
      onSubmit={save}
      successMessage="spendboard.administrators.roles_saved"
    >
      <RoleIdsInput />
    </DialogForm>
  );
};
