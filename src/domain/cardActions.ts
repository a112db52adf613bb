/**
 * Card quick actions (freeze, unfreeze, terminate) and the status each one leads to.
 * `terminated` is final; an expired card can be terminated but never unfrozen.
 * The mock API enforces these transitions; the app offers only the allowed actions.
 */
import type { CardStatus } from '../api/schema';
import { CARD_STATUSES } from './contractLists';

export const CARD_ACTIONS = ['freeze', 'unfreeze', 'terminate'] as const;
export type CardAction = (typeof CARD_ACTIONS)[number];

/** Status before → status after, for every allowed transition. */
const TRANSITIONS: Record<CardAction, Partial<Record<CardStatus, CardStatus>>> = {
  freeze: { active: 'frozen', inactive: 'frozen' },
  unfreeze: { frozen: 'active' },
  terminate: { active: 'terminated', inactive: 'terminated', frozen: 'terminated', expired: 'terminated' },
};

/** The status after `action`, or null when the card's status does not allow it. */
export function nextCardStatus(status: CardStatus, action: CardAction): CardStatus | null {
  return TRANSITIONS[action][status] ?? null;
}

/** The quick actions a card in `status` offers, in display order. */
export function availableCardActions(status: CardStatus): CardAction[] {
  return CARD_ACTIONS.filter((action) => nextCardStatus(status, action) !== null);
}

/** A terminated or expired card keeps its data but its limit, name and controls no longer change. */
export function isCardClosed(status: CardStatus): boolean {
  return status === 'terminated' || status === 'expired';
}

/** The statuses of a card whose limit can still change (a picker of cards to ask a limit for lists only these). */
export const OPEN_CARD_STATUSES: readonly CardStatus[] = CARD_STATUSES.filter((status) => !isCardClosed(status));
