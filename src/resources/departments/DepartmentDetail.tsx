import { Navigate, useParams } from 'react-router';
import { useTranslate } from 'react-admin';
import type { Department } from '../../api/schema';
import { DetailAccessGate } from '../../layout/access';
import { DetailTabsLayout } from '../../layout/detail/DetailTabsLayout';
import { ShowRecord } from '../../layout/detail/ShowRecord';
import { EntityExpenses } from '../shared/expenses';
import { DepartmentActions } from './DepartmentActions';
import { DepartmentMembers } from './DepartmentMembers';
import { DepartmentInformation, DepartmentOverview } from './DepartmentOverview';
import { DepartmentUsers } from './DepartmentUsers';
import { DEPARTMENTS_PATH, departmentTabs, isDepartmentTab, type DepartmentTab } from './departmentTabs';

const TabContent = ({ tab, department }: { tab: DepartmentTab; department: Department }) => {
  if (tab === 'information') return <DepartmentInformation department={department} />;
  if (tab === 'add-administrators') return <DepartmentUsers department={department} />;
  if (tab === 'members') return <DepartmentMembers id={department.id} />;
  if (tab === 'expenses')
    return <EntityExpenses filterField="department_id" id={department.id} emptyMessage="spendboard.departments.detail.no_expenses" />;
  return <DepartmentOverview department={department} />;
};

const DepartmentPage = ({ tab, department }: { tab: DepartmentTab; department: Department }) => {
  const translate = useTranslate();
  return (
    <DetailTabsLayout
      title={department.name}
      tabs={departmentTabs(String(department.id))}
      breadcrumbs={[{ label: translate('spendboard.departments.title'), path: DEPARTMENTS_PATH }, { label: department.name }]}
      actions={<DepartmentActions department={department} />}
    >
      <TabContent tab={tab} department={department} />
    </DetailTabsLayout>
  );
};

/** `/settings/departments/{tab}/{did}` (spec §2), behind read department details with the warning. */
const DepartmentDetail = () => {
  const { tab, id } = useParams();
  if (!id || !/^\d+$/.test(id) || !isDepartmentTab(tab)) return <Navigate to={DEPARTMENTS_PATH} replace />;
  return (
    <DetailAccessGate resource="departments">
      <ShowRecord<Department>
        resource="departments"
        id={Number(id)}
        meta={{ partials: ['limit'] }}
        notFound={{ kind: 'department', listPath: DEPARTMENTS_PATH }}
      >
        {(department) => <DepartmentPage tab={tab} department={department} />}
      </ShowRecord>
    </DetailAccessGate>
  );
};

export default DepartmentDetail;
