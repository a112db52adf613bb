import { Button, Stack } from '@mui/material';
import EditOutlined from '@mui/icons-material/EditOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { Link } from 'react-router';
import { useCanAccess, useDelete, useGetList, useLocaleState, useRedirect, useTranslate } from 'react-admin';
import type { Department } from '../../api/schema';
import { ownBalanceTotals } from '../../domain/removal';
import { ConfirmDialog } from '../../layout/dialogs/ConfirmDialog';
import { moneyTotalsText } from '../../layout/feedback/moneyText';
import { useSuccessNotice } from '../../layout/feedback/useSuccessNotice';
import { useActiveCompanyName } from '../../layout/company-switcher/useActiveCompanyName';
import { useLimit } from '../shared/limits/useLimit';
import { DEPARTMENTS_PATH } from './departmentTabs';
import { useDialogOpen } from '../../layout/navigation/useOpenUntilNavigation';

/** Read while the question is open: how many members lose their department and the balance that returns to the company. */
function useDeletionConsequences(department: Department, open: boolean) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const company = useActiveCompanyName() ?? '';
  const members = useGetList(
    'people',
    { filter: { department_id: [String(department.id)] }, pagination: { page: 1, perPage: 1 } },
    { enabled: open },
  );
  const limit = useLimit('department', open ? department.id : null);
  const loading = members.total === undefined || !limit.data;
  if (loading) return { loading, lines: [] };
  const balance = ownBalanceTotals(limit.data);
  return {
    loading,
    lines: [
      translate('spendboard.consequences.members_without_department', { smart_count: members.total ?? 0 }),
      balance.size > 0
        ? translate('spendboard.consequences.balance_returns', { amount: moneyTotalsText(balance, locale), company })
        : translate('spendboard.consequences.nothing_returns'),
    ],
  };
}

/** Edit (update departments) and Delete (delete departments) beside the department's title. */
export const DepartmentActions = ({ department }: { department: Department }) => {
  const translate = useTranslate();
  const [deleteDepartment] = useDelete<Department>();
  const notice = useSuccessNotice();
  const redirect = useRedirect();
  const [confirming, setConfirming] = useDialogOpen();
  const edit = useCanAccess({ resource: 'departments', action: 'edit' });
  const remove = useCanAccess({ resource: 'departments', action: 'delete' });
  const consequences = useDeletionConsequences(department, confirming && remove.canAccess === true);
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
            title={translate('spendboard.departments.delete.title', { name: department.name })}
            message={translate('spendboard.departments.delete.confirm')}
            consequences={consequences.lines}
            consequencesLoading={consequences.loading}
            confirmLabel={translate('spendboard.departments.delete.confirm_button')}
            onConfirm={() =>
              deleteDepartment(
                'departments',
                { id: department.id, previousData: department },
                { mutationMode: 'pessimistic', returnPromise: true },
              )
            }
            onSuccess={() => {
              notice('department_deleted', { name: department.name });
              redirect(DEPARTMENTS_PATH);
            }}
          />
        </>
      )}
    </Stack>
  );
};
