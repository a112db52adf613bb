import { permissionsIn, readAccess, type ResourceDeclaration } from './resourceDeclaration';

/** Funding requests (spec §6): whoever sees them may ask for funds; handling them is `organize`. */
export default {
  resource: 'funding-requests',
  order: 8,
  permissions: permissionsIn('funding', {
    'read funding requests': ['funding_requests', 'view', ['Viewer']],
    'organize funding requests': ['funding_requests', 'change'],
  }),
  access: { ...readAccess('read funding requests'), create: 'read funding requests', edit: 'organize funding requests' },
} satisfies ResourceDeclaration;
