/**
 * Brand values (spec §9) shared by the theme and the rules that pick colours.
 */
export const BRAND_COLORS = {
  /** The dark theme's background. */
  dark: '#15141A',
  accent: '#810220',
  /** The further brand colour. */
  secondary: '#D52A55',
} as const;

export const FONT_FAMILY = 'Albert Sans, sans-serif';

export type ThemeMode = 'light' | 'dark';
export const DEFAULT_THEME_MODE: ThemeMode = 'light';

/** The stored theme, light unless 'dark' was saved. */
export function parseThemeMode(stored: string | null | undefined): ThemeMode {
  return stored === 'dark' ? 'dark' : DEFAULT_THEME_MODE;
}
