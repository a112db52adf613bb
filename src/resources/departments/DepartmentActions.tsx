import { Button, Stack } from '@mui/material';
import EditOutlined from '@mui/icons-material/EditOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { Link } from 'react-router';
import { useCanAccess, useDelete, useNotify, useRedirect, useTranslate } from 'react-admin';
import type { components } from '../../api/schema';
import { ConfirmDialog } from '../../layout/dialogs/ConfirmDialog';
import { DEPARTMENTS_PATH } from './departmentTabs';
import { useDialogOpen } from '../../layout/navigation/useOpenUntilNavigation';

type Department = components['schemas']['Department'];

/** Edit (update departments) and Delete (delete departments) beside the department's title. */
export const DepartmentActions = ({ department }: { department: Department }) => {
  const translate = useTranslate();
  const [deleteDepartment] = useDelete<Department>();
  const notify = useNotify();
  const redirect = useRedirect();
  const [confirming, setConfirming] = useDialogOpen();
  const edit = useCanAccess({ resource: 'departments', action: 'edit' });
  const remove = useCanAccess({ resource: 'departments', action: 'delete' });
  return (
    <Stack direction="row" spacing={1}>
      {edit.canAccess && (
        <Button component={Link} to={`${DEPARTMENTS_PATH}/edit/${department.id}`} variant="outlined" startIcon={<EditOutlined />}>
          {translate('spendboard.departments.edit.button')}
        </Button>
      )}
      {remove.canAccess && (
        <>
          <Button color="error" variant="outlined" startIcon={<DeleteOutline />} onClick={() => setConfirming(true)}>
            {translate('spendboard.departments.delete.button')}
          </Button>
          <ConfirmDialog
            open={confirming}
            onClose={() => setConfirming(false)}
            message={translate('spendboard.departments.delete.confirm')}
            onConfirm={() =>
              deleteDepartment(
                'departments',
                { id: department.id, previousData: department },
                { mutationMode: 'pessimistic', returnPromise: true },
              )
            }
            onSuccess={() => {
              notify('spendboard.departments.delete.done', { type: 'success' });
              redirect(DEPARTMENTS_PATH);
            }}
          />
        </>
      )}
    </Stack>
  );
};
