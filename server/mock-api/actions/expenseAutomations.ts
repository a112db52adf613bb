import type { ExpenseAutomationRun } from '../../../src/api/schema.d.ts';
import { findOwned } from '../auth/guards.ts';
import { actorName } from '../policy/expenses.ts';
import { applyAutomationToExisting } from '../policy/expenseAutomationRuns.ts';
import type { Actor } from './actor.ts';

/** Codes the company's existing expenses that a coding rule matches now (another company's rule is a 404), in the actor's name. */
export function applyExpenseAutomation(actor: Actor, id: string): ExpenseAutomationRun {
  const rule = findOwned(actor.db.expenseAutomations, id, actor.company.id);
  return applyAutomationToExisting(actor.db, rule, actorName(actor.user));
}
