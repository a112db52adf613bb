import { required, TextInput, useCreate, useTranslate, useUpdate } from 'react-admin';
import type { components } from '../../api/schema';
import { DialogForm } from '../../layout/dialogs/DialogForm';
import { PermissionMatrixInput } from './PermissionMatrixInput';
import { useNamedPermission } from './useNamedPermission';

type Role = components['schemas']['Role'];
type RoleWrite = components['schemas']['RoleWrite'];

export type RoleFormDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The role to edit or view; none: a new role. */
  role?: Role;
  /** A system role (or no `update roles`): the permissions are shown, nothing is saved. */
  readOnly?: boolean;
};

const roleFormValues = (role?: Role) => ({ name: role?.name ?? '', permissions: role?.permissions.map((permission) => permission.name) ?? [] });

/** Create, edit or view a role: its name and its permissions by area. */
export const RoleFormDialog = ({ open, onClose, role, readOnly = false }: RoleFormDialogProps) => {
  const translate = useTranslate();
  const canRead = useNamedPermission('read permissions');
  const canAssign = useNamedPermission('assign permissions');
  const [create] = useCreate();
  const [update] = useUpdate();

  async function save(values: Record<string, unknown>) {
    const data: RoleWrite = { name: String(values.name ?? '').trim() };
    if (canAssign) data.permissions = (values.permissions as string[] | undefined) ?? [];
    const options = { mutationMode: 'pessimistic' as const, returnPromise: true };
    if (role) await update('roles', { id: role.id, data, previousData: role }, options);
    else await create('roles', { data }, options);
  }

  const title = role
    ? translate(readOnly ? 'spendboard.roles.view_title' : 'spendboard.roles.edit_title', { name: role.name })
    : translate('spendboard.roles.create_title');

  return (
    <DialogForm
      open={open}
      onClose={onClose}
      title={title}
      record={roleFormValues(role)}
      onSubmit={save}
      successMessage="spendboard.roles.saved"
      readOnly={readOnly}
    >
      <TextInput
        source="name"
        label="spendboard.roles.fields.name"
        validate={required()}
        disabled={readOnly}
        slotProps={{ htmlInput: { maxLength: 100 } }}
        helperText={false}
      />
      <PermissionMatrixInput canRead={canRead} canAssign={canAssign} readOnly={readOnly} />
    </DialogForm>
  );
};
