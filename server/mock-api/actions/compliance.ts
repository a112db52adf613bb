import type { components } from '../../../src/api/schema.d.ts';
import { decisionText, nextFlagStatus, type ComplianceFlagAction } from '../../../src/domain/complianceFlagLifecycle.ts';
import type { ComplianceRule } from '../../../src/domain/complianceRules.ts';
import { ruleParamErrors, ruleParamsOf } from '../../../src/domain/complianceRuleParams.ts';
import { findOwned } from '../auth/guards.ts';
import { validationFailed } from '../http/errors.ts';
import { recordBillActivity } from '../policy/bills.ts';
import { complianceRulesOf, settleComplianceFlags } from '../policy/compliance.ts';
import { actorName, recordExpenseActivity } from '../policy/expenses.ts';
import type { StoredComplianceFlag, StoredComplianceRule } from '../store/types.ts';
import type { Actor } from './actor.ts';

type Schemas = components['schemas'];

const PARAM_MESSAGES: Record<string, string> = {
  required: 'This rule needs this value.',
  after_start: 'The working hours must end after they start.',
};

/** The company's rule at `now` (404 otherwise) and the proposed state of the body (422 when its parameters do not fit the kind). */
export function proposedRule(
  actor: Actor,
  id: string,
  body: Schemas['ComplianceRuleWrite'],
  now: Date,
): { row: StoredComplianceRule; proposed: ComplianceRule } {
  const row = findOwned(complianceRulesOf(actor.db, actor.company.id, now), id, actor.company.id);
  const errors = ruleParamErrors(row.kind, body.params);
  if (Object.keys(errors).length > 0) {
    throw validationFailed(Object.fromEntries(Object.entries(errors).map(([field, code]) => [field, [PARAM_MESSAGES[code] ?? code]])));
  }
  const proposed: ComplianceRule = {
    id: row.id,
    kind: row.kind,
    enabled: body.enabled,
    severity: body.severity,
    params: ruleParamsOf(row.kind, body.params),
  };
  return { row, proposed };
}

/** Saves a rule; it is evaluated again at once: history stays, open flags follow the new rule. */
export function updateComplianceRule(actor: Actor, id: string, body: Schemas['ComplianceRuleWrite']): StoredComplianceRule {
  const now = actor.store.now();
  const { row, proposed } = proposedRule(actor, id, body, now);
  Object.assign(row, { enabled: proposed.enabled, severity: proposed.severity, params: proposed.params, updated_at: now.toISOString() });
  actor.db.complianceState.revision += 1;
  settleComplianceFlags(actor.db, actor.company.id, now);
  return row;
}

/**
 * Resolves (with a note) or dismisses (with a reason) an open flag of the company (404 otherwise; 422
 * on `status` when it is not open, on the note or reason when it is empty), on its records' audit trails.
 */
export function decideComplianceFlag(
  actor: Actor,
  id: string,
  action: ComplianceFlagAction,
  field: 'note' | 'reason',
  body: Schemas['ComplianceFlagDecision'],
): StoredComplianceFlag {
  const { db, user, company } = actor;
  const now = actor.store.now();
  const row = findOwned(settleComplianceFlags(db, company.id, now), id, company.id);
  const text = decisionText(body[field]);
  const next = nextFlagStatus(row.status, action);
  if (next === null)
    throw validationFailed({
      status: [`A ${row.status} flag cannot be ${action === 'resolve' ? 'resolved' : 'dismissed'}: only open flags can.`],
    });
  if (text === null) throw validationFailed({ [field]: [field === 'note' ? 'Say how it was resolved.' : 'Say why it is dismissed.'] });
  row.status = next;
  row.resolution = { text, by_user_id: user.id, at: now.toISOString() };
  const trail = `${next === 'resolved' ? 'flag resolved' : 'flag dismissed'} (${row.rule_kind}): ${text}`;
  for (const expenseId of row.subject.expense_ids) {
    recordExpenseActivity(db, { expense_id: expenseId, kind: 'compliance', actor: actorName(user), text: trail }, now);
  }
  for (const billId of row.subject.bill_ids) {
    const bill = db.bills.find((candidate) => candidate.id === billId && candidate.company_id === company.id);
    if (bill) recordBillActivity(bill, 'compliance', actorName(user), trail, now.toISOString());
  }
  return row;
}
