import { describe, expect, it } from 'vitest';
import { endOfServiceGratuity, leaveLiability, serviceLength } from '../../../src/domain/gratuity';

describe('end-of-service gratuity (Art. 51)', () => {
  it('basic AED 10,000 over 7 years 3 months gives AED 57,500', () => {
    const gratuity = endOfServiceGratuity(10_000, '2019-01-01', '2026-04-01');
    expect(gratuity.service).toMatchObject({ years: 7, months: 3, days: 0 });
    expect(gratuity.days_of_wage).toBe(172.5); // 5 × 21 + 2.25 × 30
    expect(gratuity.amount).toBe(57_500);
    expect(gratuity.capped).toBe(false);
  });

  it('pays nothing before one year, 21 days a year up to five, pro rata', () => {
    expect(endOfServiceGratuity(9_000, '2025-06-01', '2026-05-31').amount).toBe(0);
    expect(endOfServiceGratuity(9_000, '2025-06-01', '2026-06-01').amount).toBe(6_300); // 21 × 300
    expect(endOfServiceGratuity(6_000, '2023-01-01', '2026-07-01').amount).toBe(14_700); // 3.5 × 21 × 200
    expect(endOfServiceGratuity(3_000, '2021-03-15', '2026-03-15').amount).toBe(10_500); // 5 × 21 × 100
  });

  it('never exceeds two years of basic wage', () => {
    const gratuity = endOfServiceGratuity(12_000, '1996-01-01', '2026-01-01'); // 30 years: 105 + 750 days
    expect(gratuity.capped).toBe(true);
    expect(gratuity.amount).toBe(288_000);
  });

  it('counts service in calendar months and days', () => {
    expect(serviceLength('2024-01-31', '2024-03-01')).toMatchObject({ years: 0, months: 1, days: 1 });
    expect(serviceLength('2026-01-01', '2025-01-01').in_years).toBe(0);
  });

  it('values unused leave on the basic wage', () => {
    expect(leaveLiability(9_000, 12.5)).toBe(3_750);
    expect(leaveLiability(9_000, -2)).toBe(0);
  });
});
