/**
 * Smart Comply's engine (issue 16): a company's policy rules are data (`ComplianceRule`), evaluated
 * over its expenses and bills into flags. Pure and deterministic: the mock raises flags with it
 * whenever records change, and the simulator runs a proposed rule through it without saving.
 * Every flag is reproducible from its rule and the data: it names its evidence (the records), a
 * fingerprint of rule and evidence (a dismissed flag never comes back for the same evidence), an
 * explanation built from the evidence (a text key and its parameters) and a risk rank.
 *
 * Days and hours are Dubai's (UTC+4, no daylight saving); the UAE weekend is Saturday and Sunday.
 * Amounts are compared in the record's currency against the rule's amount (AED): the company's
 * currency.
 */
import { toCents } from './cents';
import { dayOf } from './accountingLock';
import type { ComplianceRuleKind, ComplianceSeverity, MccCategory } from './contractLists';
import { isValidUaeTrn } from './uaeIdentifiers';
import { daysBetween, dubaiClock, flagFingerprint, isCheckedExpense, isUaeWeekend, riskOf } from './complianceEvidence';

export type ComplianceRuleParams = {
  amount?: number;
  days?: number;
  categories?: MccCategory[];
  start_hour?: number;
  end_hour?: number;
};

/** A rule as data: what it checks, whether it runs, how serious its flags are, its parameters. */
export type ComplianceRule = {
  id: number;
  kind: ComplianceRuleKind;
  enabled: boolean;
  severity: ComplianceSeverity;
  params: ComplianceRuleParams;
};

/** What the engine reads of an expense. */
export type ComplianceExpense = {
  id: number;
  merchant: string;
  amount: number;
  currency: string;
  status: string;
  category: MccCategory;
  member_id: number | null;
  member_name?: string;
  department_id: number | null;
  spent_at: string;
  category_id: number | null;
  vat_amount: number | null;
  supplier_trn: string | null;
  has_receipt: boolean;
};

/** What the engine reads of a bill (`supplier_trn`: its vendor's TRN). */
export type ComplianceBill = {
  id: number;
  vendor_name: string;
  invoice_number: string;
  invoice_date: string;
  total: number;
  vat_total: number;
  currency: string;
  supplier_trn: string | null;
  is_void: boolean;
};

export type ComplianceExplanation = { key: string; params: Record<string, string | number> };

/** A flag as the engine raises it. */
export type RaisedFlag = {
  rule_id: number;
  rule_kind: ComplianceRuleKind;
  severity: ComplianceSeverity;
  subject: { expense_ids: number[]; bill_ids: number[] };
  amount: number;
  /** The Dubai day of the evidence (its latest record's). */
  day: string;
  risk: number;
  fingerprint: string;
  explanation: ComplianceExplanation;
  member_id: number | null;
  department_id: number | null;
};

const sumOf = (expenses: readonly ComplianceExpense[]) => expenses.reduce((total, e) => total + toCents(e.amount), 0) / 100;
const merchantKey = (merchant: string) => merchant.trim().toLowerCase();
const inCategories = (rule: ComplianceRule, category: MccCategory) =>
  !rule.params.categories || rule.params.categories.length === 0 || rule.params.categories.includes(category);

function expenseFlag(
  rule: ComplianceRule,
  evidence: readonly ComplianceExpense[],
  amount: number,
  params: Record<string, string | number>,
): RaisedFlag {
  const ordered = [...evidence].sort((a, b) => a.spent_at.localeCompare(b.spent_at) || a.id - b.id);
  const last = ordered[ordered.length - 1];
  const first = ordered[0];
  const ids = ordered.map((expense) => expense.id);
  return {
    rule_id: rule.id,
    rule_kind: rule.kind,
    severity: rule.severity,
    subject: { expense_ids: ids, bill_ids: [] },
    amount,
    day: dayOf(last.spent_at) ?? '',
    risk: riskOf(rule.severity, amount),
    fingerprint: flagFingerprint(rule.id, ids),
    explanation: {
      key: `spendboard.compliance.explain.${rule.kind}`,
      params: {
        merchant: first.merchant,
        amount: first.amount,
        currency: first.currency,
        date: dayOf(first.spent_at) ?? '',
        count: ordered.length,
        ...params,
      },
    },
    member_id: first.member_id,
    department_id: first.department_id,
  };
}

