import type { CardListFilters } from '../../../src/api/schema.d.ts';
import { findOwned, requirePermission } from '../auth/guards.ts';
import { filtersOf, paginate, partialsOf, searchTermOf, sortKeysOf, sortRows } from '../http/listing.ts';
import type { StoredCard } from '../store/types.ts';
import { matchesCardFilters, matchesCardSearch } from '../policy/cardFilters.ts';
import { presentCard } from '../presenters/cards.ts';
import type { RegisterRoutes } from './registerRoutes.ts';

/** GET cards (list), GET cards/{id}. */
export const registerCardRoutes: RegisterRoutes = (router) => {
  router.get('/api/admin/cards', (req, res) => {
    const { db, company } = requirePermission(req, 'read cards');
    const holders = new Map(db.members.filter((member) => member.company_id === company.id).map((member) => [member.id, member]));
    const filters = filtersOf(req) as CardListFilters;
    const term = searchTermOf(req);
    const matching = db.cards.filter(
      (card) =>
        card.company_id === company.id && matchesCardFilters(card, filters) && matchesCardSearch(card, holders.get(card.member_id), term),
    );
    const sorted = sortRows(matching, sortKeysOf(req, 'created_at:desc'), (card, field) => card[field as keyof StoredCard]);
    const page = paginate(sorted, req);
    const partials = partialsOf(req);
    res.json({ data: page.data.map((card) => presentCard(card, holders.get(card.member_id), partials)), meta: page.meta });
  });

  router.get('/api/admin/cards/:id', (req, res) => {
    const { db, company } = requirePermission(req, 'read card details');
    const card = findOwned(db.cards, req.params.id, company.id);
    const holder = db.members.find((member) => member.id === card.member_id);
    res.json({ data: presentCard(card, holder, partialsOf(req)) });
  });
};
