import type { components } from '../../../src/api/schema.d.ts';
import type { StoredCard, StoredMember } from '../store/types.ts';

type MccCategory = components['schemas']['MccCategory'];
type CardHolderRestrictions = components['schemas']['CardHolderRestrictions']['data'];

/**
 * Card controls and holder restrictions are not stored yet (nothing writes them): they are
 * derived from the card's purpose and the ids, the same on every call and after every reset.
 */
const GCC_COUNTRIES = ['AE', 'SA', 'QA', 'KW', 'BH', 'OM'];
const SINGLE_TRANSACTION_LIMIT = 5_000;

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

/** What a card is limited to; physical cards with an even id may only be used in the GCC. */
export function cardUsageLimits(card: StoredCard): { allowed_mcc_categories: MccCategory[]; allowed_countries: string[] } {
  const categories = CATEGORIES_BY_PURPOSE.find(([prefix]) => card.name.startsWith(prefix))?.[1] ?? [];
  return {
    allowed_mcc_categories: [...categories],
    allowed_countries: card.type === 'physical' && card.id % 2 === 0 ? [...GCC_COUNTRIES] : [],
  };
}

/** A card that is terminated or expired keeps its controls but they can no longer change. */
export function isCardClosed(card: StoredCard): boolean {
  return card.status === 'terminated' || card.status === 'expired';
}

/** Every third holder may only pay in the GCC; every other holder has a single-payment ceiling. */
export function holderRestrictions(card: StoredCard, holder: StoredMember): CardHolderRestrictions {
  return {
    card_id: card.id,
    member_id: holder.id,
    allowed_mcc_categories: [],
    allowed_countries: holder.id % 3 === 0 ? [...GCC_COUNTRIES] : [],
    single_transaction_limit: holder.id % 2 === 0 ? SINGLE_TRANSACTION_LIMIT : null,
    currency: holder.limit.currency,
  };
}
