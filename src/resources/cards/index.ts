import { lazy } from 'react';
import CreditCard from '@mui/icons-material/CreditCard';
import type { components } from '../../api/schema';
import { cardOptionLabel } from '../../domain/cards';

type Card = components['schemas']['Card'];

/** `<Resource name="cards" {...cards} />`; each view is its own chunk. */
export default {
  list: lazy(() => import('./CardList')),
  create: lazy(() => import('./CardCreate')),
  icon: CreditCard,
  /** Spec §3: card options display as 'number (name)'. */
  recordRepresentation: (card: Card) => cardOptionLabel(card),
};

/** `/cards/{tab}/{cid}`: the detail with its tabs. */
export const CardDetail = lazy(() => import('./CardDetail'));
