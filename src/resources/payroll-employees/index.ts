import { lazyView } from '../../layout/navigation/lazyView';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import { catalogueEntry, listAccess, quickAction, type ResourceManifest } from '../../layout/navigation/manifest';
import { payrollPaths } from '../payroll-runs/paths';
import { payrollEmployeeListQuery } from './listQuery';

/** Payroll employees (issue 17) at `/payroll/employee-management` (add: `?action=create`). */
export const payrollEmployeesManifest = {
  name: 'payroll-employees',
  order: 21,
  icon: PeopleOutlined,
  routes: [{ path: payrollPaths.employees, component: lazyView(() => import('./EmployeeList')), listQuery: payrollEmployeeListQuery }],
  catalogue: [
    catalogueEntry({
      id: 'payroll_employees',
      path: payrollPaths.employees,
      icon: PeopleOutlined,
      group: 'search',
      tags: ['payroll', 'employees', 'iban', 'mohre'],
      quickActions: [quickAction('create', 'payroll-employees')],
      access: listAccess('payroll-employees'),
    }),
  ],
  paths: { list: payrollPaths.employees },
} satisfies ResourceManifest;

export default payrollEmployeesManifest;
