/**
 * The global search's record results (issue 35 item 7): how a typed text matches a record's words,
 * its amount or a card's last four digits, and how hits rank. The mock API answers
 * `GET /api/admin/search` with these rules; the search dialog groups the hits in this order.
 */
import type { components } from '../api/schema';
import { toCents } from './cents';
import { everyValue } from './contractLists';

export type SearchHitKind = components['schemas']['SearchHitKind'];

/** The record groups of the search dialog, in the order they show (below the Pages group). */
export const SEARCH_HIT_KINDS = everyValue<SearchHitKind>()(['person', 'card', 'bill', 'expense', 'company']);

export const RECORD_QUERY_MAX_LENGTH = 100;
export const RECORD_HITS_DEFAULT = 5;
export const RECORD_HITS_MAX = 10;
/** The dialog asks the API only once the text has this many characters (after trimming). */
export const RECORD_QUERY_MIN_LENGTH = 2;

export const RECORD_SCORES = { exact: 100, prefix: 60, wordPrefix: 40, contains: 20 } as const;

/** Lower case, trimmed, inner spaces collapsed. */
export function normalizeSearchText(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLocaleLowerCase();
}

/**
 * The best match of the query among a record's words (name, e-mail, vendor…): the whole field equal
 * to it 100, the field starting with it 60, a word of the field starting with it 40, contained 20;
 * 0 when no field holds it.
 */
export function textMatchScore(query: string, fields: ReadonlyArray<string | null | undefined>): number {
  const q = normalizeSearchText(query);
  if (q === '') return 0;
  let best = 0;
  for (const raw of fields) {
    if (!raw) continue;
    const field = normalizeSearchText(raw);
    let score = 0;
    if (field === q) score = RECORD_SCORES.exact;
    else if (field.startsWith(q)) score = RECORD_SCORES.prefix;
    else if (field.split(/[\s@.\-_/]+/).some((word) => word.startsWith(q))) score = RECORD_SCORES.wordPrefix;
    else if (field.includes(q)) score = RECORD_SCORES.contains;
    best = Math.max(best, score);
  }
  return best;
}

export type AmountQuery = { cents: number; wholeUnitsOnly: boolean };

/**
 * An amount typed in the search box: digits with optional thousands commas and up to 2 decimals,
 * optionally after a currency code ("1,914.05", "1914.05", "AED 1914", "1914"). Null when the text is
 * not an amount. Without decimals it stands for every amount of those whole units.
 */
export function parseAmountQuery(query: string): AmountQuery | null {
  const text = query.trim().replace(/^[a-z]{3}\s*/i, '');
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const units = Number(match[1].replace(/,/g, ''));
  const decimals = match[2];
  if (!Number.isSafeInteger(units)) return null;
  return { cents: toCents(Number(`${units}.${decimals ?? '0'}`)), wholeUnitsOnly: decimals === undefined };
}

/** True when the amount is the one typed: equal in cents, or of the same whole units when no decimals were typed. */
export function amountMatches(amount: number, query: AmountQuery): boolean {
  const cents = toCents(amount);
  if (!query.wholeUnitsOnly) return cents === query.cents;
  return Math.floor(cents / 100) === query.cents / 100;
}

/**
 * Card digits typed in the search box ("1234", "•••• 1234", "**** 12"): 2 to 4 digits, or null. A card
 * matches when its last four digits start with them (all four: equal).
 */
export function cardDigitsQuery(query: string): string | null {
  const digits = /^[\s*•·]*(\d{2,4})$/.exec(query.trim());
  return digits ? digits[1] : null;
}

/** A card's last four digits from its masked number ('************4242' → '4242'). */
export const lastFourOf = (maskedNumber: string): string => maskedNumber.slice(-4);

export type ScoredHit<T> = { hit: T; score: number; title: string };

/** The best `limit` hits: by score, then by title (alphabetical, stable). Zero scores are dropped. */
export function topHits<T>(scored: ReadonlyArray<ScoredHit<T>>, limit: number): T[] {
  return scored
    .filter((entry) => entry.score > 0)
    .map((entry, index) => ({ ...entry, index }))
    .sort((a, b) => b.score - a.score || a.title.localeCompare(b.title) || a.index - b.index)
    .slice(0, Math.max(0, limit))
    .map((entry) => entry.hit);
}

/** Card as people read it: '•••• 4242'. */
export const maskedCardLabel = (lastFour: string): string => `•••• ${lastFour}`;

/** Whether a typed text is long enough to ask the API for records. */
export function wantsRecordSearch(query: string): boolean {
  const q = query.trim();
  return q.length >= RECORD_QUERY_MIN_LENGTH && q.length <= RECORD_QUERY_MAX_LENGTH;
}
