import { useLocaleState, useTheme } from 'react-admin';
import { rememberTheme } from '../../providers/storedTheme';
import { rememberChosenLocale } from '../../i18n/storedLocale';
import { useDarkModeEnabled } from './profileQueries';

/** The languages a user may choose, with their own names (`spendboard.shell.profile.*`). */
export const LANGUAGES = [
  { locale: 'en', labelKey: 'spendboard.shell.profile.english', lang: 'en' },
  { locale: 'ar', labelKey: 'spendboard.shell.profile.arabic', lang: 'ar' },
] as const;

/**
 * The one way to change the theme (profile menu and My Account): offered only when the company's
 * config enables dark mode; the choice is remembered past sign-out.
 */
export function useThemePreference() {
  const enabled = useDarkModeEnabled();
  const [theme, setTheme] = useTheme();
  const dark = theme === 'dark';
  const setDark = (on: boolean) => {
    const next = on ? 'dark' : 'light';
    rememberTheme(next);
    setTheme(next);
  };
  return { enabled, dark, setDark, toggle: () => setDark(!dark) };
}

/**
 * The one way to change the language (profile menu and My Account); the choice is remembered past
 * sign-out. react-admin renders the whole admin again in the new language, so what is on screen is
 * asked again (queries are stale at once), now with the new `Accept-Language` (`src/api/client.ts`).
 */
export function useLanguagePreference() {
  const [locale, setLocale] = useLocaleState();
  const choose = (chosen: string) => {
    rememberChosenLocale(chosen);
    setLocale(chosen);
  };
  return { locale, choose };
}
