import { permissionsIn, readAccess, type ResourceDeclaration } from './resourceDeclaration';

/** Departments (spec §6): the Department Lead runs them but may not delete one. */
export default {
  resource: 'departments',
  order: 13,
  permissions: permissionsIn('departments', {
    'read departments': ['departments', 'view', ['Card Operator', 'Department Lead', 'Viewer']],
    'create departments': ['departments', 'create', ['Department Lead']],
    'read department details': ['department_details', 'view', ['Department Lead', 'Viewer']],
    'update departments': ['departments', 'change', ['Department Lead']],
    'delete departments': ['departments', 'delete'],
  }),
  access: {
    ...readAccess('read departments', 'read department details'),
    create: 'create departments',
    edit: 'update departments',
    delete: 'delete departments',
  },
} satisfies ResourceDeclaration;
