import { permissionsIn, readAccess, type ResourceDeclaration } from './resourceDeclaration';

/** People (spec §6): removing a person is a change (`manage people`). */
export default {
  resource: 'people',
  order: 3,
  permissions: permissionsIn('people', {
    'read people': ['people', 'view', ['Card Operator', 'Department Lead', 'Viewer']],
    'invite people': ['people', 'create'],
    'read people details': ['person_details', 'view', ['Department Lead', 'Viewer']],
    'manage people': ['people', 'change'],
  }),
  access: {
    ...readAccess('read people', 'read people details'),
    create: 'invite people',
    edit: 'manage people',
    delete: 'manage people',
  },
} satisfies ResourceDeclaration;
