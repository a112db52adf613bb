/**
 * Smart Comply's rules as a company keeps them (issue 16): which parameters each kind reads, their field errors, and
 * the rules a company starts with. The engine that evaluates them is `./complianceRules`.
 */
import type { ComplianceRuleKind, ComplianceSeverity } from './contractLists';
import type { ComplianceRule, ComplianceRuleParams } from './complianceRules';

/** Which parameters each kind needs; the others are ignored. */
export const RULE_PARAMS: Readonly<Record<ComplianceRuleKind, readonly (keyof ComplianceRuleParams)[]>> = {
  receipt_required: ['amount', 'categories'],
  max_per_expense: ['amount', 'categories'],
  max_per_person_month: ['amount'],
  weekend_spend: ['categories'],
  after_hours: ['start_hour', 'end_hour', 'categories'],
  blocked_merchant_category: ['categories'],
  duplicate: ['days'],
  split_purchase: ['amount'],
  round_amount: ['amount'],
  missing_coding: ['days'],
  vat_without_trn: [],
};

/**
 * Field errors of a rule's parameters (`params.<name>` → message key), beyond the contract's
 * bounds: what the kind needs must be there; working hours must start before they end; a
 * blocked-categories rule names at least one category.
 */
export function ruleParamErrors(kind: ComplianceRuleKind, params: ComplianceRuleParams): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const name of RULE_PARAMS[kind]) {
    if (name !== 'categories' && params[name] === undefined) errors[`params.${name}`] = 'required';
  }
  if (kind === 'after_hours' && params.start_hour !== undefined && params.end_hour !== undefined && params.start_hour >= params.end_hour) {
    errors['params.end_hour'] = 'after_start';
  }
  if (kind === 'blocked_merchant_category' && (params.categories ?? []).length === 0) errors['params.categories'] = 'required';
  return errors;
}

/** Only the parameters the kind reads (what is stored). */
export function ruleParamsOf(kind: ComplianceRuleKind, params: ComplianceRuleParams): ComplianceRuleParams {
  const kept: ComplianceRuleParams = {};
  for (const name of RULE_PARAMS[kind]) {
    if (params[name] !== undefined) Object.assign(kept, { [name]: params[name] });
  }
  return kept;
}

/** A company's rules before anyone changes them: each kind once; the cross-expense ones off. */
export function defaultComplianceRules(firstId: number): ComplianceRule[] {
  const defaults: [ComplianceRuleKind, boolean, ComplianceSeverity, ComplianceRuleParams][] = [
    ['receipt_required', true, 'medium', { amount: 250, categories: [] }],
    ['max_per_expense', true, 'high', { amount: 20_000, categories: [] }],
    ['max_per_person_month', false, 'medium', { amount: 50_000 }],
    ['weekend_spend', false, 'low', { categories: [] }],
    ['after_hours', false, 'low', { start_hour: 7, end_hour: 22, categories: [] }],
    ['blocked_merchant_category', false, 'high', { categories: ['government'] }],
    ['duplicate', true, 'high', { days: 3 }],
    ['split_purchase', false, 'high', { amount: 5_000 }],
    ['round_amount', false, 'low', { amount: 1_000 }],
    ['missing_coding', false, 'low', { days: 14 }],
    ['vat_without_trn', false, 'medium', {}],
  ];
  return defaults.map(([kind, enabled, severity, params], index) => ({ id: firstId + index, kind, enabled, severity, params }));
}
