import type { CardListFilters } from '../../../src/api/schema.d.ts';
import { CARD_TYPE_CODES } from '../../../src/domain/contractLists.ts';
import type { StoredCard, StoredMember } from '../store/types.ts';

/** Whether a card passes every filter of the list query (dates compare by calendar day). */
export function matchesCardFilters(card: StoredCard, filters: CardListFilters): boolean {
  const lastChargedDay = card.last_charged_at?.slice(0, 10) ?? null;
  const { date_min, date_max, exact } = filters;
  const within = filters.in;
  if (date_min?.last_charged_at && (lastChargedDay === null || lastChargedDay < date_min.last_charged_at)) return false;
  if (date_max?.last_charged_at && (lastChargedDay === null || lastChargedDay > date_max.last_charged_at)) return false;
  if (date_max?.expired_at && card.expired_at > date_max.expired_at) return false;
  if (within?.member_id && !within.member_id.map(Number).includes(card.member_id)) return false;
  if (within?.type && !within.type.includes(CARD_TYPE_CODES[card.type])) return false;
  if (within?.status && !within.status.includes(card.status)) return false;
  if (exact?.currency && card.currency !== exact.currency) return false;
  return true;
}

/** Search (lower-case term) on the card name, the holder's name, or the last 4 digits. */
export function matchesCardSearch(card: StoredCard, holder: StoredMember | undefined, term: string): boolean {
  if (!term) return true;
  const holderName = holder ? `${holder.first_name} ${holder.last_name}`.toLowerCase() : '';
  return card.name.toLowerCase().includes(term) || holderName.includes(term) || card.number.slice(-4).includes(term);
}
