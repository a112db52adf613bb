import polyglotI18nProvider from 'ra-i18n-polyglot';
import { DEFAULT_LOCALE, LOCALES, messagesFor } from '../i18n';

/** English by default; every text of the app goes through this provider. */
export const i18nProvider = polyglotI18nProvider(messagesFor, DEFAULT_LOCALE, LOCALES);
