import type { StoredTag, TagColour } from '../types.ts';
import { randomDateTime, type SeedContext } from './seedContext.ts';

type SeedTag = { name: string; colour: TagColour; group: string | null };

/** Tags a UAE finance team codes spend with: cost types, clients and events, projects, and a few loose ones. */
const TAGS: readonly SeedTag[] = [
  { name: 'Travel', colour: 'blue', group: 'Cost type' },
  { name: 'Client entertainment', colour: 'purple', group: 'Cost type' },
  { name: 'Office supplies', colour: 'grey', group: 'Cost type' },
  { name: 'Software', colour: 'indigo', group: 'Cost type' },
  { name: 'Marketing', colour: 'pink', group: 'Cost type' },
  { name: 'Training', colour: 'teal', group: 'Cost type' },
  { name: 'Fuel', colour: 'orange', group: 'Cost type' },
  { name: 'Parking and Salik', colour: 'amber', group: 'Cost type' },
  { name: 'Visa and permits', colour: 'red', group: 'Cost type' },
  { name: 'Utilities', colour: 'green', group: 'Cost type' },
  { name: 'GITEX', colour: 'blue', group: 'Event' },
  { name: 'Arabian Travel Market', colour: 'teal', group: 'Event' },
  { name: 'Ramadan campaign', colour: 'green', group: 'Event' },
  { name: 'Year-end party', colour: 'purple', group: 'Event' },
  { name: 'Emaar', colour: 'indigo', group: 'Client' },
  { name: 'ADNOC', colour: 'red', group: 'Client' },
  { name: 'Etisalat by e&', colour: 'green', group: 'Client' },
  { name: 'Majid Al Futtaim', colour: 'orange', group: 'Client' },
  { name: 'Warehouse fit-out', colour: 'amber', group: 'Project' },
  { name: 'ERP rollout', colour: 'blue', group: 'Project' },
  { name: 'New branch opening', colour: 'pink', group: 'Project' },
  { name: 'Recurring', colour: 'grey', group: null },
  { name: 'Needs receipt', colour: 'red', group: null },
  { name: 'Reimbursable', colour: 'teal', group: null },
];

/** Acme has more than a page of 20 (one archived), Nile Foods Trading none (the empty list), the others a few. */
const TAGS_PER_FIXED_COMPANY = [TAGS.length, 6, 8, 5, 4, 6, 0];

/** The tags of every company. Seeded after the branches (the last tables draw from the faker last). */
export function seedTags(ctx: SeedContext): void {
  ctx.db.companies.forEach((company, companyIndex) => {
    const count = TAGS_PER_FIXED_COMPANY[companyIndex] ?? 3;
    TAGS.slice(0, count).forEach((tag, index) => {
      const row: StoredTag = {
        id: ctx.nextId('tags'),
        company_id: company.id,
        ...tag,
        status: companyIndex === 0 && tag.name === 'Year-end party' ? 'archived' : 'active',
        created_at: randomDateTime(ctx, 300, 5 + index),
      };
      ctx.db.tags.push(row);
    });
  });
}
