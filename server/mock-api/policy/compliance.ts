/**
 * Smart Comply in the mock (issue 16): the company's rules (seeded with defaults), its flags kept
 * in step with its records, the simulator and the scores. The rules themselves are the one engine
 * (`src/domain/complianceRules.ts`).
 *
 * Records change in many places (expense writes, coding, receipts, bills, QA controls): every
 * successful write marks the flags stale (`recheckCompliance`), and a company's flags are evaluated
 * again lazily, on the next read, once per revision and Dubai day (memoised). Evaluating keeps
 * history: a resolved or dismissed flag is never touched, and a fingerprint once dismissed or
 * resolved is never raised again; an open flag the rules no longer raise goes away.
 */
import type { components } from '../../../src/api/schema.d.ts';
import { dubaiToday } from '../../../src/domain/accountingLock.ts';
import type { ApiLanguage } from '../../../src/domain/apiLanguage.ts';
import { explanationText } from '../../../src/domain/complianceExplain.ts';
import {
  byRisk,
  evaluateRule,
  evaluateRules,
  type ComplianceBill,
  type ComplianceExpense,
  type ComplianceRule,
  type RaisedFlag,
} from '../../../src/domain/complianceRules.ts';
import { defaultComplianceRules } from '../../../src/domain/complianceRuleParams.ts';
import { complianceScore, complianceTrend, type ScoredExpense } from '../../../src/domain/complianceScore.ts';
import { dubaiDayOf } from '../../../src/domain/dashboard.ts';
import { noteStoreChange } from '../store/changeCounter.ts';
import type { MockDatabase, StoredComplianceFlag, StoredComplianceRule, StoredExpense } from '../store/types.ts';

type Schemas = components['schemas'];

const nextIdOf = (rows: readonly { id: number }[]) => rows.reduce((max, row) => Math.max(max, row.id), 0) + 1;

/** Marks every company's flags stale: called once per successful write (see `createMockApi`). */
export function recheckCompliance(db: MockDatabase): void {
  db.complianceState.revision += 1;
  noteStoreChange(db);
}

/** The company's rules, created with the defaults the first time a company is asked for them. */
export function complianceRulesOf(db: MockDatabase, companyId: string, now: Date = new Date()): StoredComplianceRule[] {
  let rows = db.complianceRules.filter((row) => row.company_id === companyId);
  if (rows.length === 0) {
    rows = defaultComplianceRules(nextIdOf(db.complianceRules)).map((rule) => ({
      ...rule,
      company_id: companyId,
      updated_at: now.toISOString(),
    }));
    db.complianceRules.push(...rows);
  }
  return rows;
}

const asRule = ({ company_id: _companyId, updated_at: _updatedAt, ...rule }: StoredComplianceRule): ComplianceRule => rule;

/** The company's records as the engine reads them. */
function recordsOf(db: MockDatabase, companyId: string): { expenses: ComplianceExpense[]; bills: ComplianceBill[] } {
  const names = new Map(db.members.map((member) => [member.id, `${member.first_name} ${member.last_name}`]));
  const expenses = db.expenses
    .filter((row) => row.company_id === companyId)
    .map((row) => ({
      id: row.id,
      merchant: row.merchant,
      amount: row.amount,
      currency: row.currency,
      status: row.status,
      category: row.category,
      member_id: row.member_id,
      member_name: names.get(row.member_id) ?? '',
      department_id: row.department_id,
      spent_at: row.spent_at,
      category_id: row.category_id,
      vat_amount: row.vat_amount,
      supplier_trn: row.supplier_trn,
      has_receipt: row.receipt !== null,
    }));
  const vendors = new Map(db.counterparts.filter((row) => row.company_id === companyId).map((row) => [row.id, row]));
  const bills = db.bills
    .filter((row) => row.company_id === companyId)
    .map((row) => {
      const vendor = vendors.get(row.vendor_id);
      return {
        id: row.id,
        vendor_name: vendor?.name ?? '',
        invoice_number: row.invoice_number,
        invoice_date: row.invoice_date,
        total: row.total,
        vat_total: row.vat_total,
        currency: row.currency,
        supplier_trn: vendor?.trn ?? null,
        is_void: row.is_void,
      };
    });
  return { expenses, bills };
}

