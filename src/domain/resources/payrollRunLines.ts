import { readAccess, type ResourceDeclaration } from './resourceDeclaration';

/** A salary run's lines: read and changed under the payroll names (`payrollRuns.ts`). */
export default {
  resource: 'payroll-run-lines',
  order: 21,
  permissions: [],
  access: { ...readAccess('read payroll'), edit: 'prepare payroll' },
} satisfies ResourceDeclaration;
