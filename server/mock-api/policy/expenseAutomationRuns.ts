import type { ExpenseAutomationRun } from '../../../src/api/schema.d.ts';
import { expenseLock } from '../../../src/domain/expenseReview.ts';
import { automationMatches, firstMatchingAutomation } from '../../../src/domain/expenseAutomations.ts';
import { expensesTotalInBase } from '../store/expenseInBase.ts';
import { noteExpenseChanged } from '../store/expenseIndex.ts';
import type { MockDatabase, StoredExpense, StoredExpenseAutomation } from '../store/types.ts';
import { applyCoding, lockDateOf, recordExpenseActivity } from './expenses.ts';

/** An expense a rule may code: no category yet (a person's coding is never changed), not closed, its period open. */
function isCodable(db: MockDatabase, expense: StoredExpense): boolean {
  return expense.category_id === null && expenseLock(expense.status, expense.spent_at, lockDateOf(db, expense.company_id)) === null;
}

/** Codes an expense with a rule: its category, its project when it has none, the rule's tags added; the trail names the rule. */
function codeWith(db: MockDatabase, expense: StoredExpense, rule: StoredExpenseAutomation, actor: string | null): void {
  const changes = applyCoding(db, expense, {
    category_id: rule.category_id,
    ...(expense.project_id === null && rule.project_id !== null ? { project_id: rule.project_id } : {}),
    ...(rule.tag_ids.length > 0 ? { tag_ids: [...new Set([...expense.tag_ids, ...rule.tag_ids])] } : {}),
  });
  recordExpenseActivity(db, { expense_id: expense.id, kind: 'automation', actor, text: rule.name, changes });
}

/**
 * A new expense (a card transaction, an out-of-pocket expense) as it arrives: the first enabled rule of
 * its company that matches codes it, unless it is already coded. The rule's category must still be active.
 */
export function applyAutomations(db: MockDatabase, expense: StoredExpense): StoredExpenseAutomation | undefined {
  if (!isCodable(db, expense)) return undefined;
  const rules = db.expenseAutomations.filter((rule) => rule.company_id === expense.company_id && categoryIsActive(db, rule));
  const rule = firstMatchingAutomation(rules, expense);
  if (rule) codeWith(db, expense, rule, null);
  return rule;
}

const categoryIsActive = (db: MockDatabase, rule: StoredExpenseAutomation) =>
  db.categories.some((row) => row.id === rule.category_id && row.company_id === rule.company_id && row.status === 'active');

/** The company's uncoded expenses the rule codes if applied now (its conditions, whether or not it is enabled). */
export function automationTargets(db: MockDatabase, rule: StoredExpenseAutomation): StoredExpense[] {
  return db.expenses.filter(
    (expense) => expense.company_id === rule.company_id && isCodable(db, expense) && automationMatches(rule, expense),
  );
}

/** How many expenses, and their total in AED. */
export const automationRun = (expenses: readonly StoredExpense[]): ExpenseAutomationRun => ({
  count: expenses.length,
  total: expensesTotalInBase(expenses),
});

/** "Apply to existing uncoded expenses": codes every target now, with `actor` in each trail; what it coded. */
export function applyAutomationToExisting(db: MockDatabase, rule: StoredExpenseAutomation, actor: string): ExpenseAutomationRun {
  const targets = automationTargets(db, rule);
  for (const expense of targets) codeWith(db, expense, rule, actor);
  if (targets.length > 0) noteExpenseChanged(db, rule.company_id);
  return automationRun(targets);
}
