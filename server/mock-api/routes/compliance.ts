import type { Request } from 'express';
import type { components } from '../../../src/api/schema.d.ts';
import { decisionText, nextFlagStatus, type ComplianceFlagAction } from '../../../src/domain/complianceFlagLifecycle.ts';
import type { ComplianceRule } from '../../../src/domain/complianceRules.ts';
import { ruleParamErrors, ruleParamsOf } from '../../../src/domain/complianceRuleParams.ts';
import { findOwned, requirePermission } from '../auth/guards.ts';
import { mockContext } from '../context.ts';
import { validationFailed } from '../http/errors.ts';
import { requestLanguage } from '../http/language.ts';
import { filtersOf, paginate, sortKeysOf, stringList, type SortKey } from '../http/listing.ts';
import { recordBillActivity } from '../policy/bills.ts';
import {
  complianceRulesOf,
  complianceScores,
  presentFlag,
  presentFlagPreview,
  settleComplianceFlags,
  simulateComplianceRule,
} from '../policy/compliance.ts';
import { actorName, recordExpenseActivity } from '../policy/expenses.ts';
import type { StoredComplianceFlag, StoredComplianceRule } from '../store/types.ts';
import type { RegisterRoutes } from './registerRoutes.ts';

type Schemas = components['schemas'];

const PARAM_MESSAGES: Record<string, string> = {
  required: 'This rule needs this value.',
  after_start: 'The working hours must end after they start.',
};

const presentRule = ({ company_id: _companyId, ...rule }: StoredComplianceRule): Schemas['ComplianceRule'] => rule;

/** The rule of the company named by the path, and the proposed state of the body (422 when its parameters do not fit the kind). */
function proposedRule(req: Request, permission: string) {
  const scope = requirePermission(req, permission);
  const now = mockContext(req).store.now();
  const row = findOwned(complianceRulesOf(scope.db, scope.company.id, now), String(req.params.id), scope.company.id);
  const body = req.body as Schemas['ComplianceRuleWrite'];
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
  return { scope, now, row, proposed };
}

const SEVERITY_ORDER = { low: 1, medium: 2, high: 3 } as const;

/**
 * The flags in the order of the sort keys (nulls never occur; ties by id). Each row's key values are
 * computed once, as numbers: a big company's list sorts thousands of flags per call.
 */
function sortFlags(rows: readonly StoredComplianceFlag[], keys: SortKey[]): StoredComplianceFlag[] {
  const valueOf = (row: StoredComplianceFlag, field: string): number => {
    if (field === 'severity') return SEVERITY_ORDER[row.severity];
    if (field === 'day') return Number(row.day.replaceAll('-', ''));
    if (field === 'created_at') return Date.parse(row.created_at);
    return Number(row[field as 'risk' | 'amount']);
  };
  const decorated = rows.map((row) => ({ row, values: keys.map((key) => valueOf(row, key.field)) }));
  decorated.sort((a, b) => {
    for (let index = 0; index < keys.length; index += 1) {
      const order = a.values[index] - b.values[index];
      if (order !== 0) return keys[index].descending ? -order : order;
    }
    return a.row.id - b.row.id;
  });
  return decorated.map((item) => item.row);
}

/** The flags that pass the list's filters (status, rule, severity, person, department, Dubai days). */
function filteredFlags(rows: readonly StoredComplianceFlag[], req: Request): StoredComplianceFlag[] {
  const filters = filtersOf(req);
  const within = (name: string) => new Set(stringList(filters.in?.[name]));
  const statuses = within('status');
  const kinds = within('rule_kind');
  const severities = within('severity');
  const members = within('member_id');
  const departments = within('department_id');
  const from = typeof filters.date_min?.day === 'string' ? filters.date_min.day : null;
  const to = typeof filters.date_max?.day === 'string' ? filters.date_max.day : null;
  return rows.filter(
    (row) =>
      (statuses.size === 0 || statuses.has(row.status)) &&
      (kinds.size === 0 || kinds.has(row.rule_kind)) &&
      (severities.size === 0 || severities.has(row.severity)) &&
      (members.size === 0 || (row.member_id !== null && members.has(String(row.member_id)))) &&
      (departments.size === 0 || (row.department_id !== null && departments.has(String(row.department_id)))) &&
      (from === null || row.day >= from) &&
      (to === null || row.day <= to),
  );
}

/**
 * Smart Comply (issue 16): rules (`read compliance` to see, `manage compliance` to change or
 * simulate), flags (list; resolve with a note, dismiss with a reason, both on the records' audit
 * trails) and scores. Another company's rule or flag is a 404.
 */
export const registerComplianceRoutes: RegisterRoutes = (router) => {
  router.get('/api/admin/compliance/rules', (req, res) => {
    const { db, company } = requirePermission(req, 'read compliance');
    res.json({ data: complianceRulesOf(db, company.id, mockContext(req).store.now()).map(presentRule) });
  });

  router.put('/api/admin/compliance/rules/:id', (req, res) => {
    const { scope, now, row, proposed } = proposedRule(req, 'manage compliance');
    Object.assign(row, { enabled: proposed.enabled, severity: proposed.severity, params: proposed.params, updated_at: now.toISOString() });
    // Evaluated again at once: history stays, open flags follow the new rule.
    scope.db.complianceState.revision += 1;
    settleComplianceFlags(scope.db, scope.company.id, now);
    res.json({ data: presentRule(row) });
  });

  router.post('/api/admin/compliance/rules/:id/simulate', (req, res) => {
    const { scope, now, proposed } = proposedRule(req, 'manage compliance');
    const { flags, from, to } = simulateComplianceRule(scope.db, scope.company.id, proposed, now);
    res.json({
      data: {
        flag_count: flags.length,
        from,
        to,
        examples: flags.slice(0, 5).map((flag) => presentFlagPreview(flag, requestLanguage(req))),
      },
    });
  });

  router.get('/api/admin/compliance/flags', (req, res) => {
    const { db, company } = requirePermission(req, 'read compliance');
    const rows = filteredFlags(settleComplianceFlags(db, company.id, mockContext(req).store.now()), req);
    const page = paginate(sortFlags(rows, sortKeysOf(req, 'risk:desc')), req);
    res.json({ data: page.data.map((row) => presentFlag(db, row, requestLanguage(req))), meta: page.meta });
  });

  const decide = (action: ComplianceFlagAction, field: 'note' | 'reason') =>
    router.post(`/api/admin/compliance/flags/:id/${action}`, (req, res) => {
      const { db, user, company } = requirePermission(req, 'manage compliance');
      const now = mockContext(req).store.now();
      const row = findOwned(settleComplianceFlags(db, company.id, now), String(req.params.id), company.id);
      const text = decisionText((req.body as Schemas['ComplianceFlagDecision'])[field]);
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
      res.json({ data: presentFlag(db, row, requestLanguage(req)) });
    });
  decide('resolve', 'note');
  decide('dismiss', 'reason');

  router.get('/api/admin/compliance/scores', (req, res) => {
    const { db, company } = requirePermission(req, 'read compliance');
    res.json({ data: complianceScores(db, company.id, mockContext(req).store.now()) });
  });
};
