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
import { compareInboxItems, inboxStats, isActiveCompany, type InboxStats } from '../../../src/domain/approvalInbox.ts';
import { SPENT_EXPENSE_STATUSES, type CurrencyTotal } from '../../../src/domain/spend.ts';
import { COMPANY_CURRENCY } from '../store/companyDefaults.ts';
import { settingsRowOf } from '../store/companySettings.ts';
import { expensesOfCompany, expenseVersionOf } from '../store/expenseIndex.ts';
import { groupByCompany } from '../store/groupByCompany.ts';
import type { MockDatabase, StoredCompany, StoredExpense, StoredMember, StoredUser } from '../store/types.ts';
import { fundingTargetName } from './fundingRequests.ts';
import { companiesOfUser, isPermitted, personOfAccount, rolesInCompany } from './permissions.ts';

/**
 * The portfolio of an account (issue 15): every company it belongs to side by side, their people,
 * and one inbox of everything waiting on its decision. Every figure is computed from each company's
 * own data with the rules the single-company pages use (the dashboard's months and spend rule, the
 * expense lifecycle's "awaiting approval", each record's "nobody decides their own"), and only where
 * the account holds the permission in that company after the deny list.
 */

type Schemas = components['schemas'];
export type ApprovalItem = Schemas['ApprovalItem'];
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
    const cents = Math.round(expense.amount * 100);
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
  members: Map<number, StoredMember>;
  membersByCompany: Map<string | null, StoredMember[]>;
  bills: Map<string | null, MockDatabase['bills']>;
  fundingRequests: Map<string | null, MockDatabase['fundingRequests']>;
  spendRequests: Map<string | null, MockDatabase['spendRequests']>;
  categories: Map<number, string>;
  vendors: Map<number, string>;
};

export function portfolioTables(db: MockDatabase): PortfolioTables {
  return {
    members: new Map(db.members.map((row) => [row.id, row])),
    membersByCompany: groupByCompany(db.members),
    bills: groupByCompany(db.bills),
    fundingRequests: groupByCompany(db.fundingRequests),
    spendRequests: groupByCompany(db.spendRequests),
    categories: new Map(db.categories.map((row) => [row.id, row.name])),
    vendors: new Map(db.counterparts.map((row) => [row.id, row.name])),
  };
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
): ApprovalItem[] {
  const may = (permission: string) => isPermitted(db, user, company.id, permission);
  const ownMemberId = personOfAccount(db, user, company.id)?.id ?? null;
  const items: ApprovalItem[] = [];
  const base = { company_id: company.id, company_name: company.name };
  const priorityOf = (dueDate: string | null, amount: number) => approvalPriority({ dueDate, amount }, today);

  if (may('approve expenses')) {
    for (const expense of expenseFactsOf(db, company, today).awaiting) {
      if (!waitsOn(expense, { canApprove: true, ownMemberId })) continue;
      items.push({
        ...base,
        type: expense.status === 'manual' ? 'reimbursement' : 'expense',
        id: expense.id,
        title: expense.merchant,
        requestor: nameOf(tables.members.get(expense.member_id)),
        amount: expense.amount,
        currency: expense.currency,
        priority: priorityOf(null, expense.amount),
        status: expense.status === 'in_review' ? 'in_review' : 'submitted',
        due_date: null,
        category: (expense.category_id === null ? undefined : tables.categories.get(expense.category_id)) ?? expense.category,
        description: expense.description || null,
        created_at: expense.spent_at,
      });
    }
  }
  if (may('approve bills')) {
    for (const bill of tables.bills.get(company.id) ?? []) {
      if (bill.approval_status !== 'pending_approval' || bill.is_void || isOwnBill(bill, user.id)) continue;
      const vendor = tables.vendors.get(bill.vendor_id);
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
  const cardServices = cardServicesOn(company);
  if (cardServices && may('read funding requests') && may('organize funding requests')) {
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
  if (cardServices && may('read requests') && may('organize requests')) {
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
  return items;
}

/** A company's inbox for the user and what it needs to know about the company, per company of the user. */
export type InboxOfUser = { items: ApprovalItem[]; byCompany: Map<string, ApprovalItem[]>; stats: InboxStats };

/** The user's whole inbox across their companies, in the inbox's order (`compareInboxItems`). */
export function approvalInbox(db: MockDatabase, user: StoredUser, now: Date = new Date(), tables = portfolioTables(db)): InboxOfUser {
  const { today } = thisAndLastMonth(now);
  const byCompany = new Map<string, ApprovalItem[]>();
  const items: ApprovalItem[] = [];
  for (const company of companiesOfUser(db, user)) {
    const own = companyInbox(db, user, company, tables, today);
    byCompany.set(company.id, own);
    for (const item of own) items.push(item);
  }
  items.sort(compareInboxItems);
  return { items, byCompany, stats: inboxStats(items) as InboxStats };
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
  const companies: PortfolioCompany[] = companiesOfUser(db, user).map((company) => {
    const may = (permission: string) => isPermitted(db, user, company.id, permission);
    const facts = expenseFactsOf(db, company, today);
    const bills = tables.bills.get(company.id) ?? [];
    const lastMs = bills.reduce((latest, bill) => Math.max(latest, Date.parse(bill.updated_at)), facts.lastActivity);
    const lastActivity = lastMs > 0 ? new Date(lastMs).toISOString() : null;
    const card: PortfolioCompany = {
      id: company.id,
      name: company.name,
      roles: user.user_type === 'firm_admin' ? [FIRM_ADMIN_ROLE] : rolesInCompany(db, user, company.id).map((role) => role.name),
      currency: (company.limit.currency ?? COMPANY_CURRENCY) as Currency,
      pending_approvals: inbox.byCompany.get(company.id)?.length ?? 0,
      last_activity_at: lastActivity,
      status: isActiveCompany(lastActivity, now) ? 'active' : 'inactive',
    };
    if (may('read expenses')) {
      card.spend_this_month = facts.spendThisMonth as Schemas['CurrencyTotal'][];
      card.spend_by_month = facts.byMonth;
      for (const total of facts.spendThisMonth)
        spendCents.set(total.currency, (spendCents.get(total.currency) ?? 0) + Math.round(total.amount * 100));
    }
    if (may('read people')) {
      const members = tables.membersByCompany.get(company.id) ?? [];
      card.members = members.length;
      for (const member of members) people.add(member.email.toLowerCase());
    }
    const settings = settingsRowOf(db, company.id);
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
export function portfolioTeam(db: MockDatabase, user: StoredUser): { people: PortfolioPerson[]; roles: string[] } {
  const roleNames = new Map(db.roles.map((role) => [role.id, role]));
  const membersByCompany = groupByCompany(db.members);
  const byEmail = new Map<string, PortfolioPerson>();
  const roles = new Set<string>();
  for (const company of companiesOfUser(db, user)) {
    if (!isPermitted(db, user, company.id, 'read people')) continue;
    for (const member of membersByCompany.get(company.id) ?? []) {
      const key = member.email.toLowerCase();
      const person = byEmail.get(key) ?? { email: member.email, name: `${member.first_name} ${member.last_name}`.trim(), companies: [] };
      const held = member.role_ids
        .map((id) => roleNames.get(id))
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
  const people = [...byEmail.values()].sort((a, b) => a.name.localeCompare(b.name) || a.email.localeCompare(b.email));
  return { people, roles: [...roles].sort((a, b) => a.localeCompare(b)) };
}
