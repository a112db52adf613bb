import { preferenceStorage } from '../browser/browserStorage';
import { DEFAULT_LOCALE, LOCALES } from './index';

/** react-admin's store key for the language (`useLocaleState`), JSON-encoded. */
const ADMIN_STORE_LOCALE_KEY = 'RaStore.locale';
/** The language the user last chose in the profile menu; survives sign-out (react-admin resets its store then). */
export const CHOSEN_LOCALE_KEY = 'spendboard.locale';

function isSupported(locale: unknown): locale is string {
  return typeof locale === 'string' && LOCALES.some((supported) => supported.locale === locale);
}

function parseStoreValue(raw: string | null): unknown {
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

/** The locale public pages use: the admin store's, else the last chosen one, else English. */
export function readStoredLocale(storage: Pick<Storage, 'getItem'> | undefined = preferenceStorage()): string {
  try {
    const fromStore = parseStoreValue(storage?.getItem(ADMIN_STORE_LOCALE_KEY) ?? null);
    if (isSupported(fromStore)) return fromStore;
    const chosen = storage?.getItem(CHOSEN_LOCALE_KEY);
    return isSupported(chosen) ? chosen : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

/** Remembers the language chosen in the profile menu for the next public page. */
export function rememberChosenLocale(locale: string, storage: Pick<Storage, 'setItem'> | undefined = preferenceStorage()) {
  try {
    storage?.setItem(CHOSEN_LOCALE_KEY, locale);
  } catch {
    // Storage unavailable (private mode): the choice lasts for this session only.
  }
}
