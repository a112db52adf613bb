import type { CardUsageControls, MccCategory, StoredCard } from '../types.ts';
import type { SeedContext } from './seedContext.ts';

const GCC_COUNTRIES = ['AE', 'SA', 'QA', 'KW', 'BH', 'OM'];

/** Card name prefix (its purpose) → the merchant categories such a card is usually limited to. */
const CATEGORIES_BY_PURPOSE: [prefix: string, categories: MccCategory[]][] = [
  ['Marketing', ['advertising', 'software']],
  ['Advertising', ['advertising']],
  ['Travel', ['airlines', 'lodging', 'car_rental', 'restaurants']],
  ['Cloud', ['software', 'utilities']],
  ['Software', ['software']],
  ['Office', ['office_supplies', 'groceries']],
  ['Client dinners', ['restaurants']],
  ['Fuel', ['fuel']],
  ['Courier', ['professional_services']],
  ['Recruitment', ['professional_services', 'advertising']],
  ['Training', ['professional_services']],
];

/** Seeded controls follow the card's purpose; physical cards with an even id may only be used in the GCC. */
export function seededCardControls(card: Pick<StoredCard, 'id' | 'name' | 'type'>): CardUsageControls {
  const categories = CATEGORIES_BY_PURPOSE.find(([prefix]) => card.name.startsWith(prefix))?.[1] ?? [];
  return {
    allowed_mcc_categories: [...categories],
    allowed_countries: card.type === 'physical' && card.id % 2 === 0 ? [...GCC_COUNTRIES] : [],
  };
}

/** Stores every card's controls (no randomness: the rest of the seed is unchanged). */
export function seedCardControls(ctx: SeedContext): void {
  for (const card of ctx.db.cards) card.controls = seededCardControls(card);
}
