import { toCents } from '../../../src/domain/cents.ts';
import type { components } from '../../../src/api/schema.d.ts';
import { approvalPriority } from '../../../src/domain/approvalPriority.ts';
import { isOwnBill } from '../../../src/domain/billLifecycle.ts';
import { isCardServicesActive, isCardServicesEnabled } from '../../../src/domain/cardServices.ts';
import {
  AWAITING_APPROVAL_STATUSES,
  companyCurrencyFirst,
  lastMonths,
  periodInstants,
  thisAndLastMonth,
  waitsOn,
  type MonthPeriod,
} from '../../../src/domain/dashboard.ts';
import {
  compareInboxItems,
  inboxStats,
  isActiveCompany,
  matchesInboxFilters,
  mergeSorted,
  openFlagsOf,
  type InboxFilters,
  type InboxStats,
} from '../../../src/domain/approvalInbox.ts';
import { SPENT_EXPENSE_STATUSES, type CurrencyTotal } from '../../../src/domain/spend.ts';
import { COMPANY_CURRENCY } from '../store/companyDefaults.ts';
import { expensesOfCompany, expenseVersionOf } from '../store/expenseIndex.ts';
import { groupByCompany } from '../store/groupByCompany.ts';
import type { MockDatabase, StoredComplianceFlag, StoredCompany, StoredExpense, StoredMember, StoredUser } from '../store/types.ts';
import type { ApiLanguage } from '../../../src/domain/apiLanguage.ts';
import { explanationText } from '../../../src/domain/complianceExplain.ts';
import { fundingTargetName } from './fundingRequests.ts';
import { settleComplianceFlags } from './compliance.ts';
import { companiesOfUser, permissionCheck, personOfAccount, rolesInCompany } from './permissions.ts';

/**
 * The portfolio of an account (issue 15): every company it belongs to side by side, their people,
 * and one inbox of everything waiting on its decision. Every figure is computed from each company's
 * own data with the rules the single-company pages use (the dashboard's months and spend rule, the
 * expense lifecycle's "awaiting approval", each record's "nobody decides their own"), and only where
 * the account holds the permission in that company after the deny list.
 */

type Schemas = components['schemas'];
/** An inbox item as kept between calls; its compliance flags are read for the items a page shows (`withComplianceFlags`). */
export type ApprovalItem = Omit<Schemas['ApprovalItem'], 'compliance_flags'>;
export type PortfolioCompany = Schemas['PortfolioCompany'];
export type PortfolioPerson = Schemas['PortfolioPerson'];
type Currency = Schemas['Currency'];

/** The synthetic role a firm admin holds in every company (§6). */
export const FIRM_ADMIN_ROLE = 'Firm Admin';

/** How many months the spend comparison covers. */
export const PORTFOLIO_MONTHS = 6;

const SPENT: ReadonlySet<string> = new Set(SPENT_EXPENSE_STATUSES);
const AWAITING: ReadonlySet<string> = new Set(AWAITING_APPROVAL_STATUSES);

/** What one pass over a company's expenses gives; kept until they change or the day does. */
type ExpenseFacts = {
  key: string;
  /** Expenses waiting for an approver (the lifecycle's approve step exists), oldest first. */
  awaiting: StoredExpense[];
  spendThisMonth: CurrencyTotal[];
  /** Spend of each month of `lastMonths(today, 6)` in the company's currency. */
  byMonth: number[];
  /** The latest `created_at` or `spent_at`, in ms; 0 when none. */
  lastActivity: number;
};

const factsCache = new WeakMap<readonly StoredExpense[], Map<string, ExpenseFacts>>();

/**
 * The company's expense figures, from one pass over its expenses (the dashboard's rules: Dubai
 * months, the spend rule, the statuses awaiting approval), kept per company until one of its
 * expenses changes, a new expense is recorded, or the Dubai day changes: at `--scale large` a firm
 * admin's portfolio of 300+ companies then reads kept figures instead of 200,000 expenses.
 */
