import { permissionsIn, readAccess, type ResourceDeclaration } from './resourceDeclaration';

/** Disputes of card transactions (spec §6, in the expenses group). */
export default {
  resource: 'disputes',
  order: 5,
  permissions: permissionsIn('expenses', {
    'read disputes': ['disputes', 'view', ['Viewer']],
    'organize disputes': ['disputes', 'change'],
  }),
  access: { ...readAccess('read disputes'), create: 'organize disputes', edit: 'organize disputes' },
} satisfies ResourceDeclaration;
