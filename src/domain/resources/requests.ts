import { permissionsIn, readAccess, type ResourceDeclaration } from './resourceDeclaration';

/** Card and limit requests (spec §6, in the funding group): whoever sees them may ask; deciding is `organize`. */
export default {
  resource: 'requests',
  order: 9,
  permissions: permissionsIn('funding', {
    'read requests': ['card_limit_requests', 'view', ['Viewer']],
    'organize requests': ['card_limit_requests', 'approve'],
  }),
  access: { ...readAccess('read requests'), create: 'read requests', edit: 'organize requests' },
} satisfies ResourceDeclaration;
