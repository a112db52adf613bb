import { arabicNoun, catalogueDeclaration } from './resourceDeclaration';

/** The expense automations catalogue: `read|create|update|delete expense automations`. */
export default catalogueDeclaration({
  resource: 'expense-automations',
  order: 111,
  permissionNoun: 'expense automations',
  row: 'expense_automations',
  arabicNoun: arabicNoun('expense automation', 'قاعدة ترميز', 'قاعدة الترميز', 'هذه القاعدة', 'قاعدة أخرى', true),
});
