import { permissionsIn, type ResourceDeclaration } from './resourceDeclaration';

/** Smart Comply (a page, not a react-admin resource; its gates name the permissions). */
export default {
  resource: 'compliance',
  order: 6,
  permissions: permissionsIn('expenses', {
    'read compliance': ['compliance', 'view', ['Viewer']],
    'manage compliance': ['compliance', 'change'],
  }),
  access: {},
} satisfies ResourceDeclaration;
