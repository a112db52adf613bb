import { permissionsIn, type ResourceDeclaration } from './resourceDeclaration';

/** The accounting connection (a settings page, not a react-admin resource; its gates name the permissions). */
export default {
  resource: 'integrations',
  order: 42,
  permissions: permissionsIn('accounting', {
    'read integrations': ['integrations', 'view', ['Viewer']],
    'manage integrations': ['integrations', 'change'],
  }),
  access: {},
} satisfies ResourceDeclaration;
