import { permissionsIn, readAccess, type ResourceDeclaration } from './resourceDeclaration';

/** Users, the company's administrators (spec §6 `… administrators`). */
export default {
  resource: 'users',
  order: 12,
  permissions: permissionsIn('administrators', {
    'read administrators': ['users', 'view', ['Viewer']],
    'create administrators': ['users', 'create'],
    'delete administrators': ['users', 'delete'],
    'update administrators': ['users', 'change'],
  }),
  access: {
    ...readAccess('read administrators'),
    create: 'create administrators',
    edit: 'update administrators',
    delete: 'delete administrators',
  },
} satisfies ResourceDeclaration;
