import { useCallback, useState } from 'react';
import { toggleDefaultCompany, toggleFavoriteCompany } from '../../domain/companies';
import {
  getDefaultCompanyId,
  getFavoriteCompanyIds,
  setDefaultCompanyId,
  setFavoriteCompanyIds,
} from '../../providers/session/companyPreferences';

/** Favourites and the one default company, kept in local storage (spec §3). */
export function useCompanyPreferences() {
  const [favoriteIds, setFavoriteIds] = useState<string[]>(getFavoriteCompanyIds);
  const [defaultId, setDefaultId] = useState<string | null>(getDefaultCompanyId);

  const toggleFavorite = useCallback((companyId: string) => {
    const next = toggleFavoriteCompany(getFavoriteCompanyIds(), companyId);
    setFavoriteCompanyIds(next);
    setFavoriteIds(next);
  }, []);

  const toggleDefault = useCallback((companyId: string) => {
    const next = toggleDefaultCompany(getDefaultCompanyId(), companyId);
    setDefaultCompanyId(next);
    setDefaultId(next);
  }, []);

  return { favoriteIds, defaultId, toggleFavorite, toggleDefault };
}
