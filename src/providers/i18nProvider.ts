import polyglotI18nProvider from 'ra-i18n-polyglot';
import { DEFAULT_LOCALE, LOCALES, loadFullEnglish, messagesFor } from '../i18n';

/** English by default; every text of the app goes through this provider. */
export const i18nProvider = polyglotI18nProvider(messagesFor, DEFAULT_LOCALE, LOCALES);

/**
 * Before the admin renders: its English texts join the provider (the sign-in page carried only the
 * public ones). In Arabic nothing changes: the Arabic catalogue is whole.
 */
export async function loadAdminTexts(): Promise<void> {
  await loadFullEnglish();
  if (i18nProvider.getLocale() === DEFAULT_LOCALE) await i18nProvider.changeLocale(DEFAULT_LOCALE);
}
