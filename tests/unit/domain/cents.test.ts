import { describe, expect, it } from 'vitest';
import { roundCents, toCents, wholeCents } from '../../../src/domain/cents';

describe('the one rounding of money (whole cents, half away from zero)', () => {
  it('counts a half cent up, after the binary noise of products is dropped', () => {
    expect(toCents(1.005)).toBe(101);
    expect(roundCents(2.675)).toBe(2.68);
    expect(roundCents(0.1 + 0.2)).toBe(0.3);
    expect(roundCents(1.0049)).toBe(1);
    expect(roundCents((1050 * 5) / 105)).toBe(50);
  });

  it('rounds negative amounts away from zero, the mirror of positive ones, and never gives -0', () => {
    expect(toCents(-1.005)).toBe(-101);
    expect(roundCents(-0.125)).toBe(-0.13);
    expect(roundCents(-2.675)).toBe(-2.68);
    expect(Object.is(roundCents(-0.001), 0)).toBe(true);
    expect(Object.is(toCents(-0), 0)).toBe(true);
  });

  it('wholeCents is the size in cents, whatever the sign', () => {
    expect(wholeCents(-12.345)).toBe(1235);
    expect(wholeCents(12.345)).toBe(1235);
    expect(wholeCents(10_000_000)).toBe(1_000_000_000);
  });
});
