import { lazyView } from '../../layout/navigation/lazyView';
import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import ApprovalOutlined from '@mui/icons-material/ApprovalOutlined';
import PriceCheckOutlined from '@mui/icons-material/PriceCheckOutlined';
import SummarizeOutlined from '@mui/icons-material/SummarizeOutlined';
import { catalogueEntry, listAccess, permissionAccess, type PageManifest } from '../../layout/navigation/manifest';
import { payrollPaths } from '../../resources/payroll-runs/paths';

/**
 * The payroll pages that are not a resource's list (issue 17): the summary at `/payroll`, the
 * employer bank account, approvals and reports; the salary runs and employees are their resources'
 * manifests. Spec §2 lists them in the search index only; the summary is also in the sidebar's
 * financial group (issue 35: a finance team runs payroll every month and should not need Ctrl+K to
 * find it), the others stay search-only and are reached from it.
 */
export const payrollOverviewPage = {
  path: payrollPaths.overview,
  component: lazyView(() => import('./PayrollOverviewPage')),
  catalogue: [
    catalogueEntry({
      id: 'payroll',
      path: payrollPaths.overview,
      icon: PriceCheckOutlined,
      group: 'financial',
      tags: ['salary', 'wages'],
      access: listAccess('payroll-runs'),
    }),
  ],
} satisfies PageManifest;

export const payrollBankAccountPage = {
  path: payrollPaths.bankAccount,
  component: lazyView(() => import('./EmployerAccountPage')),
  catalogue: [
    catalogueEntry({
      id: 'payroll_bank',
      path: payrollPaths.bankAccount,
      icon: AccountBalanceOutlined,
      group: 'search',
      tags: ['payroll', 'bank', 'wps'],
      access: listAccess('payroll-runs'),
    }),
  ],
} satisfies PageManifest;

export const payrollApprovalsPage = {
  path: payrollPaths.approvals,
  component: lazyView(() => import('./ApprovalsPage')),
  catalogue: [
    catalogueEntry({
      id: 'payroll_approvals',
      path: payrollPaths.approvals,
      icon: ApprovalOutlined,
      group: 'search',
      tags: ['payroll', 'approve'],
      access: permissionAccess('approve payroll'),
    }),
  ],
} satisfies PageManifest;

export const payrollReportsPage = {
  path: payrollPaths.reports,
  component: lazyView(() => import('./PayrollReportsPage')),
  catalogue: [
    catalogueEntry({
      id: 'payroll_reports',
      path: payrollPaths.reports,
      icon: SummarizeOutlined,
      group: 'search',
      tags: ['payroll', 'export', 'gratuity', 'leave'],
      access: listAccess('payroll-runs'),
    }),
  ],
} satisfies PageManifest;

export const PAYROLL_PAGES = [payrollOverviewPage, payrollBankAccountPage, payrollApprovalsPage, payrollReportsPage] as const;
