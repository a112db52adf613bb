import type { CardControls, CardControlsWrite } from '../../../src/api/schema.d.ts';
import { isCardClosed } from '../../../src/domain/cardActions.ts';
import { closedControlsMessage, setCardControls } from '../actions/cardControls.ts';
import { actorOf } from '../auth/actor.ts';
import { findOwned, requirePermission, type CompanyScope } from '../auth/guards.ts';
import { notFound } from '../http/errors.ts';
import { requestLanguage } from '../http/language.ts';
import { translateMessage } from '../http/translateMessage.ts';
import { controlAbilities, holderRestrictions } from '../policy/cardControls.ts';
import { isPermitted } from '../policy/permissions.ts';
import type { StoredCard, StoredMember } from '../store/types.ts';
import type { RegisterRoutes } from './registerRoutes.ts';

const MANAGE_CARD_CONTROLS = 'manage card controls';

/** GET card-controls, GET card-holder-restrictions (read card details); PUT card-controls (manage card controls; `actions/cardControls.ts`). */
export const registerCardControlRoutes: RegisterRoutes = (router) => {
  router.get('/api/admin/card-controls', (req, res) => {
    const scope = requirePermission(req, 'read card details');
    const card = findOwned(scope.db.cards, String(req.query.cardId), scope.company.id);
    const controls = presentControls(card, holderOf(scope, card), mayManageControls(scope));
    if (isCardClosed(card.status)) {
      res.status(409).json({ message: translateMessage(closedControlsMessage(card), requestLanguage(req)), controls });
      return;
    }
    res.json({ data: { card_id: card.id, controls } });
  });

  router.put('/api/admin/card-controls', (req, res) => {
    const actor = actorOf(req, requirePermission(req, MANAGE_CARD_CONTROLS));
    const card = setCardControls(actor, String(req.query.cardId), req.body as CardControlsWrite);
    res.json({ data: { card_id: card.id, controls: presentControls(card, holderOf(actor, card), true) } });
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
