import { describe, expect, it } from 'vitest';
import { dubaiToday, isLocked, lockDateProblem } from '../../../src/domain/accountingLock';

describe('isLocked (records dated on or before the lock date cannot be changed or synced)', () => {
  it('locks a record dated before or on the lock date, not after', () => {
    expect(isLocked('2025-12-30', '2025-12-31')).toBe(true);
    expect(isLocked('2025-12-31', '2025-12-31')).toBe(true);
    expect(isLocked('2026-01-01', '2025-12-31')).toBe(false);
  });

  it('reads the Dubai day of a date-time', () => {
    expect(isLocked('2025-12-31T19:59:00Z', '2025-12-31')).toBe(true);
    expect(isLocked('2025-12-31T23:30:00Z', '2025-12-31')).toBe(false);
    expect(isLocked('2026-01-01T00:10:00+04:00', '2025-12-31')).toBe(false);
  });

  it('locks nothing without a lock date, and never a record without a valid date', () => {
    expect(isLocked('2020-01-01', null)).toBe(false);
    expect(isLocked('2020-01-01', undefined)).toBe(false);
    expect(isLocked(null, '2025-12-31')).toBe(false);
    expect(isLocked('31/12/2025', '2025-12-31')).toBe(false);
  });
});

describe('lockDateProblem', () => {
  const now = new Date('2026-03-10T21:00:00Z'); // 11 March, 01:00 in Dubai

  it('takes today in Dubai as the latest lock date', () => {
    expect(dubaiToday(now)).toBe('2026-03-11');
    expect(lockDateProblem('2026-03-11', now)).toBeNull();
    expect(lockDateProblem('2026-03-12', now)).toBe('future');
  });

  it('accepts none and refuses a day that does not exist', () => {
    expect(lockDateProblem(null, now)).toBeNull();
    expect(lockDateProblem('2025-02-30', now)).toBe('invalid');
    expect(lockDateProblem('yesterday', now)).toBe('invalid');
  });
});
