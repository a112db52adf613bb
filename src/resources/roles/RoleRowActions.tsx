import { IconButton, Stack, Tooltip, Typography } from '@mui/material';
import EditOutlined from '@mui/icons-material/EditOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import LockOutlined from '@mui/icons-material/LockOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { useDelete, useTranslate } from 'react-admin';
import type { Role } from '../../api/schema';
import { ConfirmDialog } from '../../layout/dialogs/ConfirmDialog';
import { useSuccessNotice } from '../../layout/feedback/useSuccessNotice';
import { PermissionGate } from '../../layout/access/PermissionGate';
import { RoleFormDialog } from './RoleFormDialog';
import { useOpenUntilNavigation } from '../../layout/navigation/useOpenUntilNavigation';

/** System roles: read-only, with the reason. Others: edit and delete, each behind its permission. */
export const RoleRowActions = ({ role }: { role: Role }) => {
  const translate = useTranslate();
  const notice = useSuccessNotice();
  const [dialog, setDialog] = useOpenUntilNavigation<'view' | 'edit' | 'delete'>();
  const [deleteRole] = useDelete();
  const close = () => setDialog(null);

  if (role.system) {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <LockOutlined fontSize="small" color="action" aria-hidden />
        <Typography variant="body2" color="text.secondary">
          {translate('resources.roles.system_read_only')}
        </Typography>
        <Tooltip title={translate('resources.roles.view', { name: role.name })}>
          <IconButton size="small" aria-label={translate('resources.roles.view', { name: role.name })} onClick={() => setDialog('view')}>
            <VisibilityOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
        {dialog === 'view' ? <RoleFormDialog open onClose={close} role={role} readOnly /> : null}
      </Stack>
    );
  }

  return (
    <Stack direction="row" spacing={0.5}>
      <PermissionGate permission="update roles">
        <Tooltip title={translate('resources.roles.edit', { name: role.name })}>
          <IconButton size="small" aria-label={translate('resources.roles.edit', { name: role.name })} onClick={() => setDialog('edit')}>
            <EditOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      </PermissionGate>
      <PermissionGate permission="delete roles">
        <Tooltip title={translate('resources.roles.delete', { name: role.name })}>
          <IconButton
            size="small"
            color="error"
            aria-label={translate('resources.roles.delete', { name: role.name })}
            onClick={() => setDialog('delete')}
          >
            <DeleteOutline fontSize="small" />
          </IconButton>
        </Tooltip>
      </PermissionGate>
      {dialog === 'edit' ? <RoleFormDialog open onClose={close} role={role} /> : null}
      <ConfirmDialog
        open={dialog === 'delete'}
        onClose={close}
        title={translate('resources.roles.delete_title', { name: role.name })}
        message={translate('resources.roles.delete_confirm', { name: role.name })}
        confirmLabel={translate('resources.roles.delete_button')}
        onConfirm={() => deleteRole('roles', { id: role.id, previousData: role }, { mutationMode: 'pessimistic', returnPromise: true })}
        // The row leaves the list once deleted, so the success is a notification.
        onSuccess={() => notice('role_deleted', { name: role.name })}
      />
    </Stack>
  );
};
