import { IconButton, Stack, Tooltip } from '@mui/material';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { useDelete, useTranslate } from 'react-admin';
import type { Administrator } from '../../api/schema';
import { displayFullName } from '../../domain/display';
import { ConfirmDialog } from '../../layout/dialogs/ConfirmDialog';
import { useSuccessNotice } from '../../layout/feedback/useSuccessNotice';
import { PermissionGate } from '../../layout/access/PermissionGate';
import { AdministratorRolesDialog } from './AdministratorRolesDialog';
import { AdministratorDepartmentsDialog } from './AdministratorDepartmentsDialog';
import { useOpenUntilNavigation } from '../../layout/navigation/useOpenUntilNavigation';
import { useGrantRules } from '../roles/useGrantRules';

type ActionProps = { label: string; onClick: () => void; icon: React.ReactNode; color?: 'error' };

const RowAction = ({ label, onClick, icon, color }: ActionProps) => (
  <Tooltip title={label}>
    <IconButton size="small" color={color} aria-label={label} onClick={onClick}>
      {icon}
    </IconButton>
  </Tooltip>
);

/** Nobody changes his own roles: his own row says so instead of offering the edit. */
const OwnRolesLock = () => {
  const translate = useTranslate();
  const reason = translate('resources.roles.grants.own_roles');
  return (
    <Tooltip title={reason}>
      <LockOutlined fontSize="small" color="action" titleAccess={reason} tabIndex={0} sx={{ m: 0.625 }} />
    </Tooltip>
  );
};

/** Edit roles (update administrators + assign roles; not one's own), departments (+ update departments), delete. */
export const AdministratorRowActions = ({ administrator }: { administrator: Administrator }) => {
  const translate = useTranslate();
  const notice = useSuccessNotice();
  const [dialog, setDialog] = useOpenUntilNavigation<'roles' | 'departments' | 'delete'>();
  const [deleteAdministrator] = useDelete();
  const grants = useGrantRules();
  const name = displayFullName(administrator.first_name, administrator.last_name);
  const close = () => setDialog(null);

  return (
    <Stack direction="row" spacing={0.5}>
      <PermissionGate permission="update administrators">
        <PermissionGate permission="assign roles">
          {grants.mayChangeRoles(administrator) ? (
            <RowAction
              label={translate('resources.users.edit_roles', { name })}
              onClick={() => setDialog('roles')}
              icon={<BadgeOutlined fontSize="small" />}
            />
          ) : (
            <OwnRolesLock />
          )}
        </PermissionGate>
        <PermissionGate permission="update departments">
          <RowAction
            label={translate('resources.users.edit_departments', { name })}
            onClick={() => setDialog('departments')}
            icon={<GroupsOutlined fontSize="small" />}
          />
        </PermissionGate>
      </PermissionGate>
      <PermissionGate permission="delete administrators">
        <RowAction
          label={translate('resources.users.delete', { name })}
          onClick={() => setDialog('delete')}
          icon={<DeleteOutline fontSize="small" />}
          color="error"
        />
      </PermissionGate>
      {dialog === 'roles' ? <AdministratorRolesDialog administrator={administrator} onClose={close} /> : null}
      {dialog === 'departments' ? <AdministratorDepartmentsDialog administrator={administrator} onClose={close} /> : null}
      <ConfirmDialog
        open={dialog === 'delete'}
        onClose={close}
        title={translate('resources.users.delete_title', { name })}
        message={translate('resources.users.delete_confirm', { name })}
        confirmLabel={translate('resources.users.delete_button')}
        onConfirm={() =>
          deleteAdministrator(
            'users',
            { id: administrator.id, previousData: administrator },
            { mutationMode: 'pessimistic', returnPromise: true },
          )
        }
        // The row leaves the list once deleted, so the success is a notification.
        onSuccess={() => notice('user_deleted', { name })}
      />
    </Stack>
  );
};
