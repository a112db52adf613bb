import type { Emirate, StoredBranch } from '../types.ts';
import { groupByCompany } from '../groupByCompany.ts';
import { randomDateTime, type SeedContext } from './seedContext.ts';

type BranchCity = { city: string; emirate: Emirate; code: string; street: string };

/** UAE cities a branch may be in, with the three letters of its branch codes. */
const CITIES: readonly BranchCity[] = [
  { city: 'Dubai', emirate: 'dubai', code: 'DXB', street: 'Sheikh Zayed Road' },
  { city: 'Abu Dhabi', emirate: 'abu_dhabi', code: 'AUH', street: 'Corniche Road' },
  { city: 'Sharjah', emirate: 'sharjah', code: 'SHJ', street: 'Al Majaz Waterfront' },
  { city: 'Al Ain', emirate: 'abu_dhabi', code: 'AAN', street: 'Khalifa Street' },
  { city: 'Ras Al Khaimah', emirate: 'ras_al_khaimah', code: 'RAK', street: 'Al Muntasir Road' },
  { city: 'Ajman', emirate: 'ajman', code: 'AJM', street: 'Sheikh Rashid Bin Humaid Street' },
  { city: 'Fujairah', emirate: 'fujairah', code: 'FUJ', street: 'Hamad Bin Abdullah Road' },
  { city: 'Jebel Ali', emirate: 'dubai', code: 'JEA', street: 'Jebel Ali Free Zone South' },
  { city: 'Umm Al Quwain', emirate: 'umm_al_quwain', code: 'UAQ', street: 'King Faisal Road' },
];

/**
 * Branches per company: Acme (the first) has enough for two pages at a small page size, the last
 * fixed company (Nile Foods Trading) has none yet (the empty list), the others a few.
 */
const BRANCHES_PER_FIXED_COMPANY = [6, 3, 4, 3, 2, 3, 0];

function branchCount(ctx: SeedContext, companyIndex: number): number {
  return BRANCHES_PER_FIXED_COMPANY[companyIndex] ?? (ctx.scale === 'large' ? 3 : 2);
}

/**
 * The branches of every company: the head office in the company's own city (Dubai when it is not
 * a known city) is the default branch, then branches in the other cities. Seeded after every other table, so adding
 * them left the rest of the seed unchanged.
 */
export function seedBranches(ctx: SeedContext): void {
  ctx.db.companies.forEach((company, companyIndex) => {
    const headOffice = CITIES.find((candidate) => candidate.city === company.address.city) ?? CITIES[0];
    const cities = [headOffice, ...CITIES.filter((candidate) => candidate !== headOffice)];
    const count = branchCount(ctx, companyIndex);
    for (let index = 0; index < count; index += 1) {
      const place = cities[index % cities.length];
      const isHeadOffice = index === 0;
      const branch: StoredBranch = {
        id: ctx.nextId('branches'),
        company_id: company.id,
        name: isHeadOffice ? `${place.city} Head Office` : `${place.city} Branch`,
        code: `${place.code}-${String(index + 1).padStart(2, '0')}`,
        city: place.city,
        emirate: place.emirate,
        address: `Office ${index + 1}01, ${place.street}`,
        country_code: 'AE',
        is_default: isHeadOffice,
        status: 'active',
        created_at: isHeadOffice ? company.created_at : randomDateTime(ctx, 400, 10),
      };
      ctx.db.branches.push(branch);
    }
  });
}

/**
 * People on branches, without the seeded faker (so nothing seeded before shifts): most at the head
 * office, every third at another branch, every seventh on none (not assigned yet).
 */
export function placePeopleOnBranches(ctx: SeedContext): void {
  const branchesByCompany = groupByCompany(ctx.db.branches.filter((branch) => branch.status === 'active'));
  ctx.db.members.forEach((member, index) => {
    const branches = branchesByCompany.get(member.company_id) ?? [];
    if (branches.length === 0 || index % 7 === 6) return;
    const others = branches.filter((branch) => !branch.is_default);
    const headOffice = branches.find((branch) => branch.is_default) ?? branches[0];
    member.branch_id = index % 3 === 2 && others.length > 0 ? others[index % others.length].id : headOffice.id;
  });
}
