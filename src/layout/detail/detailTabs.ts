export interface DetailTab {
  /** i18n key of the tab label. */
  label: string;
  /** The tab's route, e.g. `/cards/overview/12`. */
  path: string;
  hidden?: boolean;
}

export const visibleTabs = (tabs: readonly DetailTab[]): DetailTab[] => tabs.filter((tab) => !tab.hidden);

/**
 * The tab whose path matches the location: an exact match, else the longest tab path the
 * location starts with (a nested route under a tab). -1 when none matches.
 */
export function activeTabIndex(tabs: readonly DetailTab[], pathname: string): number {
  const normalized = pathname.replace(/\/+$/, '') || '/';
  const exact = tabs.findIndex((tab) => tab.path === normalized);
  if (exact !== -1) return exact;
  let best = -1;
  tabs.forEach((tab, index) => {
    if (normalized.startsWith(`${tab.path}/`) && (best === -1 || tab.path.length > tabs[best].path.length)) best = index;
  });
  return best;
}
