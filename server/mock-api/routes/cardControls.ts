import type { CardControls, CardControlsWrite } from '../../../src/api/schema.d.ts';
import { isCardClosed } from '../../../src/domain/cardActions.ts';
import { findOwned, requirePermission, type CompanyScope } from '../auth/guards.ts';
import { ApiError, forbidden, notFound, validationFailed } from '../http/errors.ts';
import { requestLanguage } from '../http/language.ts';
import { translateMessage } from '../http/translateMessage.ts';
import { controlAbilities, holderRestrictions } from '../policy/cardControls.ts';
import { isPermitted } from '../policy/permissions.ts';
import { sameSet } from '../policy/sameSet.ts';
import type { StoredCard, StoredMember } from '../store/types.ts';
import type { RegisterRoutes } from './registerRoutes.ts';

const MANAGE_CARD_CONTROLS = 'manage card controls';

/** GET card-controls, GET card-holder-restrictions (read card details); PUT card-controls (manage card controls). */
export const registerCardControlRoutes: RegisterRoutes = (router) => {
  router.get('/api/admin/card-controls', (req, res) => {
    const scope = requirePermission(req, 'read card details');
    const card = findOwned(scope.db.cards, String(req.query.cardId), scope.company.id);
    const controls = presentControls(card, holderOf(scope, card), mayManageControls(scope));
    if (isCardClosed(card.status)) {
      res.status(409).json({ message: translateMessage(closedMessage(card), requestLanguage(req)), controls });
      return;
    }
    res.json({ data: { card_id: card.id, controls } });
  });

  router.put('/api/admin/card-controls', (req, res) => {
    const scope = requirePermission(req, MANAGE_CARD_CONTROLS);
    const card = findOwned(scope.db.cards, String(req.query.cardId), scope.company.id);
    if (isCardClosed(card.status)) throw new ApiError(409, closedMessage(card));
    const body = req.body as CardControlsWrite;
    const holder = holderOf(scope, card);
    const abilities = controlAbilities(card, holder, true);
    const mccChanged =
      body.allowed_mcc_categories !== undefined && !sameSet(body.allowed_mcc_categories, card.controls.allowed_mcc_categories);
    const countriesChanged = body.allowed_countries !== undefined && !sameSet(body.allowed_countries, card.controls.allowed_countries);
    if (mccChanged && !abilities.can_manage_mcc) throw forbidden("You may not change this card's merchant categories.");
    if (countriesChanged && !abilities.can_manage_geography) {
      throw forbidden("This card's countries follow its holder's restrictions and cannot be changed here.");
    }
    const known = new Set(scope.db.countries.map((country) => country.code));
    const unknown = (body.allowed_countries ?? []).filter((code) => !known.has(code));
    if (unknown.length > 0) throw validationFailed({ allowed_countries: [`Unknown country codes: ${unknown.join(', ')}.`] });
    if (body.allowed_mcc_categories) card.controls.allowed_mcc_categories = [...body.allowed_mcc_categories];
    if (body.allowed_countries) card.controls.allowed_countries = [...body.allowed_countries];
    res.json({ data: { card_id: card.id, controls: presentControls(card, holder, true) } });
  });

  router.get('/api/admin/card-holder-restrictions', (req, res) => {
    const scope = requirePermission(req, 'read card details');
    const card = findOwned(scope.db.cards, String(req.query.cardId), scope.company.id);
    const holder = holderOf(scope, card);
    if (!holder) throw notFound('This card no longer has a holder.');
    res.json({ data: holderRestrictions(card, holder) });
  });
};

function holderOf({ db }: CompanyScope, card: StoredCard) {
  return db.members.find((member) => member.id === card.member_id);
}

function mayManageControls({ db, user, company }: CompanyScope): boolean {
  return isPermitted(db, user, company.id, MANAGE_CARD_CONTROLS);
}

/** The API view of a card's controls for this user. */
function presentControls(card: StoredCard, holder: StoredMember | undefined, mayManage: boolean): CardControls {
  return {
    allowed_mcc_categories: [...card.controls.allowed_mcc_categories],
    allowed_countries: [...card.controls.allowed_countries],
    ...controlAbilities(card, holder, mayManage),
  };
}

function closedMessage(card: StoredCard): string {
  return `This card is ${card.status}; its controls can no longer change.`;
}
