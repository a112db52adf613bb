import { useI18nProvider, useLocaleState, useTheme } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
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
 * sign-out. The texts of the new language are loaded first, then the locale changes: react-admin,
 * finding its i18nProvider already in that language, does not remount the admin (it would for any
 * other change, emptying every open form and drawer); `LocaleDirection` redraws the texts in place,
 * so what was typed stays. What is on screen is asked again (queries are stale at once), now with the
 * new `Accept-Language` (`src/api/client.ts`), for the API's own sentences.
 */
export function useLanguagePreference() {
  const [locale, setLocale] = useLocaleState();
  const i18nProvider = useI18nProvider();
  const queryClient = useQueryClient();
  const switchTo = async (chosen: string) => {
    rememberChosenLocale(chosen);
    // A failed load still sets the locale: react-admin then tries again and says it failed.
    await Promise.resolve(i18nProvider.changeLocale(chosen)).catch(() => undefined);
    setLocale(chosen);
    void queryClient.invalidateQueries();
  };
  return { locale, choose: (chosen: string) => void switchTo(chosen) };
}
