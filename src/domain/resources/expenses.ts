import { permissionsIn, readAccess, type ResourceDeclaration } from './resourceDeclaration';

/** Expenses (spec §6): adding an expense by hand is a change of the company's expenses. */
export default {
  resource: 'expenses',
  order: 4,
  permissions: permissionsIn('expenses', {
    'read expenses': ['expenses', 'view', ['Viewer']],
    'update expenses': ['expenses', 'change'],
    'approve expenses': ['expenses', 'approve'],
  }),
  access: { ...readAccess('read expenses'), edit: 'update expenses', create: 'update expenses' },
} satisfies ResourceDeclaration;
