import { permissionsIn, type ResourceDeclaration } from './resourceDeclaration';

/** The company's settings (pages, not a react-admin resource; their gates name the permissions). */
export default {
  resource: 'company-settings',
  order: 14,
  permissions: permissionsIn('company', {
    'read company information': ['company_information', 'view', ['Viewer']],
    'update company information': ['company_information', 'change'],
    'read corporate e-wallet information': ['corporate_e_wallet', 'view'],
    'update corporate e-wallet information': ['corporate_e_wallet', 'change'],
    'read account information': ['account_information', 'view'],
    'update account information': ['account_information', 'change'],
    'update transfer approval department information': ['transfer_approval_department', 'change'],
    'update expense notification setting': ['expense_notifications', 'change'],
    'update dark mode setting': ['dark_mode', 'change'],
    'update support admin emails': ['support_admin_emails', 'change'],
  }),
  access: {},
} satisfies ResourceDeclaration;
