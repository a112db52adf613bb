import { describe, expect, it } from 'vitest';
import { getContrastRatio } from '@mui/material/styles';
import { darkTheme } from '../../../src/providers/theme';
import { BRAND_COLORS, DEFAULT_THEME_MODE, FONT_FAMILY, parseThemeMode } from '../../../src/domain/brand';

describe('brand', () => {
  it('has the spec colours and font', () => {
    expect(BRAND_COLORS).toMatchObject({ dark: '#15141A', accent: '#810220', secondary: '#D52A55' });
    expect(FONT_FAMILY).toBe('Albert Sans, sans-serif');
  });

  it("reads as text on the dark theme's background and paper (WCAG AA 4.5:1), where the spec colour does not", () => {
    const paper = darkTheme.palette?.background as { default: string; paper: string };
    for (const background of [paper.default, paper.paper]) {
      expect(getContrastRatio(BRAND_COLORS.secondaryOnDark, background)).toBeGreaterThanOrEqual(4.5);
      expect(getContrastRatio(BRAND_COLORS.secondary, background)).toBeLessThan(4.5);
    }
  });

  it('defaults the theme to light', () => {
    expect(DEFAULT_THEME_MODE).toBe('light');
    expect(parseThemeMode(null)).toBe('light');
    expect(parseThemeMode('purple')).toBe('light');
    expect(parseThemeMode('dark')).toBe('dark');
  });
});
