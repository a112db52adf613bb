import { preferenceStorage } from '../browser/browserStorage';
import { STORAGE_KEYS, STORAGE_PREFIX } from '../domain/storageKeys';

export type ThemeName = 'light' | 'dark';

/**
 * Spec §3/§4: the theme (light or dark, default light) is kept in local storage. react-admin
 * keeps its own copy in its store, which it clears at sign-out, so the choice is also written
 * here and read back as the admin's default theme on the next sign-in.
 */
export const THEME_STORAGE_KEY = `${STORAGE_PREFIX}.${STORAGE_KEYS.theme}`;

export function readStoredTheme(storage: Pick<Storage, 'getItem'> | undefined = preferenceStorage()): ThemeName {
  try {
    return storage?.getItem(THEME_STORAGE_KEY) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

export function rememberTheme(theme: ThemeName, storage: Pick<Storage, 'setItem'> | undefined = preferenceStorage()) {
  try {
    storage?.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage unavailable (private mode): the choice lasts for this session only.
  }
}
