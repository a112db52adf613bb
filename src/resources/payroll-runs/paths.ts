import { resourcePaths } from '../../layout/navigation/resourcePaths';

/** Spec §2's payroll routes (issue 17): salary runs at `/payroll/salary-processing` (a run at `/payroll/salary-processing/overview/{id}`). */
const runs = resourcePaths('/payroll/salary-processing');

export const payrollPaths = {
  ...runs,
  overview: '/payroll',
  bankAccount: '/payroll/bank-account',
  employees: '/payroll/employee-management',
  approvals: '/payroll/approvals',
  reports: '/payroll/reports',
} as const;
