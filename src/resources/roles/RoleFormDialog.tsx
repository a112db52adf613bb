import { useCreate, useTranslate, useUpdate } from 'react-admin';
import type { Role, RoleWrite } from '../../api/schema';
import { DialogForm } from '../../layout/dialogs/DialogForm';
import { RoleInputs, useRoleInputRights } from './RoleInputs';

export type RoleFormDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The role to edit or view; none: a new role. */
  role?: Role;
  /** A system role (or no `update roles`): the permissions are shown, nothing is saved. */
  readOnly?: boolean;
};

const roleFormValues = (role?: Role) => ({
  name: role?.name ?? '',
  permissions: role?.permissions.map((permission) => permission.name) ?? [],
});

/**
 * Create, edit or view a role in a dialog (the API has no GET of one role): `useCreate`/`useUpdate`
 * on `roles`; a 422 puts each message on its field.
 */
export const RoleFormDialog = ({ open, onClose, role, readOnly = false }: RoleFormDialogProps) => {
  const translate = useTranslate();
  const { canAssign } = useRoleInputRights();
  const [create] = useCreate();
  const [update] = useUpdate();

  /** Only a user who may assign permissions sends them; the name alone otherwise. */
  const toRoleWrite = (values: Record<string, unknown>): RoleWrite => ({
    name: String(values.name ?? '').trim(),
    ...(canAssign ? { permissions: (values.permissions as string[] | undefined) ?? [] } : {}),
  });

  async function save(values: Record<string, unknown>) {
    const data = toRoleWrite(values);
    const options = { mutationMode: 'pessimistic' as const, returnPromise: true as const };
    if (role) await update('roles', { id: role.id, data, previousData: role }, options);
    else await create('roles', { data }, options);
  }

  const title = role
    ? translate(readOnly ? 'resources.roles.view_title' : 'resources.roles.edit_title', { name: role.name })
    : translate('resources.roles.create_title');

  return (
    <DialogForm
      open={open}
      onClose={onClose}
      title={title}
      record={roleFormValues(role)}
      onSubmit={save}
      successNotice={(values) => ({ notice: role ? 'role_updated' : 'role_created', args: { name: String(values.name ?? '').trim() } })}
      readOnly={readOnly}
    >
      <RoleInputs readOnly={readOnly} />
    </DialogForm>
  );
};
