import type { ReportFilters } from '../../../src/api/schema.d.ts';
import { billOutstanding } from '../../../src/domain/billLifecycle.ts';
import type { ApiLanguage } from '../../../src/domain/apiLanguage.ts';
import { explanationText } from '../../../src/domain/complianceExplain.ts';
import type { ReportKind } from '../../../src/domain/contractLists.ts';
import type { DatedAmount } from '../../../src/domain/exchangeRates.ts';
import { ageingBucket, daysPastDue, vatRecoverability } from '../../../src/domain/reports.ts';
import { countsAsSpent } from '../../../src/domain/spend.ts';
import { normalizeTrn } from '../../../src/domain/uaeIdentifiers.ts';
import { expenseDay, sortedExpensesOfCompany } from '../store/expenseIndex.ts';
import type { MockDatabase, StoredCompany, StoredExpense, StoredSavedReport } from '../store/types.ts';
import { settleComplianceFlags } from './compliance.ts';
import { expenseNeedsReceipt } from './expenses.ts';

export type ReportRow = Record<string, string | number | null>;

/** What a report is built from; `language` is the one its sentences are written in (`Accept-Language`). */
export type ReportContext = { db: MockDatabase; company: StoredCompany; filters: ReportFilters; today: string; language: ApiLanguage };

const names = <Row extends { id: number; company_id: string }>(rows: readonly Row[], companyId: string, name: (row: Row) => string) =>
  new Map(rows.filter((row) => row.company_id === companyId).map((row) => [row.id, name(row)]));

/** The reports' order of expenses: newest first (by when spent, then when recorded). */
const REPORT_ORDER = 'spent_at:desc,created_at:desc';
function newestFirst(rows: readonly StoredExpense[]): StoredExpense[] {
  const keyed = rows.map((row) => ({ row, spent: Date.parse(row.spent_at), created: Date.parse(row.created_at) }));
  keyed.sort((x, y) => y.spent - x.spent || y.created - x.created);
  return keyed.map((entry) => entry.row);
}

/** The company's expenses within the filters' days, card, person and department, newest first. */
function filteredExpenses({ db, company, filters }: ReportContext, keep: (row: StoredExpense) => boolean = () => true): StoredExpense[] {
  const [card, member, department] = [filters.card_id, filters.member_id, filters.department_id].map((id) =>
    id === undefined ? null : Number(id),
  );
  // Newest first, sorted once per company and kept (`sortedExpensesOfCompany`); filtering keeps the order.
  return sortedExpensesOfCompany(db, company.id, REPORT_ORDER, newestFirst).filter((row) => {
    const day = expenseDay(row);
    if ((filters.from !== undefined && day < filters.from) || (filters.to !== undefined && day > filters.to)) return false;
    if ((card !== null && row.card_id !== card) || (member !== null && row.member_id !== member)) return false;
    if (department !== null && row.department_id !== department) return false;
    return keep(row);
  });
}

function peopleOf(db: MockDatabase, companyId: string) {
  return names(db.members, companyId, (row) => `${row.first_name} ${row.last_name}`);
}

/**
 * A report's matching items, how one reads as a row (only the rows of the page asked for are built) and the day of
 * its record, the day whose exchange rate converts its money into AED (`reportMoneyTotals`). A row that adds up
 * several records (the VAT report's suppliers) names them in `records`, each on its own day.
 */
export type Built = {
  items: readonly unknown[];
  present: (item: unknown) => ReportRow;
  dayOf: (item: unknown) => string;
  records?: (item: unknown, column: string) => readonly DatedAmount[];
};
const built = <Item>(items: readonly Item[], present: (item: Item) => ReportRow, dayOf: (item: Item) => string): Built => ({
  items,
  present: present as (item: unknown) => ReportRow,
  dayOf: dayOf as (item: unknown) => string,
});
/** Rows built up front, each with its record's day. */
const asRows = (rows: readonly { row: ReportRow; day: string }[]): Built =>
  built(
    rows,
    (item) => item.row,
    (item) => item.day,
  );
const expenseRows = (rows: readonly StoredExpense[], present: (row: StoredExpense) => ReportRow): Built => built(rows, present, expenseDay);

/**
 * One row builder per report of the catalogue (`src/domain/reportCatalogue.ts`), each giving every
 * column of its entry. A new report is one entry there and one builder here.
 */
