import { CARD_STATUSES, CURRENCIES as CARD_CURRENCIES } from '../../../../src/domain/contractLists.ts';
import type { CardStatus, CardType, StoredCard, StoredMember } from '../types.ts';
import { randomLimit } from './limits.ts';
import { groupByCompany } from '../groupByCompany.ts';
import { daysAgo, randomDateTime, type SeedContext } from './seedContext.ts';

const CARD_PURPOSES = [
  'Marketing subscriptions',
  'Travel',
  'Cloud hosting',
  'Office supplies',
  'Client dinners',
  'Software licences',
  'Fuel',
  'Team events',
  'Advertising',
  'Recruitment',
  'Training',
  'Courier services',
];

/** The first cards of every company cycle through every status × currency, so filters always find something. */
const COVERAGE_CARDS = CARD_STATUSES.length * CARD_CURRENCIES.length;

export function cardsPerCompany(ctx: SeedContext, companyIndex: number): number {
  if (ctx.scale === 'large' && companyIndex >= 7) return 100;
  return companyIndex === 0 ? 60 : 30 + companyIndex * 2;
}

export function seedCards(ctx: SeedContext): void {
  const membersByCompany = groupByCompany(ctx.db.members);
  ctx.db.companies.forEach((company, companyIndex) => {
    const holders = membersByCompany.get(company.id) ?? [];
    const count = cardsPerCompany(ctx, companyIndex);
    for (let index = 0; index < count; index += 1) {
      ctx.db.cards.push(buildCard(ctx, company.id, index, ctx.faker.helpers.arrayElement(holders)));
    }
  });
}

function buildCard(ctx: SeedContext, companyId: string, index: number, holder: StoredMember): StoredCard {
  const { faker } = ctx;
  const covered = index < COVERAGE_CARDS;
  const status = covered ? CARD_STATUSES[index % CARD_STATUSES.length] : pickStatus(ctx);
  const currency = covered
    ? CARD_CURRENCIES[Math.floor(index / CARD_STATUSES.length)]
    : faker.helpers.arrayElement(['AED', 'AED', 'AED', 'USD', 'EUR'] as const);
  const type: CardType = index % 3 === 0 ? 'physical' : 'virtual';
  const created_at = randomDateTime(ctx, 700, 20);
  const neverCharged = status === 'inactive' || faker.number.int(9) === 0;
  return {
    id: ctx.nextId('cards'),
    company_id: companyId,
    number: `************${faker.string.numeric(4)}`,
    name: `${faker.helpers.arrayElement(CARD_PURPOSES)}${type === 'physical' ? '' : ` ${holder.first_name}`}`,
    currency,
    type,
    status,
    member_id: holder.id,
    last_charged_at: neverCharged ? null : faker.date.between({ from: created_at, to: ctx.referenceDate }).toISOString(),
    expired_at: (status === 'expired'
      ? daysAgo(ctx, faker.number.int({ min: 5, max: 200 }))
      : daysAgo(ctx, -faker.number.int({ min: 60, max: 1400 }))
    ).slice(0, 10),
    created_at,
    limit: randomLimit(faker, currency, faker.number.int(4) === 0 ? { inheritFrom: 'member' } : {}),
    controls: { allowed_mcc_categories: [], allowed_countries: [] },
  };
}

function pickStatus(ctx: SeedContext): CardStatus {
  return ctx.faker.helpers.weightedArrayElement([
    { value: 'active', weight: 14 },
    { value: 'inactive', weight: 2 },
    { value: 'frozen', weight: 2 },
    { value: 'terminated', weight: 1 },
    { value: 'expired', weight: 1 },
  ] as const);
}