export function expenseFactsOf(db: MockDatabase, company: StoredCompany, today: string): ExpenseFacts {
  let cache = factsCache.get(db.expenses);
  if (!cache) factsCache.set(db.expenses, (cache = new Map()));
  const key = `${today}|${expenseVersionOf(db, company.id)}`;
  const kept = cache.get(company.id);
  if (kept?.key === key) return kept;
  const currency = company.limit.currency ?? COMPANY_CURRENCY;
  const months = lastMonths(today, PORTFOLIO_MONTHS).map(periodInstants);
  const [chartStart, chartEnd] = [months[0].start, months[months.length - 1].end];
  const thisMonth = months[months.length - 1];
  const monthCents = months.map(() => 0);
  const thisMonthCents = new Map<string, number>();
  const awaiting: StoredExpense[] = [];
  let lastActivity = 0;
  for (const expense of expensesOfCompany(db, company.id)) {
    if (AWAITING.has(expense.status)) awaiting.push(expense);
    const at = Date.parse(expense.spent_at);
    lastActivity = Math.max(lastActivity, at, Date.parse(expense.created_at));
    if (!SPENT.has(expense.status) || at < chartStart || at >= chartEnd) continue;
    const cents = toCents(expense.amount);
    if (at >= thisMonth.start) thisMonthCents.set(expense.currency, (thisMonthCents.get(expense.currency) ?? 0) + cents);
    if (expense.currency !== currency) continue;
    let month = 0;
    while (at >= months[month].end) month += 1;
    monthCents[month] += cents;
  }
  const facts: ExpenseFacts = {
    key,
    awaiting,
    spendThisMonth: companyCurrencyFirst(
      [...thisMonthCents].map(([code, cents]) => ({ currency: code, amount: cents / 100 })),
      currency,
    ),
    byMonth: monthCents.map((cents) => cents / 100),
    lastActivity,
  };
  cache.set(company.id, facts);
  return facts;
}

const nameOf = (member: StoredMember | undefined): string | null =>
  member ? `${member.first_name} ${member.last_name}`.trim() || null : null;

const cardServicesOn = (company: StoredCompany) =>
  isCardServicesActive({
    enabled: isCardServicesEnabled(company.settings.is_stripe_enabled),
    onboardingStatus: company.settings.stripe_onboarding_status,
  });

/** Lookups shared by every company of one call (each table grouped once, not scanned per company). */
export type PortfolioTables = {
  /** The bills table the lookups were built from (a reset replaces it: kept items go with it). */
  source: MockDatabase['bills'];
  members: Map<number, StoredMember>;
  membersByCompany: Map<string | null, StoredMember[]>;
  bills: Map<string | null, MockDatabase['bills']>;
  fundingRequests: Map<string | null, MockDatabase['fundingRequests']>;
  spendRequests: Map<string | null, MockDatabase['spendRequests']>;
  categories: Map<number, { name: string }>;
  vendors: Map<number, { name: string }>;
};

const keptTables = new WeakMap<MockDatabase, { shape: unknown[]; tables: PortfolioTables }>();

/** What the lookups depend on: each table's array, its length and its last row (rows are added or removed, never moved). */
const tablesShape = (db: MockDatabase): unknown[] =>
  [db.members, db.bills, db.fundingRequests, db.spendRequests, db.categories, db.counterparts].flatMap((rows) => [
    rows,
    rows.length,
    rows.at(-1),
  ]);

/**
 * Each table grouped by company once, kept while no row is added or removed (rows are the stored
 * objects: a changed status or name shows at once).
 */
