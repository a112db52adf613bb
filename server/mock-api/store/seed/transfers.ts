import { COMPANY_CURRENCY } from '../companyDefaults.ts';
import type { StoredTransferParty } from '../types.ts';
import { randomDateTime, type SeedContext } from './seedContext.ts';

const TRANSFERS_PER_COMPANY = 16;

/**
 * A transfer history for the fixed companies, in the company currency, in every direction the app shows: company →
 * department → member → card and back. History only: today's balances are the seeded limits.
 */
export function seedTransfers(ctx: SeedContext): void {
  const { faker } = ctx;
  for (const company of ctx.db.companies.slice(0, 7)) {
    const departments = ctx.db.departments.filter((row) => row.company_id === company.id);
    const members = ctx.db.members.filter((row) => row.company_id === company.id);
    const cards = ctx.db.cards.filter((row) => row.company_id === company.id && row.currency === COMPANY_CURRENCY);
    const pick = <Row extends { id: number }>(rows: Row[], index: number): number => rows[index % rows.length].id;
    const rows = Array.from({ length: TRANSFERS_PER_COMPANY }, (_, index) => {
      const routes: [StoredTransferParty, StoredTransferParty][] = [
        [
          { type: 'company', id: company.id },
          { type: 'department', id: pick(departments, index) },
        ],
        [
          { type: 'department', id: pick(departments, index) },
          { type: 'member', id: pick(members, index) },
        ],
        [
          { type: 'member', id: pick(members, index) },
          { type: 'card', id: pick(cards, index) },
        ],
        [
          { type: 'card', id: pick(cards, index) },
          { type: 'member', id: pick(members, index + 1) },
        ],
      ];
      const [from, to] = routes[index % routes.length];
      return { from, to, amount: faker.number.int({ min: 10_000, max: 2_000_000 }) / 100, created_at: randomDateTime(ctx, 90, 1) };
    });
    rows.sort((a, b) => a.created_at.localeCompare(b.created_at));
    for (const row of rows) {
      ctx.db.transfers.push({ ...row, id: ctx.nextId('transfers'), company_id: company.id, currency: COMPANY_CURRENCY, created_by: null });
    }
  }
}
