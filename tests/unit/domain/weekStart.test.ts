import { describe, expect, it } from 'vitest';
import { weekStartOf } from '../../../src/domain/dates';

describe("a calendar's week starts as the UAE locale says", () => {
  it('starts on Monday in English and in Arabic (CLDR en-AE, ar-AE), not on Sunday (en) or Saturday (ar)', () => {
    expect(weekStartOf('en')).toBe(1);
    expect(weekStartOf('ar')).toBe(1);
  });

  it('falls back to Monday for a language tag the runtime refuses', () => {
    expect(weekStartOf('not a language')).toBe(1);
  });
});
