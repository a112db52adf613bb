import { describe, expect, it } from 'vitest';
import { formatCount } from '../../../src/layout/formatCount';

describe('formatCount', () => {
  it('writes the count in the locale and caps it', () => {
    expect(formatCount(7, 'en')).toBe('7');
    expect(formatCount(150, 'en')).toBe('99+');
    expect(formatCount(7, 'ar')).toBe(new Intl.NumberFormat('ar').format(7));
  });
});
