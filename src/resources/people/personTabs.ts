import type { DetailTab } from '../../layout/detail/detailTabs';

export const PERSON_TABS = ['overview', 'cards', 'transfer', 'expenses'] as const;
export type PersonTab = (typeof PERSON_TABS)[number];

export const isPersonTab = (tab: string | undefined): tab is PersonTab => (PERSON_TABS as readonly string[]).includes(tab ?? '');

/** Spec §2: cards and transfer are hidden while the company has no card services. */
export function personTabs(id: string, cardServicesEnabled: boolean): DetailTab[] {
  return PERSON_TABS.map((tab) => ({
    label: `spendboard.people.tabs.${tab}`,
    path: `/people/${tab}/${id}`,
    hidden: (tab === 'cards' || tab === 'transfer') && !cardServicesEnabled,
  }));
}

/** `members/{pid}` with the parts the detail shows (spec §7). */
export const PERSON_PARTIALS = ['cards.limit', 'limit', 'department', 'addresses'] as const;
