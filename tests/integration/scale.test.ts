import { describe, expect, it } from 'vitest';
import { SEEDED_ACCOUNTS, SEEDED_COMPANIES } from '../../server/mock-api/index.ts';
import { seedDatabase } from '../../server/mock-api/store/seed/index.ts';
import { useTestServer } from './mockServer.ts';

describe('seed', () => {
  it("keeps the default scale as it was: 735 expenses, the same in every company, plus the 5 Smart Comply crafts and the seeded accounts' 2 rejected expenses in Acme", () => {
    const db = seedDatabase('default');
    expect(db.expenses.length).toBe(742);
    const perCompany = db.companies.map((company) => db.expenses.filter((row) => row.company_id === company.id).length);
    expect(perCompany).toEqual([97, 95, 100, 105, 110, 115, 120]);
  });

  it('is the same on every call of a day', () => {
    const dayStart = Math.floor(Date.now() / 86_400_000) * 86_400_000;
    const morning = new Date(dayStart + 3_600_000);
    const evening = new Date(dayStart + 23 * 3_600_000);
    expect(JSON.stringify(seedDatabase('default', morning))).toBe(JSON.stringify(seedDatabase('default', evening)));
  });

  it('dates every row relative to now: a later seed is the same data shifted in time', () => {
    const now = new Date();
    const later = new Date(now.getTime() + 40 * 86_400_000);
    const [first, second] = [seedDatabase('default', now), seedDatabase('default', later)];
    expect(second.expenses.map((row) => row.merchant)).toEqual(first.expenses.map((row) => row.merchant));
    const shift = (rows: { spent_at: string }[]) => rows.map((row) => Date.parse(row.spent_at));
    expect(shift(second.expenses)).toEqual(shift(first.expenses).map((time) => time + 40 * 86_400_000));
    expect(second.expenses.every((row) => Date.parse(row.spent_at) <= later.getTime())).toBe(true);
  });

  it('covers every card-services state, card status, currency and type', () => {
    const db = seedDatabase();
    const states = db.companies.map((company) =>
      company.settings.is_stripe_enabled ? company.settings.stripe_onboarding_status : 'not_enabled',
    );
    expect(new Set(states)).toEqual(new Set(['not_enabled', 'pending', 'in_review', 'completed', 'rejected']));
    expect(new Set(db.cards.map((card) => card.status)).size).toBe(5);
    expect(new Set(db.cards.map((card) => card.currency)).size).toBe(5);
    expect(new Set(db.cards.map((card) => card.type))).toEqual(new Set(['virtual', 'physical']));
    const holderCompany = new Map(db.members.map((member) => [member.id, member.company_id]));
    expect(db.cards.every((card) => holderCompany.get(card.member_id) === card.company_id)).toBe(true);
  });
});

describe('--scale large', () => {
  const api = useTestServer({ mock: { scale: 'large' }, resetEachTest: false });

  it('seeds hundreds of companies, tens of thousands of cards and 200,000 expenses', () => {
    const db = api.db();
    expect(db.companies.length).toBeGreaterThanOrEqual(300);
    expect(db.cards.length).toBeGreaterThanOrEqual(30_000);
    expect(db.expenses.length).toBeGreaterThanOrEqual(200_000);
    expect(db.companies.slice(0, SEEDED_COMPANIES.length).map((company) => company.id)).toEqual(
      SEEDED_COMPANIES.map((company) => company.id),
    );
  });

  it('serves the firm admin every company', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const { data } = await (await api.get('/api/admin/sub-tenants', { accessToken })).json();
    expect(data.length).toBe(api.db().companies.length);
  });
});