export const REPORT_ROWS: Record<ReportKind, (context: ReportContext) => Built> = {
  expenses(context) {
    const { db, company } = context;
    const people = peopleOf(db, company.id);
    const departments = names(db.departments, company.id, (row) => row.name);
    const categories = names(db.categories, company.id, (row) => row.name);
    return expenseRows(filteredExpenses(context), (row) => ({
      spent_on: expenseDay(row),
      merchant: row.merchant,
      person: people.get(row.member_id) ?? null,
      department: row.department_id === null ? null : (departments.get(row.department_id) ?? null),
      category: row.category_id === null ? null : (categories.get(row.category_id) ?? null),
      status: row.status,
      amount: row.amount,
      vat_amount: row.vat_amount,
      currency: row.currency,
      receipt: row.receipt === null ? 'missing' : 'attached',
    }));
  },

  ap_ageing({ db, company, filters, today }) {
    const asOf = filters.to ?? today;
    const vendors = names(db.counterparts, company.id, (row) => row.name);
    const vendor = filters.vendor_id === undefined ? null : Number(filters.vendor_id);
    return asRows(
      db.bills
        .filter((bill) => bill.company_id === company.id && !bill.is_void && bill.approval_status !== 'rejected')
        .filter((bill) => (vendor === null || bill.vendor_id === vendor) && bill.invoice_date <= asOf)
        .map((bill) => ({ bill, outstanding: billOutstanding(bill.payments, bill.total) }))
        .filter(({ outstanding }) => outstanding > 0)
        .map(({ bill, outstanding }) => ({
          day: bill.invoice_date,
          row: {
            vendor: vendors.get(bill.vendor_id) ?? null,
            invoice_number: bill.invoice_number,
            due_date: bill.due_date,
            days_past_due: Math.max(0, daysPastDue(bill.due_date, asOf)),
            bucket: ageingBucket(bill.due_date, asOf),
            outstanding,
            currency: bill.currency,
          },
        }))
        .sort(
          (a, b) => Number(b.row.days_past_due) - Number(a.row.days_past_due) || String(a.row.vendor).localeCompare(String(b.row.vendor)),
        ),
    );
  },

  card_statement(context) {
    return expenseRows(filteredExpenses(context), (row) => ({
      spent_on: expenseDay(row),
      merchant: row.merchant,
      description: row.description,
      status: row.status,
      amount: row.amount,
      currency: row.currency,
    }));
  },

  vat(context) {
    const { db, company, filters } = context;
    type Group = {
      supplier_trn: string | null;
      supplier: string;
      cents: number;
      currency: string;
      recoverability: string;
      /** Each document's VAT on its own day (expense day, invoice date). */
      records: DatedAmount[];
    };
    const groups = new Map<string, Group>();
    const add = (trn: string | null, supplier: string, vat: number, currency: string, day: string) => {
      const recoverability = vatRecoverability(trn);
      const normalized = trn === null || trn.trim() === '' ? null : normalizeTrn(trn);
      const key = `${normalized ?? `name:${supplier}`}|${currency}|${recoverability}`;
      const group = groups.get(key) ?? { supplier_trn: normalized, supplier, cents: 0, currency, recoverability, records: [] };
      group.cents += Math.round(vat * 100);
      group.records.push({ currency, cents: Math.round(vat * 100), day });
      groups.set(key, group);
    };
    for (const row of filteredExpenses(context, (expense) => countsAsSpent(expense.status) && (expense.vat_amount ?? 0) > 0)) {
      add(row.supplier_trn, row.merchant, row.vat_amount ?? 0, row.currency, expenseDay(row));
    }
    const vendors = new Map(db.counterparts.filter((row) => row.company_id === company.id).map((row) => [row.id, row]));
    for (const bill of db.bills) {
      if (bill.company_id !== company.id || bill.is_void || bill.approval_status !== 'approved' || bill.vat_total <= 0) continue;
      if ((filters.from !== undefined && bill.invoice_date < filters.from) || (filters.to !== undefined && bill.invoice_date > filters.to))
        continue;
      const vendor = vendors.get(bill.vendor_id);
      add(vendor?.trn ?? null, vendor?.name ?? `#${bill.vendor_id}`, bill.vat_total, bill.currency, bill.invoice_date);
    }
    const order = { recoverable: 0, invalid_trn: 1, no_trn: 2 } as Record<string, number>;
    const sorted = [...groups.values()].sort(
      (a, b) => order[a.recoverability] - order[b.recoverability] || b.cents - a.cents || a.supplier.localeCompare(b.supplier),
    );
    return {
      ...built(
        sorted,
        ({ cents, records, ...group }) => ({ ...group, documents: records.length, vat_amount: cents / 100 }),
        (group) => group.records[0].day,
      ),
      records: (group) => (group as Group).records,
    };
  },

  missing_receipts(context) {
    const { db, company } = context;
    const people = peopleOf(db, company.id);
    const categories = names(db.categories, company.id, (row) => row.name);
    return expenseRows(
      filteredExpenses(context, (row) => row.receipt === null && expenseNeedsReceipt(db, row)),
      (row) => ({
        spent_on: expenseDay(row),
        merchant: row.merchant,
        person: people.get(row.member_id) ?? null,
        category: row.category_id === null ? null : (categories.get(row.category_id) ?? null),
        amount: row.amount,
        currency: row.currency,
      }),
    );
  },

  declined_transactions(context) {
    const { db, company } = context;
    const people = peopleOf(db, company.id);
    const cards = names(db.cards, company.id, (row) => row.name);
    // Card transactions are the expenses paid by card; the card network's refusals are `declined`.
    return expenseRows(
      filteredExpenses(context, (row) => row.card_id !== null && row.status === 'declined'),
      (row) => ({
        spent_on: expenseDay(row),
        merchant: row.merchant,
        person: people.get(row.member_id) ?? null,
        card: row.card_id === null ? null : (cards.get(row.card_id) ?? null),
        amount: row.amount,
        currency: row.currency,
        reason: row.rejection_reason ?? null,
      }),
    );
  },

  sync_errors(context) {
    const { db, company, filters } = context;
    const expenses = filteredExpenses(context, (row) => row.accounting_sync?.status === 'ERROR').map((row) => ({
      record_type: 'expense',
      reference: row.merchant,
      date: expenseDay(row),
      amount: row.amount,
      currency: row.currency as string,
      error: row.accounting_sync?.error?.message ?? null,
    }));
    const bills = db.bills
      .filter((bill) => bill.company_id === company.id && bill.accounting_sync?.status === 'ERROR')
      .filter(
        (bill) =>
          (filters.from === undefined || bill.invoice_date >= filters.from) &&
          (filters.to === undefined || bill.invoice_date <= filters.to),
      )
      .map((bill) => ({
        record_type: 'bill',
        reference: bill.invoice_number,
        date: bill.invoice_date,
        amount: bill.total,
        currency: bill.currency as string,
        error: bill.accounting_sync?.error?.message ?? null,
      }));
    const rows = [...expenses, ...bills].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
    return asRows(rows.map((row) => ({ row, day: row.date })));
  },

  compliance_flags: (context) => complianceFlagRows(context),
};

