import type { CardControls, components } from '../../../src/api/schema.d.ts';
import { isCardClosed } from '../../../src/domain/cardActions.ts';
import type { StoredCard, StoredMember } from '../store/types.ts';

type CardHolderRestrictions = components['schemas']['CardHolderRestrictions']['data'];
export type ControlAbilities = Pick<CardControls, 'can_manage_mcc' | 'can_manage_geography'>;

const GCC_COUNTRIES = ['AE', 'SA', 'QA', 'KW', 'BH', 'OM'];
const SINGLE_TRANSACTION_LIMIT = 5_000;

/** Every third holder may only pay in the GCC; every other holder has a single-payment ceiling. */
export function holderRestrictions(card: StoredCard, holder: StoredMember): CardHolderRestrictions {
  return {
    card_id: card.id,
    member_id: holder.id,
    allowed_mcc_categories: [],
    allowed_countries: isHolderGeoRestricted(holder) ? [...GCC_COUNTRIES] : [],
    single_transaction_limit: holder.id % 2 === 0 ? SINGLE_TRANSACTION_LIMIT : null,
    currency: holder.limit.currency,
  };
}

function isHolderGeoRestricted(holder: StoredMember): boolean {
  return holder.id % 3 === 0;
}

/**
 * Whether the user may change each part of a card's controls: both need `manage card controls`
 * (granted, not denied) and an open card. The countries of a card whose holder is restricted to
 * a region follow the holder's restriction, so geography alone is withheld for those cards.
 */
export function controlAbilities(card: StoredCard, holder: StoredMember | undefined, mayManage: boolean): ControlAbilities {
  const open = mayManage && !isCardClosed(card.status);
  return { can_manage_mcc: open, can_manage_geography: open && !(holder && isHolderGeoRestricted(holder)) };
}