type ExpenseRule = (rule: ComplianceRule, expenses: readonly ComplianceExpense[], today: string) => RaisedFlag[];

/** One flag per expense that `fires` picks. */
const perExpense =
  (fires: (rule: ComplianceRule, expense: ComplianceExpense, today: string) => Record<string, string | number> | null): ExpenseRule =>
  (rule, expenses, today) => {
    const flags: RaisedFlag[] = [];
    for (const expense of expenses) {
      const params = fires(rule, expense, today);
      if (params) flags.push(expenseFlag(rule, [expense], expense.amount, params));
    }
    return flags;
  };

/** Groups expenses by a key (insertion order). */
function groupBy(expenses: readonly ComplianceExpense[], keyOf: (expense: ComplianceExpense) => string | null) {
  const groups = new Map<string, ComplianceExpense[]>();
  for (const expense of expenses) {
    const key = keyOf(expense);
    if (key === null) continue;
    const group = groups.get(key);
    if (group) group.push(expense);
    else groups.set(key, [expense]);
  }
  return groups;
}

const limit = (rule: ComplianceRule) => rule.params.amount ?? 0;

const EXPENSE_RULES: Readonly<Record<Exclude<ComplianceRuleKind, 'vat_without_trn'>, ExpenseRule>> = {
  receipt_required: perExpense((rule, e) =>
    !e.has_receipt && e.amount > limit(rule) && inCategories(rule, e.category) ? { limit: limit(rule) } : null,
  ),
  max_per_expense: perExpense((rule, e) => (e.amount > limit(rule) && inCategories(rule, e.category) ? { limit: limit(rule) } : null)),
  weekend_spend: perExpense((rule, e) => (inCategories(rule, e.category) && isUaeWeekend(e.spent_at) ? {} : null)),
  after_hours: perExpense((rule, e) => {
    const clock = dubaiClock(e.spent_at);
    const start = rule.params.start_hour ?? 8;
    const end = rule.params.end_hour ?? 20;
    if (!clock || !inCategories(rule, e.category)) return null;
    return clock.hour < start || clock.hour >= end ? { time: e.spent_at, start_hour: start, end_hour: end } : null;
  }),
  blocked_merchant_category: perExpense((rule, e) =>
    (rule.params.categories ?? []).includes(e.category) ? { category: e.category } : null,
  ),
  round_amount: perExpense((rule, e) => (e.amount > limit(rule) && toCents(e.amount) % 10_000 === 0 ? { limit: limit(rule) } : null)),
  missing_coding: perExpense((rule, e, today) => {
    const day = dayOf(e.spent_at);
    const days = rule.params.days ?? 7;
    return e.category_id === null && day !== null && daysBetween(day, today) > days ? { days, age: daysBetween(day, today) } : null;
  }),
  max_per_person_month: (rule, expenses) => {
    const months = groupBy(expenses, (e) =>
      e.member_id === null ? null : `${e.member_id}|${e.currency}|${(dayOf(e.spent_at) ?? '').slice(0, 7)}`,
    );
    const flags: RaisedFlag[] = [];
    for (const [key, group] of months) {
      const total = sumOf(group);
      if (total <= limit(rule)) continue;
      const month = key.split('|')[2];
      flags.push(expenseFlag(rule, group, total, { total, limit: limit(rule), month, person: group[0].member_name ?? '' }));
    }
    return flags;
  },
  duplicate: (rule, expenses) => {
    const days = rule.params.days ?? 3;
    const groups = groupBy(expenses, (e) => `${merchantKey(e.merchant)}|${e.currency}|${toCents(e.amount)}`);
    const flags: RaisedFlag[] = [];
    for (const group of groups.values()) {
      if (group.length < 2) continue;
      const sorted = [...group].sort((a, b) => a.spent_at.localeCompare(b.spent_at) || a.id - b.id);
      // Runs of records each within `days` of the one before: one flag per run of two or more.
      let run: ComplianceExpense[] = [sorted[0]];
      const close = () => {
        if (run.length > 1) {
          const lastDay = dayOf(run[run.length - 1].spent_at) ?? '';
          flags.push(expenseFlag(rule, run, run[0].amount, { days, last_date: lastDay, others: run.length - 1 }));
        }
      };
      for (const expense of sorted.slice(1)) {
        const previous = run[run.length - 1];
        if (daysBetween(dayOf(previous.spent_at) ?? '', dayOf(expense.spent_at) ?? '') <= days) run.push(expense);
        else {
          close();
          run = [expense];
        }
      }
      close();
    }
    return flags;
  },
  split_purchase: (rule, expenses) => {
    const groups = groupBy(expenses, (e) => `${merchantKey(e.merchant)}|${e.currency}|${dayOf(e.spent_at)}`);
    const flags: RaisedFlag[] = [];
    for (const group of groups.values()) {
      // A split: several purchases each within the limit that together go above it.
      const parts = group.filter((e) => e.amount <= limit(rule));
      if (parts.length < 2) continue;
      const total = sumOf(parts);
      if (total > limit(rule)) flags.push(expenseFlag(rule, parts, total, { total, limit: limit(rule) }));
    }
    return flags;
  },
};

