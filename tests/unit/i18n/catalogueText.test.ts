import { describe, expect, it } from 'vitest';
import { englishCatalogueMatchers, englishTextsIn } from '../../support/catalogueText';

describe('English catalogue texts on an Arabic page', () => {
  const english = {
    a: { title: 'Salary run of %{month}', code: 'AED', short: 'OK', count: '1 company |||| %{smart_count} companies' },
    b: 'Spend this month',
  };
  const arabic = { a: { title: 'مسير رواتب %{month}', code: 'AED', short: 'حسنًا', count: 'شركة |||| %{smart_count} شركات' }, b: 'إنفاق' };
  const matchers = englishCatalogueMatchers(english, arabic);

  it('matches templates of two words or more with any placeholder value, each plural variant; skips codes and short words', () => {
    expect(englishTextsIn(['Salary run of November 2026', 'Spend this month', '1 company', '3 companies'], matchers)).toEqual([
      '"Salary run of November 2026" (a.title)',
      '"Spend this month" (b)',
      '"1 company" (a.count)',
    ]);
    expect(englishTextsIn(['AED', 'OK', 'مسير رواتب نوفمبر', 'Careem', 'Salary run of'], matchers)).toEqual([]);
    // Arabic around English data, and data that happens to read like a catalogue text, are not flagged.
    expect(englishTextsIn(['تعديل 12 companies', 'Spend this month'], matchers, new Set(['Spend this month']))).toEqual([]);
    // A template whose own words are short matches only itself, not any text ending in them.
    const short = englishCatalogueMatchers({ c: '%{name} card' }, { c: 'بطاقة %{name}' });
    expect(englishTextsIn(['Corporate card'], short)).toEqual([]);
  });
});
