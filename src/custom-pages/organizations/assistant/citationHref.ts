import type { ChatCitation } from '../../../providers/data/methods/assistant';
import { listLink } from '../../dashboard/dashboardLinks';
import { billPaths } from '../../../resources/bills/paths';
import { cardPaths } from '../../../resources/cards/paths';
import { expensePaths } from '../../../resources/expenses/paths';

/**
 * Where a cited figure leads: the app list with the filters that select its records (the dashboard's
 * list links); a figure about one record opens that record at its own address (an expense's
 * `/expenses/overview/{id}`, which no remembered list filter can hide; a bill's or a card's detail page).
 */
export function citationHref(citation: Pick<ChatCitation, 'list' | 'filter' | 'shown' | 'record_id'>): string {
  const shown = citation.shown ?? [];
  switch (citation.list) {
    case 'expenses':
      return citation.record_id === undefined
        ? listLink(expensePaths.list, citation.filter, shown)
        : expensePaths.detail(citation.record_id);
    case 'bills':
      return citation.record_id === undefined ? listLink(billPaths.list, citation.filter, shown) : billPaths.detail(citation.record_id);
    case 'cards':
      return citation.record_id === undefined ? listLink(cardPaths.list, citation.filter, shown) : cardPaths.detail(citation.record_id);
  }
}
