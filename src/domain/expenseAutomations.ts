/**
 * Coding rules (expense automations, issue 35 item 9): which rule codes an expense. One pure rule,
 * read by the mock (a new expense, the preview and the apply) and by the tests.
 */

/** What a rule asks of an expense. */
export type AutomationConditions = {
  /** The text its merchant name contains, any case (never empty). */
  merchant_contains: string;
  /** Its merchant category, or null for any. */
  mcc_category: string | null;
  /** At most this amount in `currency` (another currency does not match), or null for any amount. */
  max_amount: number | null;
  currency: string | null;
};

/** A rule as the matching reads it. */
export type AutomationRule = AutomationConditions & { id: number; priority: number; enabled: boolean; status: string };

/** The facts of an expense a rule reads. */
export type AutomationFacts = { merchant: string; category: string; amount: number; currency: string };

/** Whether a rule's conditions hold for an expense (whether or not the rule is enabled). */
export function automationMatches(conditions: AutomationConditions, expense: AutomationFacts): boolean {
  const text = conditions.merchant_contains.trim().toLocaleLowerCase('en');
  if (!text || !expense.merchant.toLocaleLowerCase('en').includes(text)) return false;
  if (conditions.mcc_category !== null && conditions.mcc_category !== expense.category) return false;
  if (conditions.max_amount !== null) {
    if (conditions.currency !== expense.currency || expense.amount > conditions.max_amount) return false;
  }
  return true;
}

/** The rules in the order they are tried: lowest priority first, then the oldest (lowest id). */
export function automationOrder<Rule extends Pick<AutomationRule, 'id' | 'priority'>>(rules: readonly Rule[]): Rule[] {
  return [...rules].sort((a, b) => a.priority - b.priority || a.id - b.id);
}

/** The rule that codes a new expense: the first enabled, active rule (in `automationOrder`) that matches it. */
export function firstMatchingAutomation<Rule extends AutomationRule>(rules: readonly Rule[], expense: AutomationFacts): Rule | undefined {
  return automationOrder(rules).find((rule) => rule.enabled && rule.status === 'active' && automationMatches(rule, expense));
}
