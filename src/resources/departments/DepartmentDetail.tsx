import { Alert, Box, CircularProgress } from '@mui/material';
import { Navigate, useParams } from 'react-router';
import { useGetOne, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import type { components } from '../../api/schema';
import { DetailAccessGate } from '../../layout/access';
import { DetailTabsLayout } from '../../layout/detail/DetailTabsLayout';
import { EntityExpenses } from '../shared/expenses';
import { DepartmentActions } from './DepartmentActions';
import { DepartmentMembers } from './DepartmentMembers';
import { DepartmentInformation, DepartmentOverview } from './DepartmentOverview';
import { DepartmentUsers } from './DepartmentUsers';
import { DEPARTMENTS_PATH, departmentTabs, isDepartmentTab, type DepartmentTab } from './departmentTabs';

type Department = components['schemas']['Department'];

const TabContent = ({ tab, department, onChanged }: { tab: DepartmentTab; department: Department; onChanged: () => void }) => {
  if (tab === 'information') return <DepartmentInformation department={department} />;
  if (tab === 'add-administrators') return <DepartmentUsers department={department} onChanged={onChanged} />;
  if (tab === 'members') return <DepartmentMembers id={department.id} />;
  if (tab === 'expenses') return <EntityExpenses filterField="department_id" id={department.id} emptyMessage="spendboard.departments.detail.no_expenses" />;
  return <DepartmentOverview department={department} />;
};

const DepartmentDetailContent = ({ tab, id }: { tab: DepartmentTab; id: string }) => {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const { data, isPending, error } = useGetOne<Department>('departments', { id: Number(id), meta: { partials: ['limit'] } });
  if (isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
        <CircularProgress aria-label={translate('spendboard.loading')} />
      </Box>
    );
  }
  if (error || !data) {
    const reason = error instanceof Error ? error.message : 'spendboard.departments.detail.not_found';
    return <Alert severity="error" sx={{ m: 2 }}>{translate(reason, { _: reason })}</Alert>;
  }
  return (
    <DetailTabsLayout
      title={data.name}
      tabs={departmentTabs(id)}
      breadcrumbs={[{ label: translate('spendboard.departments.title'), path: DEPARTMENTS_PATH }, { label: data.name }]}
      actions={<DepartmentActions department={data} />}
    >
      <TabContent tab={tab} department={data} onChanged={() => void queryClient.invalidateQueries({ queryKey: ['departments'] })} />
    </DetailTabsLayout>
  );
};

/** `/settings/departments/{tab}/{did}` (spec §2), behind read department details with the warning. */
const DepartmentDetail = () => {
  const { tab, id } = useParams();
  if (!id || !/^\d+$/.test(id) || !isDepartmentTab(tab)) return <Navigate to={DEPARTMENTS_PATH} replace />;
  return (
    <DetailAccessGate resource="departments">
      <DepartmentDetailContent tab={tab} id={id} />
    </DetailAccessGate>
  );
};

export default DepartmentDetail;