export function portfolioTables(db: MockDatabase): PortfolioTables {
  const shape = tablesShape(db);
  const kept = keptTables.get(db);
  if (kept && kept.shape.every((part, index) => part === shape[index])) return kept.tables;
  const tables: PortfolioTables = {
    source: db.bills,
    members: new Map(db.members.map((row) => [row.id, row])),
    membersByCompany: groupByCompany(db.members),
    bills: groupByCompany(db.bills),
    fundingRequests: groupByCompany(db.fundingRequests),
    spendRequests: groupByCompany(db.spendRequests),
    categories: new Map(db.categories.map((row) => [row.id, row])),
    vendors: new Map(db.counterparts.map((row) => [row.id, row])),
  };
  keptTables.set(db, { shape, tables });
  return tables;
}

/** The expense items of a company's inbox, in the inbox's order, kept with the company's expense figures. */
const expenseItemsCache = new WeakMap<ExpenseFacts, Map<string, ApprovalItem[]>>();

/**
 * The expenses and out-of-pocket expenses waiting on an approver who is `ownMemberId` in the company
 * (not their own), as inbox items in the inbox's order. Kept with the company's expense figures
 * (`expenseFactsOf`: until an expense of the company changes, a new one is recorded or the day
 * changes), per approver, company name and size of the people and category tables they are named from.
 */
function expenseItemsOf(
  db: MockDatabase,
  company: StoredCompany,
  tables: PortfolioTables,
  today: string,
  ownMemberId: number | null,
): ApprovalItem[] {
  const facts = expenseFactsOf(db, company, today);
  let byApprover = expenseItemsCache.get(facts);
  if (!byApprover) expenseItemsCache.set(facts, (byApprover = new Map()));
  const key = `${ownMemberId}|${company.name}|${db.members.length}|${db.categories.length}`;
  const kept = byApprover.get(key);
  if (kept) return kept;
  const base = { company_id: company.id, company_name: company.name };
  const items: ApprovalItem[] = [];
  for (const expense of facts.awaiting) {
    if (!waitsOn(expense, { canApprove: true, ownMemberId })) continue;
    items.push({
      ...base,
      type: expense.status === 'manual' ? 'reimbursement' : 'expense',
      id: expense.id,
      title: expense.merchant,
      requestor: nameOf(tables.members.get(expense.member_id)),
      amount: expense.amount,
      currency: expense.currency,
      priority: approvalPriority({ dueDate: null, amount: expense.amount }, today),
      status: expense.status === 'in_review' ? 'in_review' : 'submitted',
      due_date: null,
      category: (expense.category_id === null ? undefined : tables.categories.get(expense.category_id)?.name) ?? expense.category,
      description: expense.description || null,
      created_at: expense.spent_at,
    });
  }
  items.sort(compareInboxItems);
  byApprover.set(key, items);
  return items;
}

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
  const signature = othersSignature(company, tables, today, ownMemberId, decides, db.members.length);
  let keptOthers = othersCache.get(tables.source);
  if (!keptOthers) othersCache.set(tables.source, (keptOthers = new Map()));
  const cacheKey = `${user.id}|${company.id}`;
  const kept = keptOthers.get(cacheKey);
  if (kept?.signature === signature) return { expenses: expenseItems, others: kept.items };
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
  keptOthers.set(cacheKey, { signature, items });
  return { expenses: expenseItems, others: items };
}

/** Each user's other items per company, with the signature they were built for. */
const othersCache = new WeakMap<MockDatabase['bills'], Map<string, { signature: string; items: ApprovalItem[] }>>();

/**
 * What a company's bills, funding and card or limit requests waiting for a decision are, in one pass
 * that builds nothing: how many wait, their ids added up and the latest change of a bill (every bill
 * write stamps `updated_at`), with what the user may decide, who they are there and the day (a bill's
 * priority follows its due date). When it is unchanged, the items built last time still hold.
 */
