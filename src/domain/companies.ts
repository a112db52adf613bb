/**
 * The company switcher's rules (spec §2 Company switcher, §3, §5): favourites, the one
 * default company, the name filter, the All/Favourite view and the shown id.
 */

export type CompanyView = 'all' | 'favourite';

/** Characters of a company id shown in lists. */
export const DISPLAY_ID_LENGTH = 10;

/** Adds the company to the favourites, or removes it when it is one already. */
export function toggleFavoriteCompany(favoriteIds: readonly string[], companyId: string): string[] {
  return favoriteIds.includes(companyId) ? favoriteIds.filter((id) => id !== companyId) : [...favoriteIds, companyId];
}

/** There is at most one default: setting one replaces it; toggling the current default clears it. */
export function toggleDefaultCompany(currentDefaultId: string | null | undefined, companyId: string): string | null {
  return currentDefaultId === companyId ? null : companyId;
}

/** The company id as listed: its first 10 characters. */
export function displayCompanyId(id: string): string {
  return id.slice(0, DISPLAY_ID_LENGTH);
}

export type CompanyFilter = {
  /** The 'Search company...' text; matches the name case-insensitively, blank matches all. */
  query?: string;
  view?: CompanyView;
  favoriteIds?: readonly string[];
};

/** The companies the switcher lists, in the order received. */
export function filterCompanies<T extends { id: string; name: string }>(
  companies: readonly T[],
  { query = '', view = 'all', favoriteIds = [] }: CompanyFilter,
): T[] {
  const needle = query.trim().toLocaleLowerCase();
  return companies.filter(
    (company) =>
      (view === 'all' || favoriteIds.includes(company.id)) && (needle === '' || company.name.toLocaleLowerCase().includes(needle)),
  );
}

/** Which state the company list shows; the UI maps each to its text. */
export type CompanyListState = 'loading' | 'error' | 'no_favourites' | 'no_companies' | 'list';

/**
 * loading → 'Loading organizations...', error → 'Failed to load organizations.',
 * no_favourites → 'No favourite companies.', no_companies → 'No organizations available.'
 */
export function companyListState({
  isLoading,
  isError,
  view,
  shownCount,
}: {
  isLoading: boolean;
  isError: boolean;
  view: CompanyView;
  shownCount: number;
}): CompanyListState {
  if (isLoading) return 'loading';
  if (isError) return 'error';
  if (shownCount > 0) return 'list';
  return view === 'favourite' ? 'no_favourites' : 'no_companies';
}
