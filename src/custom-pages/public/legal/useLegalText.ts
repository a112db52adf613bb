import { useI18nProvider } from 'react-admin';
import { legalPagesMessagesEn } from '../../../i18n/en/legalPages';
import { legalPagesMessagesAr } from '../../../i18n/ar/legalPages';

type Catalogue = typeof legalPagesMessagesEn;

/** The legal texts per locale; they ship with the legal pages, not in the eager catalogue. */
const CATALOGUES: Record<string, Catalogue> = { en: legalPagesMessagesEn, ar: legalPagesMessagesAr };

function lookup(catalogue: unknown, path: string): string | undefined {
  const value = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], catalogue);
  return typeof value === 'string' ? value : undefined;
}

/** `text('terms.title')`: the text in the current locale, else English, else the key. */
export function useLegalText(): (key: string) => string {
  const locale = useI18nProvider().getLocale();
  const catalogue = CATALOGUES[locale] ?? legalPagesMessagesEn;
  return (key) => lookup(catalogue.legal_pages, key) ?? lookup(legalPagesMessagesEn.legal_pages, key) ?? key;
}
