import { useEffect, useMemo, type ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import { arSA } from '@mui/material/locale';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { useLocale } from 'react-admin';
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
      <ThemeProvider theme={withDirection}>{children}</ThemeProvider>
    </CacheProvider>
  );
};
