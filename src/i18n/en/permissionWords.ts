/**
 * English labels of the role editor's grid columns (issue 21 item 13): what a permission lets one do with its row.
 * The words of each permission (`words.<slug>`) and its row label (`rows.<row>`) are texts of the resource that
 * declares it (`<name>PermissionWordsEn` in `src/i18n/en/resources/<file>.ts`), gathered in by
 * `withResourcePermissionWords` (`src/i18n/gatherResourceTexts.ts`); the role editor never shows a raw name.
 */
export const permissionWordsMessagesEn = {
  permissions: {
    columns: {
      view: 'View',
      create: 'Add',
      change: 'Change',
      delete: 'Delete',
      use: 'Use',
      approve: 'Approve',
      lock: 'Lock',
      sync: 'Sync',
      limit_inherited: 'Follow the limit above',
      limit_limit: 'Spending limit',
      limit_balance: 'Balance',
      to_member: 'To a person',
      to_department: 'To a department',
      to_company: 'To the company',
      to_card: 'To a card',
    },
  },
};
