import type { DetailTab } from '../../layout/detail/detailTabs';
import { cardPaths } from './paths';

/** Spec §2: `/cards/{tab}/{cid}`. */
export const CARD_TABS = ['overview', 'cards-control', 'expenses', 'transfers'] as const;
export type CardTab = (typeof CARD_TABS)[number];

export const isCardTab = (tab: string | undefined): tab is CardTab => (CARD_TABS as readonly string[]).includes(tab ?? '');

export const cardTabs = (id: string): DetailTab[] =>
  CARD_TABS.map((tab) => ({ label: `spendboard.cards.tabs.${tab}`, path: cardPaths.tab(tab, id) }));

/** `cards/{id}` with the parts the detail shows (spec §7). */
export const CARD_PARTIALS = ['administrator', 'limit'] as const;
