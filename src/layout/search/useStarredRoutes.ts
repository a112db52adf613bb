import { useCallback, useState } from 'react';
import { parseStarredRoutes, serializeStarredRoutes, toggleStarredRoute } from '../../domain/globalSearch';
import { STORAGE_KEYS } from '../../domain/storageKeys';

const read = () => {
  try {
    return parseStarredRoutes(localStorage.getItem(STORAGE_KEYS.starredRoutes));
  } catch {
    return [];
  }
};

/** Starred routes of the global search, kept in local storage (spec §2, §3). */
export function useStarredRoutes(): [string[], (path: string) => void] {
  const [starred, setStarred] = useState<string[]>(read);
  const toggle = useCallback((path: string) => {
    setStarred((current) => {
      const next = toggleStarredRoute(current, path);
      try {
        localStorage.setItem(STORAGE_KEYS.starredRoutes, serializeStarredRoutes(next));
      } catch {
        // Storage full or blocked: the star still works for this visit.
      }
      return next;
    });
  }, []);
  return [starred, toggle];
}
