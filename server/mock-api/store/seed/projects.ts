import type { Currency } from '../../../../src/domain/contractLists.ts';
import type { StoredProject } from '../types.ts';
import { daysAgo, type SeedContext } from './seedContext.ts';

type SeedProject = {
  name: string;
  code: string;
  startsDaysAgo: number;
  lastsDays: number | null;
  budget: number | null;
  currency: Currency;
};

/** Projects a UAE group codes spend against: fit-outs, roll-outs, events and campaigns. */
const PROJECTS: readonly SeedProject[] = [
  { name: 'Warehouse fit-out', code: 'WH-FIT', startsDaysAgo: 200, lastsDays: 180, budget: 250000, currency: 'AED' },
  { name: 'ERP rollout', code: 'ERP-01', startsDaysAgo: 120, lastsDays: 240, budget: 480000, currency: 'AED' },
  { name: 'GITEX stand', code: 'GITEX-25', startsDaysAgo: 60, lastsDays: 30, budget: 95000, currency: 'AED' },
  { name: 'Abu Dhabi branch opening', code: 'AUH-OPEN', startsDaysAgo: 90, lastsDays: 150, budget: 320000, currency: 'AED' },
  { name: 'Ramadan campaign', code: 'RMD-CAMP', startsDaysAgo: 30, lastsDays: 45, budget: 60000, currency: 'AED' },
  { name: 'Fleet renewal', code: 'FLEET-26', startsDaysAgo: 10, lastsDays: 365, budget: 1200000, currency: 'AED' },
  { name: 'Riyadh market study', code: 'KSA-STUDY', startsDaysAgo: 45, lastsDays: 90, budget: 150000, currency: 'SAR' },
  { name: 'London roadshow', code: 'LDN-ROAD', startsDaysAgo: 20, lastsDays: 14, budget: 40000, currency: 'GBP' },
  { name: 'Office move', code: 'OFF-MOVE', startsDaysAgo: 300, lastsDays: 60, budget: 180000, currency: 'AED' },
  { name: 'Staff training 2025', code: 'TRN-2025', startsDaysAgo: 250, lastsDays: null, budget: null, currency: 'AED' },
  { name: 'Website relaunch', code: 'WEB-RL', startsDaysAgo: 75, lastsDays: 120, budget: 85000, currency: 'USD' },
  { name: 'Solar panels', code: 'SOLAR', startsDaysAgo: 5, lastsDays: 200, budget: 540000, currency: 'AED' },
];

/** Acme has all twelve (one archived), Nile Foods Trading none (the empty list), the others a few. */
const PROJECTS_PER_FIXED_COMPANY = [PROJECTS.length, 5, 4, 3, 3, 4, 0];

const dateOnly = (iso: string) => iso.slice(0, 10);

/**
 * The projects of every company: owned by its first active member, in its first department. Draws
 * nothing from the faker (dates are relative to the seed day), so it shifts no later table.
 */
export function seedProjects(ctx: SeedContext): void {
  ctx.db.companies.forEach((company, companyIndex) => {
    const count = PROJECTS_PER_FIXED_COMPANY[companyIndex] ?? 2;
    const owner = ctx.db.members.find((member) => member.company_id === company.id && member.status === 'active');
    const department = ctx.db.departments.find((row) => row.company_id === company.id);
    PROJECTS.slice(0, count).forEach((project, index) => {
      const row: StoredProject = {
        id: ctx.nextId('projects'),
        company_id: company.id,
        name: project.name,
        code: project.code,
        start_date: dateOnly(daysAgo(ctx, project.startsDaysAgo)),
        end_date: project.lastsDays === null ? null : dateOnly(daysAgo(ctx, project.startsDaysAgo - project.lastsDays)),
        budget: project.budget,
        currency: project.currency,
        owner_id: owner?.id ?? null,
        department_ids: department ? [department.id] : [],
        status: companyIndex === 0 && project.code === 'OFF-MOVE' ? 'archived' : 'active',
        created_at: daysAgo(ctx, project.startsDaysAgo + 3 + index),
      };
      ctx.db.projects.push(row);
    });
  });
}
