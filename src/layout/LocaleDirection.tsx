import { useEffect, useMemo, type ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import { arSA } from '@mui/material/locale';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { I18nContext, useI18nProvider, useLocale, useTranslate } from 'react-admin';
import { textDirection } from '../i18n';
import { DIRECTION_CACHES } from './direction/directionCaches';

type ComponentDefaults = Record<string, { defaultProps?: object }>;

/**
 * MUI's own texts (pagination and autocomplete buttons, breadcrumbs, alerts) in the language: its
 * defaults are English, so an Arabic page would announce 'Go to next page' or 'Open'. Every spinner
 * is named "Loading" in the language, react-admin's own too (an input waiting for its choices shows
 * one without a name, which screen readers announce as an unnamed progress bar).
 */
function withLocaleTexts(theme: Theme, locale: string, loading: string): Theme {
  const components: ComponentDefaults = { ...(theme.components as ComponentDefaults) };
  const texts: ComponentDefaults = {
    ...(locale === 'ar' ? (arSA.components as ComponentDefaults) : {}),
    MuiCircularProgress: { defaultProps: { 'aria-label': loading } },
  };
  for (const [name, own] of Object.entries(texts))
    components[name] = { ...components[name], defaultProps: { ...components[name]?.defaultProps, ...own.defaultProps } };
  return { ...theme, components } as Theme;
}

/** MUI's theme in the document's direction, with its texts in the language. */
const ThemeOfLocale = ({ locale, children }: { locale: string; children: ReactNode }) => {
  const translate = useTranslate();
  const loading = translate('spendboard.loading');
  const direction = textDirection(locale);
  const withDirection = useMemo(
    () => (outer: Theme) => withLocaleTexts({ ...outer, direction }, locale, loading),
    [direction, locale, loading],
  );
  return <ThemeProvider theme={withDirection}>{children}</ThemeProvider>;
};

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

  return (
    <CacheProvider value={DIRECTION_CACHES[direction]}>
      <TextsOfLocale locale={locale}>
        <ThemeOfLocale locale={locale}>{children}</ThemeOfLocale>
      </TextsOfLocale>
    </CacheProvider>
  );
};
