import type { CardCreate, CardUpdate } from '../../../src/api/schema.d.ts';
import { isCardClosed, nextCardStatus, type CardAction } from '../../../src/domain/cardActions.ts';
import { cardTypeCode, cardTypeFromCode } from '../../../src/domain/limits.ts';
import { requireCardServices } from '../auth/cardServicesGuard.ts';
import { findOwned } from '../auth/guards.ts';
import { ApiError, rejectInvalid } from '../http/errors.ts';
import { findBalanceOwner } from '../policy/balanceOwners.ts';
import { cardCreateErrors } from '../policy/cards.ts';
import { freshLimit, limitErrors, limitPermissionFor, nextLimit } from '../policy/limits.ts';
import { returnToCompany } from '../policy/returnToCompany.ts';
import { cardSettingsOf } from '../store/companySettings.ts';
import type { StoredCard } from '../store/types.ts';
import type { Actor } from './actor.ts';

const CARD_VALIDITY_YEARS = 3;
const PAST_TENSE: Record<CardAction, string> = { freeze: 'frozen', unfreeze: 'unfrozen', terminate: 'terminated' };

/**
 * Creates a card by the card rules (`create cards`, card services, the type, currency and limit
 * permissions, the holder and limit checks: 403/422, nothing stored) and stores it. `POST cards` and
 * an approved card request (`actions/spendRequests.ts`) both create cards through it.
 */
export function createCard(actor: Actor, body: CardCreate): StoredCard {
  actor.require('create cards');
  requireCardServices(actor);
  // A card of another type or currency than the company's (company settings) needs the permission to choose it.
  const defaults = cardSettingsOf(actor.db, actor.company.id);
  if (body.type !== undefined && body.type !== cardTypeCode(defaults.card_type)) actor.require('update_card_type');
  if (body.currency !== undefined && body.currency !== defaults.card_currency) actor.require('update_card_currency');
  requireLimitPermission(actor, body.limit);
  rejectInvalid(cardCreateErrors(actor.db, actor.company, body));
  const card = buildCard(actor, body);
  actor.db.cards.push(card);
  return card;
}

/** PATCH cards/{id}: the name and the limit of a card that can still change (limit permission, limit checks). */
export function updateCard(actor: Actor, id: string, body: CardUpdate): StoredCard {
  const card = openCard(actor, id);
  requireLimitPermission(actor, body.limit, card);
  rejectInvalid(body.limit ? limitErrors('card', body.limit, card.limit, 'limit.') : {});
  if (body.name !== undefined) card.name = body.name.trim();
  if (body.limit) card.limit = nextLimit('card', card.limit, body.limit);
  return card;
}

/** A quick action (`src/domain/cardActions.ts`, 409 on an invalid step); a terminated card's money returns to the company. */
export function takeCardAction(actor: Actor, id: string, action: CardAction): StoredCard {
  const card = findOwned(actor.db.cards, id, actor.company.id);
  const next = nextCardStatus(card.status, action);
  if (!next) throw new ApiError(409, `This card is ${card.status}; it cannot be ${PAST_TENSE[action]}.`);
  card.status = next;
  // A terminated card can no longer spend or send: its money returns to the company.
  if (action === 'terminate') {
    returnToCompany(actor, findBalanceOwner(actor, 'card', card.id), {
      nextTransferId: () => actor.store.nextId(actor.db.transfers),
      createdBy: `${actor.user.first_name} ${actor.user.last_name}`,
    });
  }
  return card;
}

/** The card of the company (404 otherwise) when it can still change (409 when terminated or expired). */
export function openCard(actor: Actor, id: string): StoredCard {
  const card = findOwned(actor.db.cards, id, actor.company.id);
  if (isCardClosed(card.status)) throw new ApiError(409, `This card is ${card.status}; it can no longer change.`);
  return card;
}

function requireLimitPermission(actor: Actor, input: CardCreate['limit'], card?: StoredCard): void {
  const permission = limitPermissionFor('card', input, card?.limit);
  if (permission) actor.require(permission);
}

function buildCard({ db, company, store }: Actor, body: CardCreate): StoredCard {
  const id = store.nextId(db.cards);
  const defaults = cardSettingsOf(db, company.id);
  const type = body.type === undefined ? defaults.card_type : cardTypeFromCode(body.type);
  const currency = body.currency ?? defaults.card_currency;
  const now = store.now();
  const expiry = new Date(now);
  expiry.setUTCFullYear(now.getUTCFullYear() + CARD_VALIDITY_YEARS);
  return {
    id,
    company_id: company.id,
    number: `************${String(1000 + ((id * 7919) % 9000))}`,
    name: body.name.trim(),
    currency,
    type,
    // A virtual card works at once; a physical one waits to be activated.
    status: type === 'virtual' ? 'active' : 'inactive',
    member_id: body.member_id,
    last_charged_at: null,
    expired_at: expiry.toISOString().slice(0, 10),
    created_at: now.toISOString(),
    limit: freshLimit('card', currency, body.limit),
    controls: { allowed_mcc_categories: [], allowed_countries: [] },
  };
}
