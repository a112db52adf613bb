import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEEDED_ACCOUNTS, SEEDED_COMPANIES } from '../../server/mock-api/index.ts';
import { seedDatabase } from '../../server/mock-api/store/seed/index.ts';
import { startTestServer, type TestClient } from './mockServer.ts';

describe('seed', () => {
  it('is the same on every call', () => {
    expect(JSON.stringify(seedDatabase())).toBe(JSON.stringify(seedDatabase()));
  });

  it('covers every card-services state, card status, currency and type', () => {
    const db = seedDatabase();
    const states = db.companies.map((company) => (company.settings.is_stripe_enabled ? company.settings.stripe_onboarding_status : 'not_enabled'));
    expect(new Set(states)).toEqual(new Set(['not_enabled', 'pending', 'in_review', 'completed', 'rejected']));
    expect(new Set(db.cards.map((card) => card.status)).size).toBe(5);
    expect(new Set(db.cards.map((card) => card.currency)).size).toBe(5);
    expect(new Set(db.cards.map((card) => card.type))).toEqual(new Set(['virtual', 'physical']));
    const holderCompany = new Map(db.members.map((member) => [member.id, member.company_id]));
    expect(db.cards.every((card) => holderCompany.get(card.member_id) === card.company_id)).toBe(true);
  });
});

describe('--scale large', () => {
  let api: TestClient;
  beforeAll(async () => {
    api = await startTestServer({ mock: { scale: 'large' } });
  });
  afterAll(() => api.close());

  it('seeds hundreds of companies and tens of thousands of cards', () => {
    const { db } = api.server.mockApi.context.store;
    expect(db.companies.length).toBeGreaterThanOrEqual(300);
    expect(db.cards.length).toBeGreaterThanOrEqual(30_000);
    expect(db.companies.slice(0, SEEDED_COMPANIES.length).map((company) => company.id)).toEqual(SEEDED_COMPANIES.map((company) => company.id));
  });

  it('seeds in well under a few seconds', () => {
    const started = performance.now();
    seedDatabase('large');
    expect(performance.now() - started).toBeLessThan(3_000);
  });

  it('serves the firm admin every company', async () => {
    const accessToken = (await api.signIn(SEEDED_ACCOUNTS.firmAdmin)).access_token;
    const { data } = await (await api.get('/api/admin/sub-tenants', { accessToken })).json();
    expect(data.length).toBe(api.server.mockApi.context.store.db.companies.length);
  });
});
