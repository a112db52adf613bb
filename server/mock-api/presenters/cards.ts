import type { Card } from '../../../src/api/schema.d.ts';
import type { StoredCard, StoredMember } from '../store/types.ts';

/** The API view of a card; `administrator` (the holder) and `limit` only when asked as partials. */
export function presentCard(card: StoredCard, holder: StoredMember | undefined, partials: Set<string>): Card {
  const { company_id: _companyId, limit, controls: _controls, ...fields } = card;
  const presented: Card = { ...fields };
  if (partials.has('administrator') && holder) {
    presented.administrator = { id: holder.id, first_name: holder.first_name, last_name: holder.last_name, email: holder.email };
  }
  if (partials.has('limit')) presented.limit = limit;
  return presented;
}
