import { COMPANY_CURRENCY } from '../companyDefaults.ts';
import { groupByCompany } from '../groupByCompany.ts';
import { newExpenseRow } from '../newExpenseRow.ts';
import { EXPENSE_STATUSES } from '../../../../src/domain/contractLists.ts';
import type { MccCategory, StoredCard, StoredMember } from '../types.ts';
import { randomDateTime, type SeedContext } from './seedContext.ts';

/** Every expense-like status of spec §4 (my_expenses is a filter, not a status). */
const SEEDED_EXPENSE_STATUSES = EXPENSE_STATUSES;

const MERCHANTS: [merchant: string, category: MccCategory, description: string][] = [
  ['Emirates', 'airlines', 'Flight to client meeting'],
  ['flydubai', 'airlines', 'Return flight'],
  ['Hilton', 'lodging', 'Hotel stay'],
  ['Careem', 'car_rental', 'Airport transfer'],
  ['Hertz', 'car_rental', 'Car rental'],
  ['Zuma', 'restaurants', 'Client dinner'],
  ['Starbucks', 'restaurants', 'Team coffee'],
  ['Carrefour', 'groceries', 'Office pantry'],
  ['ENOC', 'fuel', 'Fuel'],
  ['AWS', 'software', 'Cloud hosting'],
  ['Slack', 'software', 'Team chat licences'],
  ['Google Ads', 'advertising', 'Search campaign'],
  ['Meta Ads', 'advertising', 'Social campaign'],
  ['Office Depot', 'office_supplies', 'Stationery'],
  ['DEWA', 'utilities', 'Electricity and water'],
  ['PwC', 'professional_services', 'Audit advisory'],
  ['Aramex', 'professional_services', 'Courier'],
  ['Dubai Municipality', 'government', 'Trade licence fee'],
];

/** At `--scale large`, the first company after the fixed ones is a busy one (a long list to page through). */
export const LARGE_SCALE_BUSY_COMPANY_EXPENSES = 25_000;
/** At `--scale large`, every other extra company's expenses (300 companies: 200,000+ expenses in all). */
export const LARGE_SCALE_EXPENSES_PER_COMPANY = 600;

/** Expenses per company: the fixed companies get a browsable list, large-scale extras load. */
export function expensesPerCompany(ctx: SeedContext, companyIndex: number): number {
  if (companyIndex < 7) return 90 + companyIndex * 5;
  if (ctx.scale !== 'large') return 20;
  return companyIndex === 7 ? LARGE_SCALE_BUSY_COMPANY_EXPENSES : LARGE_SCALE_EXPENSES_PER_COMPANY;
}

/**
 * Expenses of every company. The first of each company cycle through every §4 status within the
 * last 20 days, so the default one-month range shows each status; the rest spread over 4 months.
 */
export function seedExpenses(ctx: SeedContext): void {
  const cardsByCompany = groupByCompany(ctx.db.cards);
  const membersByCompany = groupByCompany(ctx.db.members);
  ctx.db.companies.forEach((company, companyIndex) => {
    const cards = cardsByCompany.get(company.id) ?? [];
    const members = membersByCompany.get(company.id) ?? [];
    const count = expensesPerCompany(ctx, companyIndex);
    for (let index = 0; index < count; index += 1) seedExpense(ctx, company.id, index, cards, members);
  });
}

function seedExpense(ctx: SeedContext, companyId: string, index: number, cards: StoredCard[], members: StoredMember[]): void {
  const { faker } = ctx;
  const covered = index < SEEDED_EXPENSE_STATUSES.length;
  const card: StoredCard | null = index % 7 === 6 || cards.length === 0 ? null : cards[faker.number.int(cards.length - 1)];
  const member = (card && members.find((row) => row.id === card.member_id)) || members[faker.number.int(members.length - 1)];
  const [merchant, category, description] = MERCHANTS[faker.number.int(MERCHANTS.length - 1)];
  const spent_at = covered ? randomDateTime(ctx, 20, 1) : randomDateTime(ctx, 120, 0);
  // Coded and given receipts later, by codeSeededExpenses (the catalogues are seeded after). The faker draws the
  // amount before the status, in the order of the object's fields.
  ctx.db.expenses.push(
    newExpenseRow({
      id: ctx.nextId('expenses'),
      company_id: companyId,
      merchant,
      description,
      amount: faker.number.int({ min: 500, max: 500_000 }) / 100,
      currency: card?.currency ?? COMPANY_CURRENCY,
      status: covered ? SEEDED_EXPENSE_STATUSES[index] : SEEDED_EXPENSE_STATUSES[faker.number.int(SEEDED_EXPENSE_STATUSES.length - 1)],
      category,
      card_id: card?.id ?? null,
      member_id: member.id,
      department_id: member.department_id,
      spent_at,
      created_at: new Date(Date.parse(spent_at) + 600_000).toISOString(),
    }),
  );
}
