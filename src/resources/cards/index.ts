import { lazyView } from '../../layout/navigation/lazyView';
import CreditCard from '@mui/icons-material/CreditCard';
import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined';
import type { Card } from '../../api/schema';
import { cardOptionLabel } from '../../domain/cards';
import { catalogueEntry, listAccess, quickAction, type ResourceManifest } from '../../layout/navigation/manifest';
import { cardListQuery } from './listQuery';
import { cardPaths } from './paths';

/** Cards: react-admin serves the list and create at `/cards`; the detail tabs are extra routes. */
export const cardsManifest = {
  name: 'cards',
  order: 1,
  views: {
    list: lazyView(() => import('./CardList')),
    create: lazyView(() => import('./CardCreate')),
  },
  listQuery: cardListQuery,
  icon: CreditCard,
  /** Spec §3: card options display as 'number (name)'. */
  recordRepresentation: (card: Card) => cardOptionLabel(card),
  routes: [{ path: cardPaths.detailPattern, component: lazyView(() => import('./CardDetail')) }],
  catalogue: [
    catalogueEntry({
      id: 'cards',
      path: cardPaths.list,
      icon: CreditCardOutlined,
      group: 'financial',
      tags: ['virtual', 'physical', 'limits'],
      quickActions: [quickAction('create', 'cards', { to: cardPaths.create })],
      access: listAccess('cards'),
      cardServicesLock: true,
    }),
  ],
  paths: cardPaths,
} satisfies ResourceManifest;

export default cardsManifest;
