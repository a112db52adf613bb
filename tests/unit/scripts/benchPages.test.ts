import { describe, expect, it } from 'vitest';
import { benchPages, landedOn, RETURNING_COMPANY } from '../../../scripts/benchPages.ts';
import { seedDatabase } from '../../../server/mock-api/store/seed/index.ts';

describe('the pages the speed benches measure', () => {
  const db = seedDatabase();
  const pages = benchPages(db);

  it('are the sign-in page, the dashboard, the lists and one record of the returning company', () => {
    expect(pages.map((page) => page.name)).toEqual(['/login', 'dashboard', '/cards', '/expenses', '/bills', 'a card']);
    const card = pages.at(-1)!;
    const id = Number(card.path.split('/').pop());
    expect(db.cards.find((row) => row.id === id)).toMatchObject({ company_id: RETURNING_COMPANY.id, status: 'active' });
    expect(pages.filter((page) => page.list).map((page) => page.path)).toEqual(['/cards', '/expenses', '/bills']);
    expect(pages.filter((page) => !page.signedIn).map((page) => page.path)).toEqual(['/login']);
  });

  it('count a load only when it ended on the page asked for', () => {
    const cards = pages[2];
    expect(landedOn('http://127.0.0.1:8080/cards', cards)).toBe(true);
    expect(landedOn('http://127.0.0.1:8080/cards?filter=%7B%7D', cards)).toBe(true);
    expect(landedOn('http://127.0.0.1:8080/organizations?redirectTo=%2Fcards', cards)).toBe(false);
    expect(landedOn('http://127.0.0.1:8080/login?redirectTo=%2Fcards', cards)).toBe(false);
    expect(landedOn('http://127.0.0.1:8080/', pages[1])).toBe(true);
  });
});
