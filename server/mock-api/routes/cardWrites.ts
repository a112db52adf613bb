import type { CardCreate, CardUpdate } from '../../../src/api/schema.d.ts';
import type { CardAction } from '../../../src/domain/cardActions.ts';
import { createCard, takeCardAction, updateCard } from '../actions/cards.ts';
import { actorOf } from '../auth/actor.ts';
import { requirePermission, type CompanyScope } from '../auth/guards.ts';
import type { StoredCard } from '../store/types.ts';
import { presentCard } from '../presenters/cards.ts';
import type { RegisterRoutes } from './registerRoutes.ts';

const WITH_HOLDER_AND_LIMIT = new Set(['administrator', 'limit']);

/** POST cards (create cards), PATCH cards/{id} (update cards), POST cards/{id}/freeze|unfreeze|terminate (quick actions). */
export const registerCardWriteRoutes: RegisterRoutes = (router) => {
  router.post('/api/admin/cards', (req, res) => {
    const scope = requirePermission(req, 'create cards');
    const card = createCard(actorOf(req, scope), req.body as CardCreate);
    respondWithCard(scope, card, res.status(201));
  });

  router.patch('/api/admin/cards/:id', (req, res) => {
    const scope = requirePermission(req, 'update cards');
    const card = updateCard(actorOf(req, scope), String(req.params.id), req.body as CardUpdate);
    respondWithCard(scope, card, res);
  });

  for (const action of ['freeze', 'unfreeze', 'terminate'] as const satisfies readonly CardAction[]) {
    router.post(`/api/admin/cards/:id/${action}`, (req, res) => {
      const scope = requirePermission(req, 'quick actions');
      const card = takeCardAction(actorOf(req, scope), String(req.params.id), action);
      respondWithCard(scope, card, res);
    });
  }
};

function respondWithCard({ db }: CompanyScope, card: StoredCard, res: { json: (body: unknown) => unknown }): void {
  const holder = db.members.find((member) => member.id === card.member_id);
  res.json({ data: presentCard(card, holder, WITH_HOLDER_AND_LIMIT) });
}