/** VAT claimed without a valid supplier TRN: expenses with VAT and bills with VAT whose TRN is missing or invalid. */
function vatWithoutTrn(rule: ComplianceRule, expenses: readonly ComplianceExpense[], bills: readonly ComplianceBill[]): RaisedFlag[] {
  const flags: RaisedFlag[] = [];
  for (const e of expenses) {
    if ((e.vat_amount ?? 0) > 0 && !isValidUaeTrn(e.supplier_trn)) {
      flags.push(expenseFlag(rule, [e], e.vat_amount ?? 0, { vat: e.vat_amount ?? 0, trn: e.supplier_trn ?? '' }));
    }
  }
  for (const bill of bills) {
    if (bill.is_void || bill.vat_total <= 0 || isValidUaeTrn(bill.supplier_trn)) continue;
    flags.push({
      rule_id: rule.id,
      rule_kind: rule.kind,
      severity: rule.severity,
      subject: { expense_ids: [], bill_ids: [bill.id] },
      amount: bill.vat_total,
      day: dayOf(bill.invoice_date) ?? '',
      risk: riskOf(rule.severity, bill.vat_total),
      fingerprint: flagFingerprint(rule.id, [], [bill.id]),
      explanation: {
        key: 'spendboard.compliance.explain.vat_without_trn_bill',
        params: {
          merchant: bill.vendor_name,
          invoice: bill.invoice_number,
          vat: bill.vat_total,
          currency: bill.currency,
          date: dayOf(bill.invoice_date) ?? '',
          trn: bill.supplier_trn ?? '',
        },
      },
      member_id: null,
      department_id: null,
    });
  }
  return flags;
}

/**
 * The flags one rule raises over the records (enabled or not: the simulator runs a proposed rule
 * as if on). `today` is the Dubai day the age of a record is counted to.
 */
export function evaluateRule(
  rule: ComplianceRule,
  expenses: readonly ComplianceExpense[],
  bills: readonly ComplianceBill[],
  today: string,
): RaisedFlag[] {
  const checked = expenses.filter((expense) => isCheckedExpense(expense.status));
  if (rule.kind === 'vat_without_trn') return vatWithoutTrn(rule, checked, bills);
  return EXPENSE_RULES[rule.kind](rule, checked, today);
}

/** The flags every enabled rule raises, highest risk first. */
export function evaluateRules(
  rules: readonly ComplianceRule[],
  expenses: readonly ComplianceExpense[],
  bills: readonly ComplianceBill[],
  today: string,
): RaisedFlag[] {
  return rules
    .filter((rule) => rule.enabled)
    .flatMap((rule) => evaluateRule(rule, expenses, bills, today))
    .sort(byRisk);
}

/** Highest risk first, then newest evidence, then fingerprint (a stable order). */
export function byRisk(a: RaisedFlag, b: RaisedFlag): number {
  return b.risk - a.risk || b.day.localeCompare(a.day) || a.fingerprint.localeCompare(b.fingerprint);
}
