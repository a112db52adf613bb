/**
 * Local storage key names (spec §3) and the per-user key builder.
 * The company preferences are written under both the plain key (readable before `me`
 * answers, when the user is not known yet) and the per-user key (so several accounts on one
 * browser keep their own). Read the per-user key first, then the plain one.
 */

/** The app's storage prefix (spec §9: "storage prefix '{product}'"). */
export const STORAGE_PREFIX = 'spendboard';

export const STORAGE_KEYS = {
  lastActiveSubtenantId: 'last_active_subtenant_id',
  savedAccount: 'savedAccount',
  defaultCompanyId: 'default_company_id',
  favoriteCompanyIds: 'favorite_company_ids',
  lastActiveCompanyId: 'last_active_company_id',
  starredRoutes: 'starred_routes',
  theme: 'theme',
} as const;

export type StorageKeyName = keyof typeof STORAGE_KEYS;

/** QA: the mock sandbox this tab talks to (sessionStorage, from `?sandbox=<name>`). */
export const MOCK_SANDBOX_SESSION_KEY = `${STORAGE_PREFIX}:mock_sandbox`;

/** The company preferences that are also kept per user. */
export const PER_USER_KEYS = ['defaultCompanyId', 'favoriteCompanyIds', 'lastActiveCompanyId'] as const;
export type PerUserKeyName = (typeof PER_USER_KEYS)[number];

/** `spendboard:user:42:default_company_id` */
export function userStorageKey(userId: number | string, name: PerUserKeyName): string {
  return `${STORAGE_PREFIX}:user:${userId}:${STORAGE_KEYS[name]}`;
}

/**
 * The key a company preference has before the user is known. The last active company keeps
 * the spec's `last_active_subtenant_id` there (§3); per user it is `last_active_company_id`.
 */
export function plainPreferenceKey(name: PerUserKeyName): string {
  return name === 'lastActiveCompanyId' ? STORAGE_KEYS.lastActiveSubtenantId : STORAGE_KEYS[name];
}

/**
 * Where to read a company preference, first match wins: the per-user key when the user is
 * known, then the plain key. Writes go to every key of the list.
 */
export function companyPreferenceKeys(name: PerUserKeyName, userId?: number | string | null): string[] {
  const plain = plainPreferenceKey(name);
  return userId === undefined || userId === null || userId === '' ? [plain] : [userStorageKey(userId, name), plain];
}

/** The first non-blank value of the keys, read through `getItem` (e.g. `localStorage.getItem`). */
export function readFirstStored(keys: readonly string[], getItem: (key: string) => string | null): string | null {
  for (const key of keys) {
    const value = getItem(key);
    if (value !== null && value.trim() !== '') return value;
  }
  return null;
}

/** A JSON list of strings from storage; anything malformed reads as an empty list. */
export function parseStoredIdList(raw: string | null | undefined): string[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? [...new Set(parsed.filter((x): x is string => typeof x === 'string' && x !== ''))] : [];
  } catch {
    return [];
  }
}

/** What `savedAccount` keeps (spec §3): the e-mail of the last account that chose to be remembered. */
export type SavedAccount = { email: string };

/** The saved account from storage; anything malformed or without an e-mail reads as none. */
export function parseSavedAccount(raw: string | null | undefined): SavedAccount | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object' || !('email' in parsed) || typeof parsed.email !== 'string') return null;
    const email = parsed.email.trim();
    return email && email.length <= 254 && email.includes('@') ? { email } : null;
  } catch {
    return null;
  }
}

export function serializeSavedAccount(account: SavedAccount): string {
  return JSON.stringify({ email: account.email.trim() });
}
