import { readAccess, type ResourceDeclaration } from './resourceDeclaration';

/** Accounting's payables: the rules of accounting's expenses (`accountingExpenses.ts` declares the names). */
export default {
  resource: 'accounting-payables',
  order: 11,
  permissions: [],
  access: { ...readAccess('read accounting'), sync: 'sync accounting' },
} satisfies ResourceDeclaration;
