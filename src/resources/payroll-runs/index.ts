import { lazyView } from '../../layout/navigation/lazyView';
import PriceCheckOutlined from '@mui/icons-material/PriceCheckOutlined';
import { catalogueEntry, listAccess, quickAction, type ResourceManifest } from '../../layout/navigation/manifest';
import { payrollPaths } from './paths';
import { salaryRunListQuery } from './listQuery';

/**
 * Salary runs (issue 17), resource `payroll-runs`: the list at `/payroll/salary-processing` (prepare:
 * `?action=create`) and a run at `/payroll/salary-processing/overview/{id}`. The summary, bank
 * account, approvals and reports pages are `src/custom-pages/payroll/`.
 */
export const payrollRunsManifest = {
  name: 'payroll-runs',
  order: 20,
  icon: PriceCheckOutlined,
  routes: [
    { path: payrollPaths.list, component: lazyView(() => import('./SalaryRunList')), listQuery: salaryRunListQuery },
    { path: payrollPaths.detailPattern, component: lazyView(() => import('./SalaryRunShow')) },
  ],
  catalogue: [
    catalogueEntry({
      id: 'payroll_salary',
      path: payrollPaths.list,
      icon: PriceCheckOutlined,
      group: 'search',
      tags: ['payroll', 'salary', 'wps', 'sif'],
      quickActions: [quickAction('create', 'payroll-runs')],
      access: listAccess('payroll-runs'),
    }),
  ],
  paths: payrollPaths,
} satisfies ResourceManifest;

export default payrollRunsManifest;
