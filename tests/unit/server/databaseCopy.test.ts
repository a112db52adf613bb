import { describe, expect, it } from 'vitest';
import { seededDatabase } from '../../../server/mock-api/store/databaseCopy.ts';
import { seedDatabase } from '../../../server/mock-api/store/seed/index.ts';

describe('seeded copies', () => {
  it('gives a fresh copy of the day seed each time, equal to seeding again and unaffected by changes to another', () => {
    const now = new Date();
    const first = seededDatabase('default', now);
    first.departments.length = 0;
    first.companies[0].limit.balance = -1;
    const second = seededDatabase('default', now);
    const third = seededDatabase('default', now);
    expect(second).not.toBe(third);
    expect(second.departments.length).toBeGreaterThan(0);
    expect(JSON.stringify(second)).toBe(JSON.stringify(seedDatabase('default', now)));
    expect(second.complianceState.evaluated).toBeInstanceOf(Map);
  });
});
