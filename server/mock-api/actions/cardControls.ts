import type { CardControlsWrite } from '../../../src/api/schema.d.ts';
import { isCardClosed } from '../../../src/domain/cardActions.ts';
import { findOwned } from '../auth/guards.ts';
import { ApiError, forbidden, validationFailed } from '../http/errors.ts';
import { controlAbilities } from '../policy/cardControls.ts';
import { sameSet } from '../policy/sameSet.ts';
import type { StoredCard } from '../store/types.ts';
import type { Actor } from './actor.ts';

/**
 * Sets the merchant categories and countries of the company's card (404 otherwise; 409 when closed):
 * a change the card's holder rules out is a 403, an unknown country code a 422; nothing changes then.
 */
export function setCardControls(actor: Actor, cardId: string, body: CardControlsWrite): StoredCard {
  const card = findOwned(actor.db.cards, cardId, actor.company.id);
  if (isCardClosed(card.status)) throw new ApiError(409, closedControlsMessage(card));
  const holder = actor.db.members.find((member) => member.id === card.member_id);
  const abilities = controlAbilities(card, holder, true);
  const mccChanged =
    body.allowed_mcc_categories !== undefined && !sameSet(body.allowed_mcc_categories, card.controls.allowed_mcc_categories);
  const countriesChanged = body.allowed_countries !== undefined && !sameSet(body.allowed_countries, card.controls.allowed_countries);
  if (mccChanged && !abilities.can_manage_mcc) throw forbidden("You may not change this card's merchant categories.");
  if (countriesChanged && !abilities.can_manage_geography) {
    throw forbidden("This card's countries follow its holder's restrictions and cannot be changed here.");
  }
  const known = new Set(actor.db.countries.map((country) => country.code));
  const unknown = (body.allowed_countries ?? []).filter((code) => !known.has(code));
  if (unknown.length > 0) throw validationFailed({ allowed_countries: [`Unknown country codes: ${unknown.join(', ')}.`] });
  if (body.allowed_mcc_categories) card.controls.allowed_mcc_categories = [...body.allowed_mcc_categories];
  if (body.allowed_countries) card.controls.allowed_countries = [...body.allowed_countries];
  return card;
}

/** Why a closed card's controls cannot change (the 409 of the read and of the write). */
export function closedControlsMessage(card: StoredCard): string {
  return `This card is ${card.status}; its controls can no longer change.`;
}
