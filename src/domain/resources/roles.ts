import { permissionsIn, readAccess, type ResourceDeclaration } from './resourceDeclaration';

/** Roles and their permissions (spec §6); giving roles to users is a row of its own. */
export default {
  resource: 'roles',
  order: 2,
  permissions: permissionsIn('roles', {
    'read roles': ['roles', 'view', ['Viewer']],
    'create roles': ['roles', 'create'],
    'update roles': ['roles', 'change'],
    'delete roles': ['roles', 'delete'],
    'assign permissions': ['role_permissions', 'change'],
    'assign roles': ['user_roles', 'change'],
    'read permissions': ['role_permissions', 'view', ['Viewer']],
  }),
  access: { ...readAccess('read roles'), create: 'create roles', edit: 'update roles', delete: 'delete roles' },
} satisfies ResourceDeclaration;
