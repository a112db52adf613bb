import type { components } from '../../../src/api/schema.d.ts';
import type { ApiLanguage } from '../../../src/domain/apiLanguage.ts';
import {
  compareInboxItems,
  inboxStats,
  matchesInboxFilters,
  mergeSorted,
  openFlagsOf,
  type InboxFilters,
  type InboxStats,
} from '../../../src/domain/approvalInbox.ts';
import { approvalPriority } from '../../../src/domain/approvalPriority.ts';
import { isOwnBill } from '../../../src/domain/billLifecycle.ts';
import { isCardServicesActive, isCardServicesEnabled } from '../../../src/domain/cardServices.ts';
import { explanationText } from '../../../src/domain/complianceExplain.ts';
import { thisAndLastMonth } from '../../../src/domain/dashboard.ts';
import { keptIndex } from '../store/keptIndex.ts';
import type { MockDatabase, StoredComplianceFlag, StoredCompany, StoredUser } from '../store/types.ts';
import { settleComplianceFlags } from './compliance.ts';
import { fundingTargetName } from './fundingRequests.ts';
import { companiesOfUser, permissionCheck, personOfAccount } from './permissions.ts';
import { expenseItemsOf } from './portfolioExpenses.ts';
import { nameOf, portfolioTables, type ApprovalItem, type PortfolioTables } from './portfolioTables.ts';

type Schemas = components['schemas'];

const cardServicesOn = (company: StoredCompany) =>
  isCardServicesActive({
    enabled: isCardServicesEnabled(company.settings.is_stripe_enabled),
    onboardingStatus: company.settings.stripe_onboarding_status,
  });

/**
 * Everything waiting on the user in one company, where they may decide it (after the deny list):
 * expenses and out-of-pocket expenses (`approve expenses`, not their own), bills pending approval
 * (`approve bills`, not one they created or last changed), funding requests (`read` and
 * `organize funding requests`), card and limit requests (`read` and `organize requests`); the last
 * two only with the company's card services completed, as their own calls require.
 */
export function companyInbox(
  db: MockDatabase,
  user: StoredUser,
  company: StoredCompany,
  tables: PortfolioTables,
  today: string,
): CompanyInbox {
  const may = permissionCheck(db, user, company.id);
  const ownMemberId = personOfAccount(db, user, company.id)?.id ?? null;
  const items: ApprovalItem[] = [];
  const base = { company_id: company.id, company_name: company.name };
  const priorityOf = (dueDate: string | null, amount: number) => approvalPriority({ dueDate, amount }, today);

  const expenseItems = may('approve expenses') ? expenseItemsOf(db, company, tables, today, ownMemberId) : NO_ITEMS;
  const cardServices = cardServicesOn(company);
  const decides = {
    bills: may('approve bills'),
    funding: cardServices && may('read funding requests') && may('organize funding requests'),
    requests: cardServices && may('read requests') && may('organize requests'),
  };
  if (decides.bills) {
    for (const bill of tables.bills.get(company.id) ?? []) {
      if (bill.approval_status !== 'pending_approval' || bill.is_void || isOwnBill(bill, user.id)) continue;
      const vendor = tables.vendors.get(bill.vendor_id)?.name;
      items.push({
        ...base,
        type: 'bill',
        id: bill.id,
        title: vendor ? `${bill.invoice_number} · ${vendor}` : bill.invoice_number,
        requestor: bill.created_by.name,
        amount: bill.total,
        currency: bill.currency,
        priority: priorityOf(bill.due_date, bill.total),
        status: 'submitted',
        due_date: bill.due_date,
        category: null,
        description: bill.notes ?? null,
        created_at: bill.created_at,
      });
    }
  }
  if (decides.funding) {
    for (const row of tables.fundingRequests.get(company.id) ?? []) {
      if (row.status !== 'pending' || row.requested_by.id === user.id) continue;
      items.push({
        ...base,
        type: 'funding_request',
        id: row.id,
        title: fundingTargetName({ db, company }, row),
        requestor: row.requested_by.name,
        amount: row.amount,
        currency: row.currency,
        priority: priorityOf(null, row.amount),
        status: 'submitted',
        due_date: null,
        category: null,
        description: row.reason,
        created_at: row.requested_at,
      });
    }
  }
  if (decides.requests) {
    for (const row of tables.spendRequests.get(company.id) ?? []) {
      if (row.status !== 'pending' || row.requester_member_id === ownMemberId) continue;
      const amount = (row.kind === 'card' ? row.requested_limit : row.new_amount) ?? 0;
      items.push({
        ...base,
        type: row.kind === 'card' ? 'card_request' : 'limit_request',
        id: row.id,
        title: row.purpose ?? row.reason ?? '',
        requestor: nameOf(tables.members.get(row.requester_member_id)),
        amount,
        currency: row.currency,
        priority: priorityOf(null, amount),
        status: 'submitted',
        due_date: null,
        category: null,
        description: row.reason ?? null,
        created_at: row.created_at,
      });
    }
  }
  items.sort(compareInboxItems);
  return { expenses: expenseItems, others: items };
}

