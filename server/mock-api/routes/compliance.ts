import type { Request } from 'express';
import type { components } from '../../../src/api/schema.d.ts';
import type { ComplianceFlagAction } from '../../../src/domain/complianceFlagLifecycle.ts';
import { decideComplianceFlag, proposedRule, updateComplianceRule } from '../actions/compliance.ts';
import { actorOf } from '../auth/actor.ts';
import { requirePermission } from '../auth/guards.ts';
import { mockContext } from '../context.ts';
import { requestLanguage } from '../http/language.ts';
import { filtersOf, paginate, sortKeysOf, stringList, type SortKey } from '../http/listing.ts';
import {
  complianceRulesOf,
  complianceScores,
  presentFlag,
  presentFlagPreview,
  settleComplianceFlags,
  simulateComplianceRule,
} from '../policy/compliance.ts';
import type { StoredComplianceFlag, StoredComplianceRule } from '../store/types.ts';
import type { RegisterRoutes } from './registerRoutes.ts';

type Schemas = components['schemas'];

const presentRule = ({ company_id: _companyId, ...rule }: StoredComplianceRule): Schemas['ComplianceRule'] => rule;

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
 * trails) and scores. Another company's rule or flag is a 404. The writes are `actions/compliance.ts`.
 */
export const registerComplianceRoutes: RegisterRoutes = (router) => {
  router.get('/api/admin/compliance/rules', (req, res) => {
    const { db, company } = requirePermission(req, 'read compliance');
    res.json({ data: complianceRulesOf(db, company.id, mockContext(req).store.now()).map(presentRule) });
  });

  router.put('/api/admin/compliance/rules/:id', (req, res) => {
    const actor = actorOf(req, requirePermission(req, 'manage compliance'));
    const row = updateComplianceRule(actor, String(req.params.id), req.body as Schemas['ComplianceRuleWrite']);
    res.json({ data: presentRule(row) });
  });

  router.post('/api/admin/compliance/rules/:id/simulate', (req, res) => {
    const actor = actorOf(req, requirePermission(req, 'manage compliance'));
    const now = actor.store.now();
    const { proposed } = proposedRule(actor, String(req.params.id), req.body as Schemas['ComplianceRuleWrite'], now);
    const { flags, from, to } = simulateComplianceRule(actor.db, actor.company.id, proposed, now);
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
      const actor = actorOf(req, requirePermission(req, 'manage compliance'));
      const body = req.body as Schemas['ComplianceFlagDecision'];
      const row = decideComplianceFlag(actor, String(req.params.id), action, field, body);
      res.json({ data: presentFlag(actor.db, row, requestLanguage(req)) });
    });
  decide('resolve', 'note');
  decide('dismiss', 'reason');

  router.get('/api/admin/compliance/scores', (req, res) => {
    const { db, company } = requirePermission(req, 'read compliance');
    res.json({ data: complianceScores(db, company.id, mockContext(req).store.now()) });
  });
};
