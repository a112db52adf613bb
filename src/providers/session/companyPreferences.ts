import { preferenceStorage } from '../../browser/browserStorage';
import { companyPreferenceKeys, parseStoredIdList, readFirstStored, type PerUserKeyName } from '../../domain/storageKeys';

/**
 * The company preferences in local storage (spec §3): default company, favourites and
 * last active company, each under the plain key and the per-user key.
 */
let knownUserId: number | null = null;

/** Once `me` answered, preferences are read and written under that user's keys too. */
export function setPreferenceUser(userId: number | null): void {
  knownUserId = userId;
}

function read(name: PerUserKeyName): string | null {
  const store = preferenceStorage();
  return readFirstStored(companyPreferenceKeys(name, knownUserId), (key) => store.getItem(key));
}

function write(name: PerUserKeyName, value: string | null): void {
  const store = preferenceStorage();
  for (const key of companyPreferenceKeys(name, knownUserId)) {
    if (value === null) store.removeItem(key);
    else store.setItem(key, value);
  }
}

export const getDefaultCompanyId = () => read('defaultCompanyId');
export const setDefaultCompanyId = (companyId: string | null) => write('defaultCompanyId', companyId);

export const getLastActiveCompanyId = () => read('lastActiveCompanyId');
export const setLastActiveCompanyId = (companyId: string | null) => write('lastActiveCompanyId', companyId);

export const getFavoriteCompanyIds = () => parseStoredIdList(read('favoriteCompanyIds'));
export const setFavoriteCompanyIds = (companyIds: readonly string[]) => write('favoriteCompanyIds', JSON.stringify(companyIds));
