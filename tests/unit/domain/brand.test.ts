import { describe, expect, it } from 'vitest';
import { BRAND_COLORS, DEFAULT_THEME_MODE, FONT_FAMILY, parseThemeMode } from '../../../src/domain/brand';

describe('brand', () => {
  it('has the spec colours and font', () => {
    expect(BRAND_COLORS).toEqual({ dark: '#15141A', accent: '#810220', secondary: '#D52A55' });
    expect(FONT_FAMILY).toBe('Albert Sans, sans-serif');
  });

  it('defaults the theme to light', () => {
    expect(DEFAULT_THEME_MODE).toBe('light');
    expect(parseThemeMode(null)).toBe('light');
    expect(parseThemeMode('purple')).toBe('light');
    expect(parseThemeMode('dark')).toBe('dark');
  });
});
