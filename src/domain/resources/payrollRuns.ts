import { permissionsIn, readAccess, type ResourceDeclaration } from './resourceDeclaration';

/** Salary runs (spec §6 payroll; employees and run lines share the names: `payrollEmployees.ts`, `payrollRunLines.ts`). */
export default {
  resource: 'payroll-runs',
  order: 19,
  permissions: permissionsIn('payroll', {
    'read payroll': ['payroll', 'view', ['Viewer']],
    'prepare payroll': ['payroll', 'change'],
    'approve payroll': ['payroll', 'approve'],
  }),
  access: { ...readAccess('read payroll'), create: 'prepare payroll', edit: 'prepare payroll', approve: 'approve payroll' },
} satisfies ResourceDeclaration;
