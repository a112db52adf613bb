/**
 * How cards are shown (spec §3 Card): only the last 4 digits, options as 'number (name)'.
 */
import { displayName } from './display';

/** The mask shown before the last 4 digits. */
export const CARD_NUMBER_MASK = '••••';

/** The last 4 digits of a (masked) card number; '' when it has none. */
export function cardLast4(number: string | null | undefined): string {
  return (number ?? '').replace(/\D/g, '').slice(-4);
}

/** '•••• 4242'; '' for a number without digits. */
export function maskCardNumber(number: string | null | undefined): string {
  const last4 = cardLast4(number);
  return last4 ? `${CARD_NUMBER_MASK} ${last4}` : '';
}

/** A card option: 'number (name)', e.g. '•••• 4242 (Marketing subscriptions)'. */
export function cardOptionLabel(card: { number: string; name?: string | null }): string {
  return `${maskCardNumber(card.number)} (${displayName(card.name)})`;
}
