import { defineListQuery } from '../../layout/lists/listQuery';
import { CARD_PARTIALS } from './cardTabs';

/** `/cards` opens on the newest cards, with their holder and limit. */
export const cardListQuery = defineListQuery({
  resource: 'cards',
  sort: { field: 'created_at', order: 'DESC' },
  meta: { partials: CARD_PARTIALS },
});