function storedFlag(raised: RaisedFlag, id: number, companyId: string, now: Date): StoredComplianceFlag {
  return { ...raised, id, company_id: companyId, status: 'open', created_at: now.toISOString(), resolution: null };
}

/**
 * Brings the company's flags up to date with its records and rules (a no-op when nothing was
 * written since the last evaluation on the same Dubai day). Returns the company's flags.
 */
export function settleComplianceFlags(db: MockDatabase, companyId: string, now: Date): StoredComplianceFlag[] {
  const key = `${db.complianceState.revision}|${dubaiToday(now)}`;
  const memo = db.complianceState.evaluated.get(companyId);
  if (memo?.key === key) return memo.flags;
  const stored = db.complianceFlags.filter((row) => row.company_id === companyId);
  const rules = complianceRulesOf(db, companyId, now).map(asRule);
  const { expenses, bills } = recordsOf(db, companyId);
  const raised = evaluateRules(rules, expenses, bills, dubaiToday(now));
  const byFingerprint = new Map(stored.map((row) => [row.fingerprint, row]));
  const stillRaised = new Set<string>();
  let nextId = nextIdOf(db.complianceFlags);
  const added: StoredComplianceFlag[] = [];
  for (const flag of raised) {
    stillRaised.add(flag.fingerprint);
    const existing = byFingerprint.get(flag.fingerprint);
    if (!existing) added.push(storedFlag(flag, nextId++, companyId, now));
    // An open flag follows its evidence (a changed amount, the rule's new severity); decided ones stay as decided.
    else if (existing.status === 'open') Object.assign(existing, flag);
  }
  const gone = new Set(stored.filter((row) => row.status === 'open' && !stillRaised.has(row.fingerprint)));
  if (gone.size > 0) db.complianceFlags = db.complianceFlags.filter((row) => !gone.has(row));
  db.complianceFlags.push(...added);
  const flags = [...stored.filter((row) => !gone.has(row)), ...added];
  db.complianceState.evaluated.set(companyId, { key, flags, scores: null });
  return flags;
}

/** The flags a proposed rule would have raised over the last 90 Dubai days, highest risk first. */
export function simulateComplianceRule(
  db: MockDatabase,
  companyId: string,
  rule: ComplianceRule,
  now: Date = new Date(),
): { flags: RaisedFlag[]; from: string; to: string } {
  const to = dubaiToday(now);
  const from = dubaiToday(new Date(now.getTime() - 89 * 86_400_000));
  const { expenses, bills } = recordsOf(db, companyId);
  const flags = evaluateRule({ ...rule, enabled: true }, expenses, bills, to)
    .filter((flag) => flag.day >= from && flag.day <= to)
    .sort(byRisk);
  return { flags, from, to };
}

/** A raised flag as the API shows it (a simulation's example), its sentence in the reader's language. */
export function presentFlagPreview(flag: RaisedFlag, language: ApiLanguage): Schemas['ComplianceFlagPreview'] {
  return {
    rule_kind: flag.rule_kind,
    severity: flag.severity,
    subject: flag.subject,
    amount: flag.amount,
    day: flag.day,
    risk: flag.risk,
    fingerprint: flag.fingerprint,
    explanation: flag.explanation,
    explanation_text: explanationText(flag.explanation, language),
  };
}

