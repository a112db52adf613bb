import type { components } from '../../../src/api/schema.d.ts';
import { groupByCompany } from '../store/groupByCompany.ts';
import { keptIndex } from '../store/keptIndex.ts';
import type { MockDatabase, StoredCompany, StoredUser } from '../store/types.ts';
import { companiesOfUser, permissionCheck } from './permissions.ts';

type PortfolioPerson = components['schemas']['PortfolioPerson'];
export type PortfolioTeam = { people: PortfolioPerson[]; roles: string[] };

/**
 * The people of every company where the user may read people, grouped by e-mail, by name; kept until
 * the next write (a firm admin's team of thousands is not rebuilt and sorted on every page).
 */
export function portfolioTeam(db: MockDatabase, user: StoredUser): PortfolioTeam {
  const companies = companiesOfUser(db, user);
  const readable = companies.filter((company) => permissionCheck(db, user, company.id)('read people'));
  const companiesKey = readable.map((company) => company.id).join(',');
  return keptIndex(db, 'portfolio team', user.id, companiesKey, () => buildTeam(db, readable));
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
