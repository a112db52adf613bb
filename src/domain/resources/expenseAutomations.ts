import { EXPENSE_AUTOMATION_PERMISSIONS } from '../cataloguePermissions';
import { arabicNoun, catalogueAccess, type ResourceDeclaration } from './resourceDeclaration';

/**
 * Coding rules (expense automations): read under `read expense automations` (the Viewer too), every write
 * and "apply to existing" under `organize expense automations`, granted like `organize classifications`
 * (Owner and Finance Manager); both in the accounting group of the role editor.
 */
export default {
  resource: 'expense-automations',
  order: 111,
  permissions: [
    { name: EXPENSE_AUTOMATION_PERMISSIONS.read, group: 'accounting', row: 'expense_automations', column: 'view', grantedTo: ['Viewer'] },
    { name: EXPENSE_AUTOMATION_PERMISSIONS.update, group: 'accounting', row: 'expense_automations', column: 'change', grantedTo: [] },
  ],
  access: catalogueAccess(EXPENSE_AUTOMATION_PERMISSIONS),
  arabicNoun: arabicNoun('coding rule', 'قاعدة ترميز', 'قاعدة الترميز', 'هذه القاعدة', 'قاعدة أخرى', true),
} satisfies ResourceDeclaration;
