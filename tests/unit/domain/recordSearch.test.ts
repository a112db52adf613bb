import { describe, expect, it } from 'vitest';
import {
  amountMatches,
  cardDigitsQuery,
  lastFourOf,
  maskedCardLabel,
  parseAmountQuery,
  RECORD_SCORES,
  textMatchScore,
  topHits,
  wantsRecordSearch,
} from '../../../src/domain/recordSearch';

describe('textMatchScore', () => {
  it('scores the best field: exact, then prefix, then a word’s prefix, then contained; 0 without a match', () => {
    expect(textMatchScore('omar haddad', ['Omar Haddad', 'omar@x.ae'])).toBe(RECORD_SCORES.exact);
    expect(textMatchScore('  OMAR  ', ['Omar Haddad'])).toBe(RECORD_SCORES.prefix);
    expect(textMatchScore('hadd', ['Omar Haddad'])).toBe(RECORD_SCORES.wordPrefix);
    expect(textMatchScore('example', ['omar.haddad@example.com'])).toBe(RECORD_SCORES.wordPrefix);
    expect(textMatchScore('dda', ['Omar Haddad'])).toBe(RECORD_SCORES.contains);
    expect(textMatchScore('zz', ['Omar Haddad', null, undefined])).toBe(0);
    expect(textMatchScore('   ', ['Omar'])).toBe(0);
  });
});

describe('parseAmountQuery and amountMatches', () => {
  it('reads 1,914.05, 1914.05, AED 1914.05 as 191405 cents and 1914 as whole units', () => {
    expect(parseAmountQuery('1,914.05')).toEqual({ cents: 191405, wholeUnitsOnly: false });
    expect(parseAmountQuery('1914.05')).toEqual({ cents: 191405, wholeUnitsOnly: false });
    expect(parseAmountQuery('AED 1914.05')).toEqual({ cents: 191405, wholeUnitsOnly: false });
    expect(parseAmountQuery('1914.5')).toEqual({ cents: 191450, wholeUnitsOnly: false });
    expect(parseAmountQuery('1914')).toEqual({ cents: 191400, wholeUnitsOnly: true });
  });

  it('is null for text that is not an amount', () => {
    for (const text of ['hertz', '1,91.05', '19,14', '1914.055', '', '12ab', '-5']) expect(parseAmountQuery(text), text).toBeNull();
  });

  it('matches the exact cents when decimals are typed, every amount of those units when not', () => {
    const typedInFull = parseAmountQuery('1,914.05')!;
    expect(amountMatches(1914.05, typedInFull)).toBe(true);
    expect(amountMatches(1914.06, typedInFull)).toBe(false);
    const units = parseAmountQuery('1914')!;
    expect(amountMatches(1914.05, units)).toBe(true);
    expect(amountMatches(1914, units)).toBe(true);
    expect(amountMatches(1914.99, units)).toBe(true);
    expect(amountMatches(1915, units)).toBe(false);
    expect(amountMatches(191.4, units)).toBe(false);
  });
});

describe('card digits', () => {
  it('takes 2 to 4 digits, bare or after the mask', () => {
    expect(cardDigitsQuery('4242')).toBe('4242');
    expect(cardDigitsQuery('•••• 4242')).toBe('4242');
    expect(cardDigitsQuery('**** 42')).toBe('42');
    expect(cardDigitsQuery('4')).toBeNull();
    expect(cardDigitsQuery('42424')).toBeNull();
    expect(cardDigitsQuery('visa 4242')).toBeNull();
  });

  it('shows a masked number as •••• and its last four', () => {
    expect(lastFourOf('************1077')).toBe('1077');
    expect(maskedCardLabel('1077')).toBe('•••• 1077');
  });
});

describe('topHits', () => {
  it('drops zero scores, sorts by score then title, and keeps at most limit', () => {
    const scored = [
      { hit: 'b', score: 20, title: 'Beta' },
      { hit: 'none', score: 0, title: 'Zero' },
      { hit: 'a', score: 20, title: 'Alpha' },
      { hit: 'top', score: 100, title: 'Zulu' },
    ];
    expect(topHits(scored, 5)).toEqual(['top', 'a', 'b']);
    expect(topHits(scored, 2)).toEqual(['top', 'a']);
    expect(topHits(scored, 0)).toEqual([]);
  });
});

describe('wantsRecordSearch', () => {
  it('asks the API from 2 to 100 characters', () => {
    expect(wantsRecordSearch('a')).toBe(false);
    expect(wantsRecordSearch(' ab ')).toBe(true);
    expect(wantsRecordSearch('x'.repeat(100))).toBe(true);
    expect(wantsRecordSearch('x'.repeat(101))).toBe(false);
  });
});
