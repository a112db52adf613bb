import type { components } from '../../../src/api/schema.d.ts';
import { isActiveCompany } from '../../../src/domain/approvalInbox.ts';
import { toCents } from '../../../src/domain/cents.ts';
import { lastMonths, thisAndLastMonth, type MonthPeriod } from '../../../src/domain/dashboard.ts';
import { COMPANY_CURRENCY } from '../store/companyDefaults.ts';
import type { MockDatabase, StoredCompany, StoredUser } from '../store/types.ts';
import { companiesOfUser, permissionCheck, rolesInCompany } from './permissions.ts';
import { expenseFactsOf, PORTFOLIO_MONTHS } from './portfolioExpenses.ts';
import { approvalInbox } from './portfolioInbox.ts';
import { portfolioTables } from './portfolioTables.ts';

export { approvalInbox, inboxPage, openFlagsOfItem, withComplianceFlags, type InboxOfUser } from './portfolioInbox.ts';
export { expenseFactsOf, PORTFOLIO_MONTHS } from './portfolioExpenses.ts';
export { portfolioTables, type ApprovalItem, type PortfolioTables } from './portfolioTables.ts';
export { portfolioTeam, type PortfolioTeam } from './portfolioTeam.ts';

/**
 * The portfolio of an account (issue 15): every company it belongs to side by side, their people,
 * and one inbox of everything waiting on its decision. Every figure is computed from each company's
 * own data with the rules the single-company pages use (the dashboard's months and spend rule, the
 * expense lifecycle's "awaiting approval", each record's "nobody decides their own"), and only where
 * the account holds the permission in that company after the deny list.
 */

type Schemas = components['schemas'];
export type PortfolioCompany = Schemas['PortfolioCompany'];
export type PortfolioPerson = Schemas['PortfolioPerson'];
type Currency = Schemas['Currency'];

/** The synthetic role a firm admin holds in every company (§6). */
export const FIRM_ADMIN_ROLE = 'Firm Admin';

const oneLine = (address: StoredCompany['address']): string =>
  [address.line1, address.line2, address.city, address.postal_code, address.country_code].filter(Boolean).join(', ');

/** The portfolio: each company's card and §7's stats over them. */
export function portfolioOf(db: MockDatabase, user: StoredUser, now: Date) {
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
