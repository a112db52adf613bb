/**
 * What removing a person or deleting a department does to money (the mock does it, the confirmation
 * lists it): every own balance returns to the company's funds; a person's open cards are terminated.
 */
import { roundCents } from './cents';
import { isCardClosed } from './cardActions';
import type { CardStatus } from './contractLists';
import { transferableBalance } from './transfers';

type HeldMoney = { mode: string; balance: number; currency: string };

/** Amounts per currency, in the order the currencies first appear; currencies with nothing are left out. */
export type MoneyTotals = Map<string, number>;

function addTo(totals: MoneyTotals, limit: HeldMoney | undefined): void {
  const amount = limit ? transferableBalance(limit) : 0;
  if (!limit || amount <= 0) return;
  totals.set(limit.currency, roundCents((totals.get(limit.currency) ?? 0) + amount));
}

export type MemberRemoval = {
  /** Cards that are open today and will be terminated. */
  cardsTerminated: number;
  /** The balances on all the person's cards (open or closed), per currency. */
  cardBalances: MoneyTotals;
  /** The person's own balance (none when inherited). */
  ownBalance: MoneyTotals;
};

export function memberRemoval(member: { limit?: HeldMoney; cards?: { status: CardStatus; limit?: HeldMoney }[] }): MemberRemoval {
  const cards = member.cards ?? [];
  const cardBalances: MoneyTotals = new Map();
  for (const card of cards) addTo(cardBalances, card.limit);
  const ownBalance: MoneyTotals = new Map();
  addTo(ownBalance, member.limit);
  return { cardsTerminated: cards.filter((card) => !isCardClosed(card.status)).length, cardBalances, ownBalance };
}

/** What a deleted department or a terminated card returns to the company: its own balance (none when inherited). */
export function ownBalanceTotals(limit: HeldMoney | undefined): MoneyTotals {
  const totals: MoneyTotals = new Map();
  addTo(totals, limit);
  return totals;
}