/** Smart Comply's flags within the filters' days, person and department, highest risk first. */
function complianceFlagRows({ db, company, filters, today, language }: ReportContext): Built {
  const [member, department] = [filters.member_id, filters.department_id].map((id) => (id === undefined ? null : Number(id)));
  const flags = settleComplianceFlags(db, company.id, new Date(`${today}T12:00:00+04:00`)).filter(
    (flag) =>
      (filters.from === undefined || flag.day >= filters.from) &&
      (filters.to === undefined || flag.day <= filters.to) &&
      (member === null || flag.member_id === member) &&
      (department === null || flag.department_id === department),
  );
  return built(
    [...flags].sort((a, b) => b.risk - a.risk || b.day.localeCompare(a.day)),
    (flag) => ({
      date: flag.day,
      rule: flag.rule_kind,
      severity: flag.severity,
      status: flag.status,
      explanation: explanationText(flag.explanation, language),
      amount: flag.amount,
      risk: flag.risk,
    }),
    (flag) => flag.day,
  );
}

/** The report's matching items for the company (filters already checked with `reportFilterErrors`). */
export function reportRows(
  db: MockDatabase,
  company: StoredCompany,
  kind: ReportKind,
  filters: ReportFilters,
  today: string,
  language: ApiLanguage = 'en',
): Built {
  return REPORT_ROWS[kind]({ db, company, filters, today, language });
}

/** A saved report as the API shows it (without its owner). */
export const presentSavedReport = ({ company_id: _companyId, user_id: _userId, ...shown }: StoredSavedReport) => shown;
