import type { Request } from 'express';
import type { CardCreate, CardUpdate } from '../../../src/api/schema.d.ts';
import { isCardClosed, nextCardStatus, type CardAction } from '../../../src/domain/cardActions.ts';
import { cardTypeCode, cardTypeFromCode } from '../../../src/domain/limits.ts';
import { requireCardServices } from '../auth/cardServicesGuard.ts';
import { findOwned, requirePermission, type CompanyScope } from '../auth/guards.ts';
import { mockContext } from '../context.ts';
import { ApiError, rejectInvalid } from '../http/errors.ts';
import { findBalanceOwner } from '../policy/balanceOwners.ts';
import { cardCreateErrors } from '../policy/cards.ts';
import { returnToCompany } from '../policy/returnToCompany.ts';
import { freshLimit, limitErrors, limitPermissionFor, nextLimit } from '../policy/limits.ts';
import { cardSettingsOf } from '../store/companySettings.ts';
import type { StoredCard } from '../store/types.ts';
import { presentCard } from './cards.ts';
import type { RegisterRoutes } from './registerRoutes.ts';

const CARD_VALIDITY_YEARS = 3;
const WITH_HOLDER_AND_LIMIT = new Set(['administrator', 'limit']);

/** POST cards (create cards), PATCH cards/{id} (update cards), POST cards/{id}/freeze|unfreeze|terminate (quick actions). */
export const registerCardWriteRoutes: RegisterRoutes = (router) => {
  router.post('/api/admin/cards', (req, res) => {
    const scope = requirePermission(req, 'create cards');
    const card = createCard(req, scope, req.body as CardCreate);
    respondWithCard(scope, card, res.status(201));
  });

  router.patch('/api/admin/cards/:id', (req, res) => {
    const scope = requirePermission(req, 'update cards');
    const card = openCard(scope, String(req.params.id));
    const body = req.body as CardUpdate;
    requireLimitPermission(req, body.limit, card);
    rejectInvalid(body.limit ? limitErrors('card', body.limit, card.limit, 'limit.') : {});
    if (body.name !== undefined) card.name = body.name.trim();
    if (body.limit) card.limit = nextLimit('card', card.limit, body.limit);
    respondWithCard(scope, card, res);
  });

  for (const action of ['freeze', 'unfreeze', 'terminate'] as const satisfies readonly CardAction[]) {
    router.post(`/api/admin/cards/:id/${action}`, (req, res) => {
      const scope = requirePermission(req, 'quick actions');
      const card = findOwned(scope.db.cards, String(req.params.id), scope.company.id);
      const next = nextCardStatus(card.status, action);
      if (!next) throw new ApiError(409, `This card is ${card.status}; it cannot be ${PAST_TENSE[action]}.`);
      card.status = next;
      // A terminated card can no longer spend or send: its money returns to the company.
      if (action === 'terminate') {
        const { store } = mockContext(req);
        returnToCompany(scope, findBalanceOwner(scope, 'card', card.id), {
          nextTransferId: () => store.nextId(scope.db.transfers),
          createdBy: `${scope.user.first_name} ${scope.user.last_name}`,
        });
      }
      respondWithCard(scope, card, res);
    });
  }
};

/**
 * Creates a card by the card rules (`create cards`, card services, the type, currency and limit
 * permissions, the holder and limit checks: 403/422, nothing stored) and stores it. `POST cards` and
 * an approved card request (`routes/requests.ts`) both create cards through it.
 */
export function createCard(req: Request, scope: CompanyScope, body: CardCreate): StoredCard {
  requirePermission(req, 'create cards');
  requireCardServices(scope);
  // A card of another type or currency than the company's (company settings) needs the permission to choose it.
  const defaults = cardSettingsOf(scope.db, scope.company.id);
  if (body.type !== undefined && body.type !== cardTypeCode(defaults.card_type)) requirePermission(req, 'update_card_type');
  if (body.currency !== undefined && body.currency !== defaults.card_currency) requirePermission(req, 'update_card_currency');
  requireLimitPermission(req, body.limit);
  rejectInvalid(cardCreateErrors(scope.db, scope.company, body));
  const card = buildCard(req, scope, body);
  scope.db.cards.push(card);
  return card;
}

const PAST_TENSE: Record<CardAction, string> = { freeze: 'frozen', unfreeze: 'unfrozen', terminate: 'terminated' };

/** The card of the company (404 otherwise) when it can still change (409 when terminated or expired). */
export function openCard(scope: CompanyScope, id: string): StoredCard {
  const card = findOwned(scope.db.cards, id, scope.company.id);
  if (isCardClosed(card.status)) throw new ApiError(409, `This card is ${card.status}; it can no longer change.`);
  return card;
}

function requireLimitPermission(req: Request, input: CardCreate['limit'], card?: StoredCard): void {
  const permission = limitPermissionFor('card', input, card?.limit);
  if (permission) requirePermission(req, permission);
}

function buildCard(req: Request, { db, company }: CompanyScope, body: CardCreate): StoredCard {
  const id = mockContext(req).store.nextId(db.cards);
  const defaults = cardSettingsOf(db, company.id);
  const type = body.type === undefined ? defaults.card_type : cardTypeFromCode(body.type);
  const currency = body.currency ?? defaults.card_currency;
  const now = new Date();
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

function respondWithCard({ db }: CompanyScope, card: StoredCard, res: { json: (body: unknown) => unknown }): void {
  const holder = db.members.find((member) => member.id === card.member_id);
  res.json({ data: presentCard(card, holder, WITH_HOLDER_AND_LIMIT) });
}
