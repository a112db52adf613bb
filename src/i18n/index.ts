import type { Locale, TranslationMessages } from 'react-admin';
import { en } from './en';

export const DEFAULT_LOCALE = 'en';

export const LOCALES: Locale[] = [{ locale: 'en', name: 'English' }];

/**
 * Catalogues other than English load on demand, each in its own chunk. Arabic
 * joins as `ar: () => import('./ar').then((module) => module.ar)` plus an entry in LOCALES.
 */
const lazyCatalogues: Record<string, () => Promise<TranslationMessages>> = {};

export function messagesFor(locale: string): TranslationMessages | Promise<TranslationMessages> {
  const load = lazyCatalogues[locale];
  return load ? load() : en;
}
