import type { components } from '../../../src/api/schema.d.ts';
import { findOwned, requirePermission } from '../auth/guards.ts';
import { notFound } from '../http/errors.ts';
import { grantedPermissions, isDenied } from '../policy/permissions.ts';
import { cardUsageLimits, holderRestrictions, isCardClosed } from './cardControlRules.ts';
import type { RegisterRoutes } from './registerRoutes.ts';

type CardControls = components['schemas']['CardControls'];

const MANAGE_CARD_CONTROLS = 'manage card controls';

/** GET card-controls, GET card-holder-restrictions (both need read card details). */
export const registerCardControlRoutes: RegisterRoutes = (router) => {
  router.get('/api/admin/card-controls', (req, res) => {
    const { db, user, company } = requirePermission(req, 'read card details');
    const card = findOwned(db.cards, String(req.query.cardId), company.id);
    const mayManage =
      !isCardClosed(card) && !isDenied(db.denyList, MANAGE_CARD_CONTROLS) && grantedPermissions(db, user, company.id).has(MANAGE_CARD_CONTROLS);
    const controls: CardControls = { ...cardUsageLimits(card), can_manage_mcc: mayManage, can_manage_geography: mayManage };
    if (isCardClosed(card)) {
      res.status(409).json({ message: `This card is ${card.status}; its controls can no longer change.`, controls });
      return;
    }
    res.json({ data: { card_id: card.id, controls } });
  });

  router.get('/api/admin/card-holder-restrictions', (req, res) => {
    const { db, company } = requirePermission(req, 'read card details');
    const card = findOwned(db.cards, String(req.query.cardId), company.id);
    const holder = db.members.find((member) => member.id === card.member_id);
    if (!holder) throw notFound('This card no longer has a holder.');
    res.json({ data: holderRestrictions(card, holder) });
  });
};