/** The records a flag names, as a person knows them: an expense by its merchant, a bill by vendor and invoice number. */
function flagRecords(db: MockDatabase, row: StoredComplianceFlag): Schemas['ComplianceFlagRecord'][] {
  const expenses = row.subject.expense_ids.flatMap((id) => {
    const expense = db.expenses.find((entry) => entry.id === id && entry.company_id === row.company_id);
    return expense ? [{ id, kind: 'expense' as const, name: expense.merchant, amount: expense.amount, currency: expense.currency }] : [];
  });
  const bills = row.subject.bill_ids.flatMap((id) => {
    const bill = db.bills.find((entry) => entry.id === id && entry.company_id === row.company_id);
    if (!bill) return [];
    const vendor = db.counterparts.find((candidate) => candidate.id === bill.vendor_id)?.name;
    const name = vendor ? `${vendor} · ${bill.invoice_number}` : bill.invoice_number;
    return [{ id, kind: 'bill' as const, name, amount: bill.total, currency: bill.currency }];
  });
  return [...expenses, ...bills];
}

/** A stored flag as the API shows it, its sentence in the reader's language. */
export function presentFlag(db: MockDatabase, row: StoredComplianceFlag, language: ApiLanguage): Schemas['ComplianceFlag'] {
  const { company_id: _companyId, resolution, ...flag } = row;
  const by = resolution ? db.users.find((user) => user.id === resolution.by_user_id) : undefined;
  return {
    ...flag,
    explanation_text: explanationText(flag.explanation, language),
    records: flagRecords(db, row),
    resolution: resolution
      ? {
          text: resolution.text,
          at: resolution.at,
          by: by ? { id: by.id, first_name: by.first_name, last_name: by.last_name, email: by.email } : null,
        }
      : null,
  };
}

const scoredOf = (row: StoredExpense): ScoredExpense => ({
  id: row.id,
  amount: row.amount,
  currency: row.currency,
  status: row.status,
  spent_day: dubaiDayOf(row.spent_at),
});

/** The company's, its departments' and its people's scores (AED), with 6 months of trend. */
export function complianceScores(db: MockDatabase, companyId: string, now: Date): Schemas['ComplianceScores']['data'] {
  const flags = settleComplianceFlags(db, companyId, now);
  const memo = db.complianceState.evaluated.get(companyId);
  if (memo?.scores) return memo.scores;
  const flagged = new Set(flags.filter((row) => row.status === 'open').flatMap((row) => row.subject.expense_ids));
  const today = dubaiToday(now);
  const expenses = db.expenses.filter((row) => row.company_id === companyId);
  const line = (id: number | null, name: string, rows: readonly StoredExpense[]): Schemas['ComplianceScoreLine'] => {
    const scored = rows.map(scoredOf);
    return { id, name, ...complianceScore(scored, flagged), trend: complianceTrend(scored, flagged, today) };
  };
  const company = db.companies.find((row) => row.id === companyId);
  const group = (keyOf: (row: StoredExpense) => number | null) => {
    const groups = new Map<number, StoredExpense[]>();
    for (const row of expenses) {
      const key = keyOf(row);
      if (key === null) continue;
      const list = groups.get(key);
      if (list) list.push(row);
      else groups.set(key, [row]);
    }
    return groups;
  };
  const departments = db.departments.filter((row) => row.company_id === companyId);
  const byDepartment = group((row) => row.department_id);
  const byMember = group((row) => row.member_id);
  const members = new Map(db.members.map((member) => [member.id, member]));
  const people = [...byMember]
    .map(([id, rows]) => {
      const member = members.get(id);
      return line(id, member ? `${member.first_name} ${member.last_name}` : `#${id}`, rows);
    })
    .filter((row) => row.score !== null)
    .sort((a, b) => (a.score ?? 0) - (b.score ?? 0) || a.name.localeCompare(b.name));
  const scores = {
    company: line(null, company?.name ?? '', expenses),
    departments: departments.map((department) => line(department.id, department.name, byDepartment.get(department.id) ?? [])),
    people,
  };
  if (memo) memo.scores = scores;
  return scores;
}
