import { describe, expect, it } from 'vitest';
import {
  companyListState,
  displayCompanyId,
  filterCompanies,
  toggleDefaultCompany,
  toggleFavoriteCompany,
} from '../../../src/domain/companies';

const companies = [
  { id: '3f1c1b0e-6a3e-4c55-9d0a-2d7d1c6f0a11', name: 'Acme Trading LLC', total_users: 14 },
  { id: '9a8b7c6d-0000-4c55-9d0a-2d7d1c6f0a22', name: 'Gulf Logistics', total_users: 3 },
  { id: '11111111-0000-4c55-9d0a-2d7d1c6f0a33', name: 'ACME Retail', total_users: 8 },
];
const [acme, gulf, retail] = companies.map((c) => c.id);

describe('toggleFavoriteCompany', () => {
  it('adds a company that is not a favourite', () => {
    expect(toggleFavoriteCompany([acme], gulf)).toEqual([acme, gulf]);
  });

  it('removes a company that is a favourite', () => {
    expect(toggleFavoriteCompany([acme, gulf], acme)).toEqual([gulf]);
  });

  it('does not change the list it is given', () => {
    const favorites = [acme];
    toggleFavoriteCompany(favorites, gulf);
    expect(favorites).toEqual([acme]);
  });
});

describe('toggleDefaultCompany', () => {
  it('makes a company the default, replacing the previous one (only one default)', () => {
    expect(toggleDefaultCompany(null, acme)).toBe(acme);
    expect(toggleDefaultCompany(acme, gulf)).toBe(gulf);
  });

  it('clears the default when the current default is toggled', () => {
    expect(toggleDefaultCompany(acme, acme)).toBeNull();
  });
});

describe('displayCompanyId', () => {
  it('trims the id to 10 characters', () => {
    expect(displayCompanyId('3f1c1b0e-6a3e-4c55-9d0a-2d7d1c6f0a11')).toBe('3f1c1b0e-6');
    expect(displayCompanyId('short')).toBe('short');
  });
});

describe('filterCompanies', () => {
  it('matches the name case-insensitively', () => {
    expect(filterCompanies(companies, { query: 'acme' }).map((c) => c.name)).toEqual(['Acme Trading LLC', 'ACME Retail']);
    expect(filterCompanies(companies, { query: 'LOGIST' }).map((c) => c.id)).toEqual([gulf]);
  });

  it('lists everything for a blank query', () => {
    expect(filterCompanies(companies, { query: '  ' })).toHaveLength(3);
    expect(filterCompanies(companies, {})).toHaveLength(3);
  });

  it('lists only favourites in the Favourite view', () => {
    expect(filterCompanies(companies, { view: 'favourite', favoriteIds: [retail, gulf] }).map((c) => c.id)).toEqual([gulf, retail]);
    expect(filterCompanies(companies, { view: 'favourite', favoriteIds: [] })).toEqual([]);
  });

  it('combines the Favourite view with the search', () => {
    expect(filterCompanies(companies, { view: 'favourite', favoriteIds: [acme, gulf], query: 'acme' }).map((c) => c.id)).toEqual([acme]);
  });

  it('ignores favourites in the All view', () => {
    expect(filterCompanies(companies, { view: 'all', favoriteIds: [acme] })).toHaveLength(3);
  });
});

describe('companyListState', () => {
  const ready = { isLoading: false, isError: false, view: 'all' as const, shownCount: 2 };

  it('shows loading first, then an error', () => {
    expect(companyListState({ ...ready, isLoading: true, isError: true })).toBe('loading');
    expect(companyListState({ ...ready, isError: true })).toBe('error');
  });

  it('tells an empty Favourite view from an empty list', () => {
    expect(companyListState({ ...ready, view: 'favourite', shownCount: 0 })).toBe('no_favourites');
    expect(companyListState({ ...ready, shownCount: 0 })).toBe('no_companies');
  });

  it('shows the list when something is shown', () => {
    expect(companyListState(ready)).toBe('list');
  });
});
