import { preferenceStorage } from '../../providers/preferences';
import { parseSavedAccount, serializeSavedAccount, STORAGE_KEYS } from '../../domain/storageKeys';

/** The e-mail the sign-in page fills in: the last account that asked to be remembered. */
export function readSavedEmail(): string | null {
  return parseSavedAccount(preferenceStorage().getItem(STORAGE_KEYS.savedAccount))?.email ?? null;
}

/** After a successful sign-in: remember this e-mail, or forget any saved one. */
export function rememberAccount(email: string, remember: boolean): void {
  const storage = preferenceStorage();
  if (remember) storage.setItem(STORAGE_KEYS.savedAccount, serializeSavedAccount({ email }));
  else storage.removeItem(STORAGE_KEYS.savedAccount);
}
