import { required, TextInput } from 'react-admin';
import { PermissionMatrixInput } from './PermissionMatrixInput';
import { usePermission } from '../../providers/access/usePermissions';

/** Which parts of a role the user may change ('read permissions' to see them, 'assign permissions' to change them). */
export function useRoleInputRights() {
  return { canRead: usePermission('read permissions'), canAssign: usePermission('assign permissions') };
}

/** The fields of a role, written once for create, edit and view: its name and its permissions by area. */
export const RoleInputs = ({ readOnly = false }: { readOnly?: boolean }) => {
  const { canRead, canAssign } = useRoleInputRights();
  return (
    <>
      <TextInput source="name" validate={required()} disabled={readOnly} slotProps={{ htmlInput: { maxLength: 100 } }} helperText={false} />
      <PermissionMatrixInput canRead={canRead} canAssign={canAssign} readOnly={readOnly} />
    </>
  );
};
