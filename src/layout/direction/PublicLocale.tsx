import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { I18nContext } from 'react-admin';
import { i18nProvider } from '../../providers/i18nProvider';
import { readStoredLocale } from '../../i18n/storedLocale';
import { textDirection } from '../../i18n';
import { AppLoading } from '../states/AppLoading';

type Ready = { locale: string; rtlCache?: EmotionCache };

/** Loads the catalogue (and, right-to-left, the mirroring styles) of a non-default locale. */
async function prepare(locale: string): Promise<Ready> {
  const [, caches] = await Promise.all([
    i18nProvider.changeLocale(locale),
    textDirection(locale) === 'rtl' ? import('./directionCaches') : Promise.resolve(undefined),
  ]);
  return { locale, rtlCache: caches?.DIRECTION_CACHES.rtl };
}

/**
 * Public pages follow the language chosen in the profile menu. English renders at once; another
 * language first loads its catalogue lazily (kept out of the eager bundle), then sets
 * `<html lang dir>` and, for Arabic, MUI's right-to-left direction.
 */
export const PublicLocale = ({ children }: { children: ReactNode }) => {
  const [wanted] = useState(readStoredLocale);
  const [ready, setReady] = useState<Ready | null>(() =>
    wanted === i18nProvider.getLocale() && textDirection(wanted) === 'ltr' ? { locale: wanted } : null,
  );

  useEffect(() => {
    if (ready) return;
    let current = true;
    prepare(wanted)
      .catch(() => ({ locale: i18nProvider.getLocale() }))
      .then((prepared) => current && setReady(prepared));
    return () => {
      current = false;
    };
  }, [wanted, ready]);

  const direction = textDirection(ready?.locale ?? 'en');
  useEffect(() => {
    if (!ready) return;
    document.documentElement.lang = ready.locale;
    document.documentElement.dir = direction;
    document.body.dir = direction;
  }, [ready, direction]);

  const withDirection = useMemo(() => (outer: Theme) => ({ ...outer, direction }), [direction]);
  if (!ready) return <AppLoading variant="public" />;
  const translated = (
    <I18nContext.Provider value={i18nProvider} key={ready.locale}>
      <ThemeProvider theme={withDirection}>{children}</ThemeProvider>
    </I18nContext.Provider>
  );
  return ready.rtlCache ? <CacheProvider value={ready.rtlCache}>{translated}</CacheProvider> : translated;
};