/** The expense items of a company where the user may not approve expenses (one array, so a kept inbox still holds). */
const NO_ITEMS: ApprovalItem[] = [];

/** A company's inbox: its expense items (kept with its expense figures) and its other items, each in order. */
export type CompanyInbox = { expenses: ApprovalItem[]; others: ApprovalItem[] };

/** The user's inbox: every item in the inbox's order, each company's, and the stats of them all. Never change its lists. */
export type InboxOfUser = {
  all: ApprovalItem[];
  byCompany: Map<string, ApprovalItem[]>;
  stats: InboxStats;
  /** The items of each filter asked for so far (`inboxPage`), kept as long as the inbox. */
  filtered: Map<string, ApprovalItem[]>;
};

/**
 * The user's whole inbox across their companies, kept until the next write or Dubai day
 * (`keptIndex`): at `--scale large` a firm admin's inbox holds tens of thousands of items, and merging
 * and counting them on every read would not fit 50 ms. Each company's expense items are kept longer,
 * with its expense figures (`expenseItemsOf`).
 */
export function approvalInbox(db: MockDatabase, user: StoredUser, now: Date, tables = portfolioTables(db)): InboxOfUser {
  const { today } = thisAndLastMonth(now);
  return keptIndex(db, 'approval inbox', user.id, today, () => {
    const companies = companiesOfUser(db, user);
    const byCompany = new Map<string, ApprovalItem[]>();
    for (const company of companies) {
      const { expenses, others } = companyInbox(db, user, company, tables, today);
      byCompany.set(company.id, others.length === 0 ? expenses : mergeSorted([expenses, others], compareInboxItems, Infinity));
    }
    const all = mergeSorted([...byCompany.values()], compareInboxItems, Infinity);
    return { all, byCompany, stats: inboxStats(all) as InboxStats, filtered: new Map() };
  });
}

/** The items passing the filters, kept with the inbox they were filtered from (a page after another reads them again). */
function filtered(inbox: InboxOfUser, chosen: ApprovalItem[], filters: InboxFilters): ApprovalItem[] {
  const key = `${filters.company_id}|${filters.type}|${filters.priority}`;
  let rows = inbox.filtered.get(key);
  if (!rows) inbox.filtered.set(key, (rows = chosen.filter((item) => matchesInboxFilters(item, filters))));
  return rows;
}

/** A page of the inbox under its filters, in the inbox's order across companies, and how many match. */
export function inboxPage(
  inbox: InboxOfUser,
  filters: InboxFilters,
  page: number,
  perPage: number,
): { items: ApprovalItem[]; total: number } {
  const chosen = filters.company_id === undefined ? inbox.all : (inbox.byCompany.get(filters.company_id) ?? []);
  const rows = filters.type === undefined && filters.priority === undefined ? chosen : filtered(inbox, chosen, filters);
  const start = (page - 1) * perPage;
  return { items: rows.slice(start, start + perPage), total: rows.length };
}

/**
 * The open Smart Comply flags on an inbox item's expense or bill (issue 33), highest severity first:
 * the company's flags brought up to date with its records first (`settleComplianceFlags`, kept until
 * the next write or Dubai day). Funding, card and limit requests are never flagged.
 */
export function openFlagsOfItem(
  db: MockDatabase,
  item: { company_id: string; type: string; id: number },
  now: Date,
): StoredComplianceFlag[] {
  if (item.type !== 'expense' && item.type !== 'reimbursement' && item.type !== 'bill') return [];
  return openFlagsOf(settleComplianceFlags(db, item.company_id, now), item);
}

/**
 * The items of a page with their open flags, each explanation in the reader's language. Only the
 * companies of the page are brought up to date (a firm admin's inbox spans hundreds of companies).
 */
export function withComplianceFlags(
  db: MockDatabase,
  items: readonly ApprovalItem[],
  language: ApiLanguage,
  now: Date,
): Schemas['ApprovalItem'][] {
  return items.map((item) => ({
    ...item,
    compliance_flags: openFlagsOfItem(db, item, now).map((flag) => ({
      id: flag.id,
      rule_kind: flag.rule_kind,
      severity: flag.severity,
      explanation: flag.explanation,
      explanation_text: explanationText(flag.explanation, language),
    })),
  }));
}
