import type { ExpenseAutomation, ExpenseAutomationWrite } from '../../../src/api/schema.d.ts';
import { EXPENSE_AUTOMATION_PERMISSIONS } from '../../../src/domain/cataloguePermissions.ts';
import { applyExpenseAutomation } from '../actions/expenseAutomations.ts';
import { actorOf } from '../auth/actor.ts';
import { findOwned, requirePermission } from '../auth/guards.ts';
import { expenseAutomationFields, expenseAutomationWriteErrors } from '../policy/expenseAutomations.ts';
import { automationRun, automationTargets } from '../policy/expenseAutomationRuns.ts';
import type { MockDatabase, StoredExpenseAutomation } from '../store/types.ts';
import { registerCatalogueRoutes } from './catalogueRoutes.ts';
import type { RegisterRoutes } from './registerRoutes.ts';

const PATH = '/api/admin/expense-automations';

const presentExpenseAutomation = ({ company_id: companyId, ...row }: StoredExpenseAutomation, db: MockDatabase): ExpenseAutomation => ({
  ...row,
  category_name: db.categories.find((category) => category.id === row.category_id && category.company_id === companyId)?.name ?? '',
});

/**
 * The company's coding rules (a catalogue without import): `read expense automations` to read and
 * preview, `organize expense automations` to write and apply; tried by priority when an expense arrives.
 */
export const registerExpenseAutomationRoutes: RegisterRoutes = (router) => {
  router.get(`${PATH}/:id/preview`, (req, res) => {
    const { db, company } = requirePermission(req, EXPENSE_AUTOMATION_PERMISSIONS.read);
    const rule = findOwned(db.expenseAutomations, String(req.params.id), company.id);
    res.json({ data: automationRun(automationTargets(db, rule)) });
  });

  router.post(`${PATH}/:id/apply`, (req, res) => {
    const actor = actorOf(req, requirePermission(req, EXPENSE_AUTOMATION_PERMISSIONS.update));
    res.json({ data: applyExpenseAutomation(actor, String(req.params.id)) });
  });

  registerCatalogueRoutes<StoredExpenseAutomation, ExpenseAutomationWrite, ExpenseAutomation>(router, {
    path: PATH,
    noun: 'coding rule',
    permissionNoun: 'expense automations',
    permissions: EXPENSE_AUTOMATION_PERMISSIONS,
    rows: (db) => db.expenseAutomations,
    present: presentExpenseAutomation,
    searchIn: (row) => [row.name, row.merchant_contains],
    defaultOrder: [
      { field: 'priority', descending: false },
      { field: 'id', descending: false },
    ],
    exactFilters: ['status', 'enabled'],
    writeErrors: expenseAutomationWriteErrors,
    newRow: (body, base) => ({ ...base, ...expenseAutomationFields(body) }),
    applyWrite: (row, body) => Object.assign(row, expenseAutomationFields(body)),
  });
};
