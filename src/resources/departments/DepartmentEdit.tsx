import { Alert, Box, Card, CircularProgress, Typography } from '@mui/material';
import { Navigate, useParams } from 'react-router';
import { ResourceContextProvider, useGetOne, useTranslate } from 'react-admin';
import type { components } from '../../api/schema';
import { PermissionGate } from '../../layout/access';
import { limitModeCode } from '../../domain/limits';
import type { DepartmentFormValues } from '../../domain/departments';
import { DepartmentForm } from './DepartmentForm';
import { DEPARTMENTS_PATH } from './departmentTabs';

type Department = components['schemas']['Department'];

const formValues = (department: Department): DepartmentFormValues => ({
  name: department.name,
  limit_mode: limitModeCode(department.limit?.mode ?? 'inherited'),
  limit_amount: department.limit?.mode === 'inherited' ? 0 : (department.limit?.amount ?? 0),
  administrator_ids: department.administrators.map((admin) => admin.id),
});

const DepartmentEditContent = ({ id }: { id: number }) => {
  const translate = useTranslate();
  const { data, isPending, error } = useGetOne<Department>('departments', { id, meta: { partials: ['limit'] } });
  if (isPending) return <CircularProgress aria-label={translate('spendboard.loading')} />;
  if (error || !data) {
    const reason = error instanceof Error ? error.message : 'spendboard.departments.detail.not_found';
    return <Alert severity="error">{translate(reason, { _: reason })}</Alert>;
  }
  return (
    <ResourceContextProvider value="departments">
      <Card>
        <DepartmentForm id={id} initial={formValues(data)} doneMessage="spendboard.departments.edit.done" />
      </Card>
    </ResourceContextProvider>
  );
};

/** `/settings/departments/edit/{did}` (update departments); a save returns to the list. */
const DepartmentEdit = () => {
  const translate = useTranslate();
  const { id } = useParams();
  if (!id || !/^\d+$/.test(id)) return <Navigate to={DEPARTMENTS_PATH} replace />;
  return (
    <PermissionGate permission="update departments" gating="show_warning">
      <Box sx={{ py: 2 }}>
        <Typography component="h2" variant="h5" fontWeight={700} sx={{ mb: 2 }}>
          {translate('spendboard.departments.edit.title')}
        </Typography>
        <DepartmentEditContent id={Number(id)} />
      </Box>
    </PermissionGate>
  );
};

export default DepartmentEdit;
