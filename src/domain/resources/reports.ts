import { permissionsIn, type ResourceDeclaration } from './resourceDeclaration';

/** Analytics and reports (pages, not react-admin resources; their gates name the permission). */
export default {
  resource: 'reports',
  order: 7,
  permissions: permissionsIn('expenses', {
    'read reports': ['reports', 'view', ['Viewer']],
  }),
  access: {},
} satisfies ResourceDeclaration;
