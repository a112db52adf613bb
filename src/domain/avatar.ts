/**
 * Avatars without a picture (spec §9): a colour from the name's first letter, initials.
 */
import { BRAND_COLORS } from './brand';

/**
 * Seven backgrounds for white initials: the brand colours and four more, each with at least
 * 4.5:1 contrast against white (WCAG AA for text).
 */
export const AVATAR_PALETTE = [
  BRAND_COLORS.accent,
  BRAND_COLORS.secondary,
  BRAND_COLORS.dark,
  '#1565C0',
  '#2E7D32',
  '#6A1B9A',
  '#B45309',
] as const;

/** The colour of the initials on every palette entry. */
export const AVATAR_TEXT_COLOR = '#FFFFFF';

/** The first letter's char code modulo 7; 0 for a blank name. */
export function avatarColorIndex(name: string | null | undefined): number {
  const text = (name ?? '').trim();
  return text === '' ? 0 : text.charCodeAt(0) % AVATAR_PALETTE.length;
}

export function avatarColor(name: string | null | undefined): string {
  return AVATAR_PALETTE[avatarColorIndex(name)];
}

/** The first letter of each of the first two words, upper-cased: 'omar bin haddad' → 'OB'. */
export function avatarInitials(name: string | null | undefined): string {
  return (name ?? '')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0].toLocaleUpperCase())
    .join('');
}
