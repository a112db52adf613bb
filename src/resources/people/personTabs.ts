import type { DetailTab } from '../../layout/detail/detailTabs';
import { personPaths } from './paths';

export const PERSON_TABS = ['overview', 'cards', 'transfer', 'expenses'] as const;
export type PersonTab = (typeof PERSON_TABS)[number];

/** Spec §2: the tabs that need card services (hidden without them; a direct URL shows the onboarding panel). */
export const CARD_SERVICES_PERSON_TABS = ['cards', 'transfer'] as const satisfies readonly PersonTab[];

export const isPersonTab = (tab: string | undefined): tab is PersonTab => (PERSON_TABS as readonly string[]).includes(tab ?? '');

const needsCardServices = (tab: PersonTab) => (CARD_SERVICES_PERSON_TABS as readonly PersonTab[]).includes(tab);

/** Spec §2: cards and transfer are hidden while the company has no card services. */
export function personTabs(id: string, cardServicesEnabled: boolean): DetailTab[] {
  return PERSON_TABS.map((tab) => ({
    label: `spendboard.people.tabs.${tab}`,
    path: personPaths.tab(tab, id),
    hidden: needsCardServices(tab) && !cardServicesEnabled,
  }));
}

/** `members/{pid}` with the parts the detail shows (spec §7). */
export const PERSON_PARTIALS = ['cards.limit', 'limit', 'department', 'addresses'] as const;
