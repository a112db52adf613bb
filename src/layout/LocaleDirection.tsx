import { useEffect, useMemo, type ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import { arSA } from '@mui/material/locale';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { I18nContext, useI18nProvider, useLocale } from 'react-admin';
import { textDirection } from '../i18n';
import { DIRECTION_CACHES } from './direction/directionCaches';

/**
 * MUI's own texts (pagination and autocomplete buttons, breadcrumbs, alerts) in the language: its
 * defaults are English, so an Arabic page would announce 'Go to next page' or 'Open'.
 */
function withLocaleTexts(theme: Theme, locale: string): Theme {
  if (locale !== 'ar') return theme;
  const components: Record<string, { defaultProps?: object }> = { ...(theme.components as Record<string, { defaultProps?: object }>) };
  for (const [name, texts] of Object.entries(arSA.components as Record<string, { defaultProps?: object }>))
    components[name] = { ...components[name], defaultProps: { ...components[name]?.defaultProps, ...texts.defaultProps } };
  return { ...theme, components } as Theme;
}

/**
 * Every `translate` below redraws in a new language without a remount: a new context value per
 * locale (the same provider's functions) re-renders each text, while forms, drawers and what was
 * typed in them stay (`useLanguagePreference` loads the texts before the locale changes, so
 * react-admin's own provider, which remounts the whole admin on a change, finds nothing to do).
 */
const TextsOfLocale = ({ locale, children }: { locale: string; children: ReactNode }) => {
  const i18nProvider = useI18nProvider();
  const texts = useMemo(() => ({ ...i18nProvider, textsOf: locale }), [i18nProvider, locale]);
  return <I18nContext.Provider value={texts}>{children}</I18nContext.Provider>;
};

/**
 * The document follows the language (spec §9 Arabic): `<html lang dir>`, MUI's direction and,
 * for right-to-left, styles mirrored by @mui/stylis-plugin-rtl. Portals (dialogs, menus) inherit it.
 */
export const LocaleDirection = ({ children }: { children: ReactNode }) => {
  const locale = useLocale();
  const direction = textDirection(locale);

  useEffect(() => {
    document.documentElement.lang = locale;
    document.documentElement.dir = direction;
    document.body.dir = direction;
  }, [locale, direction]);

  const withDirection = useMemo(() => (outer: Theme) => withLocaleTexts({ ...outer, direction }, locale), [direction, locale]);
  return (
    <CacheProvider value={DIRECTION_CACHES[direction]}>
      <ThemeProvider theme={withDirection}>
        <TextsOfLocale locale={locale}>{children}</TextsOfLocale>
      </ThemeProvider>
    </CacheProvider>
  );
};
