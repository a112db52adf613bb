import type { Locale, TranslationMessages } from 'react-admin';
import { enPublic } from './enPublic';
import { retryWithBackoff } from './retryWithBackoff';

export const DEFAULT_LOCALE = 'en';

/** The languages the profile menu offers; each name is written in its own language. */
export const LOCALES: Locale[] = [
  { locale: 'en', name: 'English' },
  { locale: 'ar', name: 'العربية' },
];

const RIGHT_TO_LEFT_LOCALES = new Set(['ar']);

/** 'rtl' for Arabic, 'ltr' otherwise. */
export function textDirection(locale: string): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT_LOCALES.has(locale.split('-')[0]) ? 'rtl' : 'ltr';
}

/** Catalogues other than English load on demand, each in its own chunk, retried on failure (spec §9). */
const lazyCatalogues: Record<string, () => Promise<TranslationMessages>> = {
  ar: () => retryWithBackoff(() => import('./ar')).then((module) => module.ar),
};

/** The whole English catalogue, once the admin has loaded it (`loadFullEnglish`). */
let fullEnglish: TranslationMessages | undefined;

/** The admin's English texts: fetched with the admin, never with the sign-in page. */
export async function loadFullEnglish(): Promise<void> {
  fullEnglish ??= (await retryWithBackoff(() => import('./en'))).en;
}

/** English is the public texts until the admin has loaded the rest; Arabic is one lazy catalogue. */
export function messagesFor(locale: string): TranslationMessages | Promise<TranslationMessages> {
  const load = lazyCatalogues[locale];
  return load ? load() : (fullEnglish ?? enPublic);
}
