/**
 * Reading Arabic questions: one spelling for the letters people write in several ways, and Western
 * digits for Arabic-Indic ones, so the patterns of query.ts and period.ts are written once.
 */

const ARABIC_INDIC_ZERO = 0x0660;
const EASTERN_ARABIC_INDIC_ZERO = 0x06f0;

/** Arabic-Indic (٠-٩) and Eastern Arabic-Indic (۰-۹) digits as 0-9; the Arabic decimal and group separators as '.' and ','. */
export function westernDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - ARABIC_INDIC_ZERO))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - EASTERN_ARABIC_INDIC_ZERO))
    .replace(/\u066b/g, '.')
    .replace(/\u066c/g, ',');
}

/**
 * A question as the Arabic patterns read it: lower case, Western digits, no diacritics or tatweel,
 * أ/إ/آ → ا, ى → ي, ة → ه. Latin text is only lower-cased.
 */
export function normaliseArabic(text: string): string {
  return westernDigits(text.toLowerCase())
    .replace(/[\u064b-\u065f\u0670\u0640]/g, '')
    .replace(/[أإآ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه');
}

/**
 * Arabic words (written as `normaliseArabic` writes them) at the start of a word, after the usual
 * one-letter prefixes (و/ف, ب/ل/ك) and the article; a word may go on (suffixes) unless its
 * alternative ends with `(?!\p{L})`. JavaScript's `\b` knows only Latin letters.
 */
export const arabicWords = (alternatives: string) => new RegExp(`(?<!\\p{L})[وف]?[بلك]?(?:ال|ل)?(?:${alternatives})`, 'u');