function othersSignature(
  company: StoredCompany,
  tables: PortfolioTables,
  today: string,
  ownMemberId: number | null,
  decides: { bills: boolean; funding: boolean; requests: boolean },
  people: number,
): string {
  let bills = 0;
  let billIds = 0;
  let billChanged = '';
  if (decides.bills)
    for (const bill of tables.bills.get(company.id) ?? []) {
      if (bill.approval_status !== 'pending_approval') continue;
      bills += 1;
      billIds += bill.id;
      if (bill.updated_at > billChanged) billChanged = bill.updated_at;
    }
  let funding = 0;
  let fundingIds = 0;
  if (decides.funding)
    for (const row of tables.fundingRequests.get(company.id) ?? [])
      if (row.status === 'pending') {
        funding += 1;
        fundingIds += row.id;
      }
  let requests = 0;
  let requestIds = 0;
  if (decides.requests)
    for (const row of tables.spendRequests.get(company.id) ?? [])
      if (row.status === 'pending') {
        requests += 1;
        requestIds += row.id;
      }
  return `${today}|${company.name}|${ownMemberId}|${people}|${bills}:${billIds}:${billChanged}|${funding}:${fundingIds}|${requests}:${requestIds}`;
}

/** The expense items of a company where the user may not approve expenses (one array, so a kept inbox still holds). */
const NO_ITEMS: ApprovalItem[] = [];

/** A company's inbox: its expense items (kept between calls) and its other items (built on each call), each in order. */
export type CompanyInbox = { expenses: ApprovalItem[]; others: ApprovalItem[] };

/** The user's inbox: every item in the inbox's order, each company's, and the stats of them all. Never change its lists. */
export type InboxOfUser = { all: ApprovalItem[]; byCompany: Map<string, ApprovalItem[]>; stats: InboxStats };

type KeptInbox = { companies: string[]; expenses: ApprovalItem[][]; others: ApprovalItem[][]; inbox: InboxOfUser };
const keptInboxes = new WeakMap<MockDatabase, Map<number, KeptInbox>>();

/**
 * The user's whole inbox across their companies. Each company's expense items are kept with its
 * expense figures and its other items are built on each call; when all of them are what they were,
 * the inbox merged and counted last time is answered again (at `--scale large` a firm admin's inbox
 * holds tens of thousands of items: merging and counting them on every read would not fit 50 ms).
 */
export function approvalInbox(db: MockDatabase, user: StoredUser, now: Date = new Date(), tables = portfolioTables(db)): InboxOfUser {
  const { today } = thisAndLastMonth(now);
  const companies = companiesOfUser(db, user);
  const parts = companies.map((company) => companyInbox(db, user, company, tables, today));
  const others = parts.map((part) => part.others);
  let byUser = keptInboxes.get(db);
  if (!byUser) keptInboxes.set(db, (byUser = new Map()));
  const kept = byUser.get(user.id);
  if (
    kept &&
    kept.companies.length === companies.length &&
    companies.every(
      (company, index) =>
        kept.companies[index] === company.id && kept.expenses[index] === parts[index].expenses && kept.others[index] === others[index],
    )
  )
    return kept.inbox;
  const byCompany = new Map<string, ApprovalItem[]>();
  companies.forEach((company, index) => {
    const { expenses, others: rest } = parts[index];
    byCompany.set(company.id, rest.length === 0 ? expenses : mergeSorted([expenses, rest], compareInboxItems, Infinity));
  });
  const all = mergeSorted([...byCompany.values()], compareInboxItems, Infinity);
  const inbox: InboxOfUser = { all, byCompany, stats: inboxStats(all) as InboxStats };
  byUser.set(user.id, { companies: companies.map((company) => company.id), expenses: parts.map((part) => part.expenses), others, inbox });
  return inbox;
}

const filteredCache = new WeakMap<InboxOfUser, Map<string, ApprovalItem[]>>();

