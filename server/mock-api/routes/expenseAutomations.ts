import type { ExpenseAutomation, ExpenseAutomationWrite } from '../../../src/api/schema.d.ts';
import { expenseAutomationFields, expenseAutomationImportRules, expenseAutomationWriteErrors } from '../policy/expenseAutomations.ts';
import type { StoredExpenseAutomation } from '../store/types.ts';
import { registerCatalogueRoutes } from './catalogueRoutes.ts';
import type { RegisterRoutes } from './registerRoutes.ts';

const presentExpenseAutomation = ({ company_id: _companyId, ...row }: StoredExpenseAutomation): ExpenseAutomation => row;

/** The company's expense automations (a catalogue): `… expense automations` permissions; names unique in the company. */
export const registerExpenseAutomationRoutes: RegisterRoutes = (router) =>
  registerCatalogueRoutes<StoredExpenseAutomation, ExpenseAutomationWrite, ExpenseAutomation>(router, {
    path: '/api/admin/expense-automations',
    noun: 'expense automation',
    permissionNoun: 'expense automations',
    rows: (db) => db.expenseAutomations,
    present: presentExpenseAutomation,
    searchIn: (row) => [row.name, row.code],
    defaultOrder: [{ field: 'name', descending: false }],
    exactFilters: ['status'],
    writeErrors: expenseAutomationWriteErrors,
    importRules: expenseAutomationImportRules,
    newRow: (body, base) => ({ ...base, ...expenseAutomationFields(body) }),
    applyWrite: (row, body) => Object.assign(row, expenseAutomationFields(body)),
  });
