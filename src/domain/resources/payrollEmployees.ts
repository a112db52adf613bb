import { readAccess, type ResourceDeclaration } from './resourceDeclaration';

/** Payroll's employees: read and prepared under the payroll names (`payrollRuns.ts`). */
export default {
  resource: 'payroll-employees',
  order: 20,
  permissions: [],
  access: { ...readAccess('read payroll'), create: 'prepare payroll', edit: 'prepare payroll' },
} satisfies ResourceDeclaration;