/** The items passing the filters, kept with the inbox they were filtered from (a page after another reads them again). */
function filtered(inbox: InboxOfUser, chosen: ApprovalItem[], filters: InboxFilters): ApprovalItem[] {
  let byFilters = filteredCache.get(inbox);
  if (!byFilters) filteredCache.set(inbox, (byFilters = new Map()));
  const key = `${filters.company_id}|${filters.type}|${filters.priority}`;
  let rows = byFilters.get(key);
  if (!rows) byFilters.set(key, (rows = chosen.filter((item) => matchesInboxFilters(item, filters))));
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
  now: Date = new Date(),
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
  now: Date = new Date(),
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

const oneLine = (address: StoredCompany['address']): string =>
  [address.line1, address.line2, address.city, address.postal_code, address.country_code].filter(Boolean).join(', ');

/** The portfolio: each company's card and §7's stats over them. */
export function portfolioOf(db: MockDatabase, user: StoredUser, now: Date = new Date()) {
  const { today } = thisAndLastMonth(now);
  const months: MonthPeriod[] = lastMonths(today, PORTFOLIO_MONTHS);
  const tables = portfolioTables(db);
  const inbox = approvalInbox(db, user, now, tables);
  const spendCents = new Map<string, number>();
  const people = new Set<string>();
  const settingsByCompany = new Map(db.companySettings.map((row) => [row.company_id, row]));
  const companies: PortfolioCompany[] = companiesOfUser(db, user).map((company) => {
    const may = permissionCheck(db, user, company.id);
    const facts = expenseFactsOf(db, company, today);
    // ISO instants compare as text: the latest bill change without parsing every one.
    let billChanged = '';
    for (const bill of tables.bills.get(company.id) ?? []) if (bill.updated_at > billChanged) billChanged = bill.updated_at;
    const lastMs = Math.max(facts.lastActivity, billChanged ? Date.parse(billChanged) : 0);
    const lastActivity = lastMs > 0 ? new Date(lastMs).toISOString() : null;
    const card: PortfolioCompany = {
      id: company.id,
      name: company.name,
      roles: user.user_type === 'firm_admin' ? [FIRM_ADMIN_ROLE] : rolesInCompany(db, user, company.id).map((role) => role.name),
      plan: company.plan,
      currency: (company.limit.currency ?? COMPANY_CURRENCY) as Currency,
      pending_approvals: inbox.byCompany.get(company.id)?.length ?? 0,
      last_activity_at: lastActivity,
      status: isActiveCompany(lastActivity, now) ? 'active' : 'inactive',
    };
    if (may('read expenses')) {
      card.spend_this_month = facts.spendThisMonth as Schemas['CurrencyTotal'][];
      card.spend_by_month = facts.byMonth;
      for (const total of facts.spendThisMonth)
        spendCents.set(total.currency, (spendCents.get(total.currency) ?? 0) + toCents(total.amount));
    }
    if (may('read people')) {
      const members = tables.membersByCompany.get(company.id) ?? [];
      card.members = members.length;
      for (const member of members) people.add(member.email.toLowerCase());
    }
    const settings = settingsByCompany.get(company.id);
    if (settings && may('read company information')) {
      const info = settings.company_information;
      card.description = info.description;
      card.contact = { email: info.contact_email, phone: info.phone, website: info.website, address: oneLine(company.address) };
    }
    return card;
  });
  return {
    today,
    months,
    stats: {
      total_organizations: companies.length,
      monthly_spend: [...spendCents].map(([currency, cents]) => ({ currency: currency as Currency, amount: cents / 100 })),
      pending_approvals: inbox.stats.total_pending,
      team_members: people.size,
    },
    companies,
  };
}

/** The people of every company where the user may read people, grouped by e-mail, by name. */
export function portfolioTeam(db: MockDatabase, user: StoredUser): PortfolioTeam {
  const companies = companiesOfUser(db, user);
  const readable = companies.filter((company) => permissionCheck(db, user, company.id)('read people'));
  let byUser = keptTeams.get(db);
  if (!byUser) keptTeams.set(db, (byUser = new Map()));
  const kept = byUser.get(user.id);
  if (kept && teamHolds(kept, db, readable)) return kept.team;
  const team = buildTeam(db, readable);
  byUser.set(user.id, { ...snapshotOf(db, readable), team });
  return team;
}

export type PortfolioTeam = { people: PortfolioPerson[]; roles: string[] };

/** What a team was built from: every field of every person and role it reads, and the companies it covers. */
type TeamSnapshot = {
  members: StoredMember[];
  fields: string[];
  roleIds: number[][];
  roles: MockDatabase['roles'];
  roleNames: string[];
  companies: string[];
};
const keptTeams = new WeakMap<MockDatabase, Map<number, TeamSnapshot & { team: PortfolioTeam }>>();

const memberFields = (member: StoredMember) => [member.first_name, member.last_name, member.email, member.status, member.company_id];

function snapshotOf(db: MockDatabase, readable: readonly StoredCompany[]): TeamSnapshot {
  return {
    members: [...db.members],
    fields: db.members.flatMap(memberFields),
    roleIds: db.members.map((member) => member.role_ids),
    roles: [...db.roles],
    roleNames: db.roles.map((role) => role.name),
    companies: readable.map((company) => `${company.id}|${company.name}`),
  };
}

/**
 * Whether the kept team still holds: the same people and roles (rows, names, e-mails, statuses, role
 * lists: writes replace them) in the same companies. One pass that compares and builds nothing, so a
 * firm admin's team of thousands is not rebuilt and sorted on every page.
 */
function teamHolds(kept: TeamSnapshot, db: MockDatabase, readable: readonly StoredCompany[]): boolean {
  if (kept.members.length !== db.members.length || kept.roles.length !== db.roles.length) return false;
  if (kept.companies.length !== readable.length) return false;
  for (let index = 0; index < readable.length; index += 1)
    if (kept.companies[index] !== `${readable[index].id}|${readable[index].name}`) return false;
  for (let index = 0; index < db.roles.length; index += 1)
    if (kept.roles[index] !== db.roles[index] || kept.roleNames[index] !== db.roles[index].name) return false;
  for (let index = 0; index < db.members.length; index += 1) {
    const member = db.members[index];
    if (kept.members[index] !== member || kept.roleIds[index] !== member.role_ids) return false;
    const at = index * 5;
    if (
      kept.fields[at] !== member.first_name ||
      kept.fields[at + 1] !== member.last_name ||
      kept.fields[at + 2] !== member.email ||
      kept.fields[at + 3] !== member.status ||
      kept.fields[at + 4] !== member.company_id
    )
      return false;
  }
  return true;
}

function buildTeam(db: MockDatabase, readable: readonly StoredCompany[]): PortfolioTeam {
  const rolesById = new Map(db.roles.map((role) => [role.id, role]));
  const membersByCompany = groupByCompany(db.members);
  const byEmail = new Map<string, PortfolioPerson>();
  const roles = new Set<string>();
  for (const company of readable) {
    for (const member of membersByCompany.get(company.id) ?? []) {
      const key = member.email.toLowerCase();
      const person = byEmail.get(key) ?? { email: member.email, name: `${member.first_name} ${member.last_name}`.trim(), companies: [] };
      const held = member.role_ids
        .map((id) => rolesById.get(id))
        .filter((role) => role !== undefined && role.company_id === company.id)
        .sort((a, b) => a!.id - b!.id)
        .map((role) => role!.name);
      for (const name of held) roles.add(name);
      person.companies.push({
        company_id: company.id,
        company_name: company.name,
        member_id: member.id,
        roles: held,
        status: member.status,
      });
      byEmail.set(key, person);
    }
  }
  // By name, then e-mail, case-insensitively: one key per person compared as text (a collator per
  // comparison costs too much over thousands of people).
  const keyed = [...byEmail.values()].map((person) => ({ person, key: `${person.name.toLowerCase()}\u0000${person.email.toLowerCase()}` }));
  keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const people = keyed.map((entry) => entry.person);
  return { people, roles: [...roles].sort() };
}
