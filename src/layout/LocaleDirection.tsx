import { useEffect, useMemo, type ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { useLocale } from 'react-admin';
import { textDirection } from '../i18n';
import { DIRECTION_CACHES } from './direction/directionCaches';

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

  const withDirection = useMemo(() => (outer: Theme) => ({ ...outer, direction }), [direction]);
  return (
    <CacheProvider value={DIRECTION_CACHES[direction]}>
      <ThemeProvider theme={withDirection}>{children}</ThemeProvider>
    </CacheProvider>
  );
};
