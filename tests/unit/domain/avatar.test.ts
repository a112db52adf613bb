import { describe, expect, it } from 'vitest';
import { AVATAR_PALETTE, AVATAR_TEXT_COLOR, avatarColor, avatarColorIndex, avatarInitials } from '../../../src/domain/avatar';

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

describe('avatarColorIndex', () => {
  it("is the first letter's char code modulo 7", () => {
    expect(avatarColorIndex('Omar')).toBe('O'.charCodeAt(0) % 7);
    expect(avatarColorIndex('Omar')).toBe(2);
    expect(avatarColorIndex('Farah')).toBe(0);
    expect(avatarColorIndex('farah')).toBe(102 % 7);
  });

  it('ignores leading spaces and gives 0 for a blank name', () => {
    expect(avatarColorIndex('  Omar')).toBe(avatarColorIndex('Omar'));
    expect(avatarColorIndex('')).toBe(0);
    expect(avatarColorIndex(null)).toBe(0);
  });

  it('always lands in the palette', () => {
    for (const name of ['A', 'z', 'عمر', '😀 emoji', '1']) {
      expect(avatarColorIndex(name)).toBeGreaterThanOrEqual(0);
      expect(avatarColorIndex(name)).toBeLessThan(7);
    }
  });
});

describe('avatarColor', () => {
  it('picks the palette entry of the index', () => {
    expect(avatarColor('Omar')).toBe(AVATAR_PALETTE[2]);
  });
});

describe('AVATAR_PALETTE', () => {
  it('has 7 distinct colours starting with the brand ones', () => {
    expect(AVATAR_PALETTE).toHaveLength(7);
    expect(new Set(AVATAR_PALETTE).size).toBe(7);
    expect(AVATAR_PALETTE.slice(0, 3)).toEqual(['#810220', '#D52A55', '#15141A']);
  });

  it('keeps white initials readable on every colour (≥ 4.5:1)', () => {
    for (const color of AVATAR_PALETTE) expect(contrast(color, AVATAR_TEXT_COLOR)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('avatarInitials', () => {
  it('uses up to 2 words', () => {
    expect(avatarInitials('Omar Haddad')).toBe('OH');
    expect(avatarInitials('omar bin haddad')).toBe('OB');
    expect(avatarInitials('Farah')).toBe('F');
  });

  it('copes with extra spaces, blanks and non-Latin names', () => {
    expect(avatarInitials('  omar   haddad ')).toBe('OH');
    expect(avatarInitials('')).toBe('');
    expect(avatarInitials(undefined)).toBe('');
    expect(avatarInitials('عمر حداد')).toBe('عح');
  });
});
