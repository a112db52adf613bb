import { permissionsIn, readAccess, type ResourceDeclaration } from './resourceDeclaration';

/** Accounting's expenses (spec §6 `read|lock|sync accounting`; the payables share the rules, `accountingPayables.ts`). */
export default {
  resource: 'accounting-expenses',
  order: 10,
  permissions: permissionsIn('accounting', {
    'read accounting': ['accounting', 'view', ['Viewer']],
    'lock accounting': ['accounting', 'lock'],
    'sync accounting': ['accounting', 'sync'],
  }),
  access: { ...readAccess('read accounting'), sync: 'sync accounting' },
} satisfies ResourceDeclaration;
