import { permissionsIn, readAccess, type ResourceDeclaration } from './resourceDeclaration';

/** Bills (spec §6): paying one is a row of its own. */
export default {
  resource: 'bills',
  order: 16,
  permissions: permissionsIn('bills', {
    'approve bills': ['bills', 'approve'],
    'read bills': ['bills', 'view', ['Viewer']],
    'create bills': ['bills', 'create'],
    'update bills': ['bills', 'change'],
    'pay bills': ['bill_payments', 'use'],
    'delete bills': ['bills', 'delete'],
  }),
  access: { ...readAccess('read bills'), create: 'create bills', edit: 'update bills', delete: 'delete bills' },
} satisfies ResourceDeclaration;
