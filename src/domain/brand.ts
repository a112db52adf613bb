/**
 * Brand values (spec §9) shared by the theme and the rules that pick colours.
 */
export const BRAND_COLORS = {
  /** The dark theme's background. */
  dark: '#15141A',
  accent: '#810220',
  /** The further brand colour. */
  secondary: '#D52A55',
  /**
   * The further colour lightened for text and outlines on the dark background: #D52A55 there is
   * 3.4:1, under WCAG AA's 4.5:1 for text; this tint is 5.7:1 on the dark paper.
   */
  secondaryOnDark: '#F06A8A',
} as const;

export const FONT_FAMILY = 'Albert Sans, sans-serif';

export type ThemeMode = 'light' | 'dark';
export const DEFAULT_THEME_MODE: ThemeMode = 'light';

/** The stored theme, light unless 'dark' was saved. */
export function parseThemeMode(stored: string | null | undefined): ThemeMode {
  return stored === 'dark' ? 'dark' : DEFAULT_THEME_MODE;
}
