import { lazy } from 'react';
import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import ApprovalOutlined from '@mui/icons-material/ApprovalOutlined';
import PriceCheckOutlined from '@mui/icons-material/PriceCheckOutlined';
import SummarizeOutlined from '@mui/icons-material/SummarizeOutlined';
import { catalogueEntry, listAccess, permissionAccess, quickAction, type ResourceManifest } from '../../layout/navigation/manifest';
import { payrollPaths } from './paths';

/**
 * Payroll (issue 17), resource `payroll-runs`: the summary at `/payroll`, salary runs at
 * `/payroll/salary-processing` (prepare: `?action=create`), a run's page, the employer bank
 * account, approvals and reports. Search-only routes (spec §2), as they were planned.
 */
export const payrollRunsManifest = {
  name: 'payroll-runs',
  icon: PriceCheckOutlined,
  routes: [
    { path: payrollPaths.overview, component: lazy(() => import('./PayrollOverviewPage')) },
    { path: payrollPaths.list, component: lazy(() => import('./SalaryRunList')) },
    { path: payrollPaths.detailPattern, component: lazy(() => import('./SalaryRunShow')) },
    { path: payrollPaths.bankAccount, component: lazy(() => import('./EmployerAccountPage')) },
    { path: payrollPaths.approvals, component: lazy(() => import('./ApprovalsPage')) },
    { path: payrollPaths.reports, component: lazy(() => import('./PayrollReportsPage')) },
  ],
  catalogue: [
    catalogueEntry({
      id: 'payroll',
      path: payrollPaths.overview,
      icon: PriceCheckOutlined,
      group: 'search',
      tags: ['salary', 'wages'],
      access: listAccess('payroll-runs'),
    }),
    catalogueEntry({
      id: 'payroll_salary',
      path: payrollPaths.list,
      icon: PriceCheckOutlined,
      group: 'search',
      tags: ['payroll', 'salary', 'wps', 'sif'],
      quickActions: [quickAction('create', 'payroll-runs')],
      access: listAccess('payroll-runs'),
    }),
    catalogueEntry({
      id: 'payroll_bank',
      path: payrollPaths.bankAccount,
      icon: AccountBalanceOutlined,
      group: 'search',
      tags: ['payroll', 'bank', 'wps'],
      access: listAccess('payroll-runs'),
    }),
    catalogueEntry({
      id: 'payroll_approvals',
      path: payrollPaths.approvals,
      icon: ApprovalOutlined,
      group: 'search',
      tags: ['payroll', 'approve'],
      access: permissionAccess('approve payroll'),
    }),
    catalogueEntry({
      id: 'payroll_reports',
      path: payrollPaths.reports,
      icon: SummarizeOutlined,
      group: 'search',
      tags: ['payroll', 'export', 'gratuity', 'leave'],
      access: listAccess('payroll-runs'),
    }),
  ],
  paths: payrollPaths,
} satisfies ResourceManifest;

export default payrollRunsManifest;
