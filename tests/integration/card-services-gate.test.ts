import { describe, expect, it } from 'vitest';
import { SEEDED_ACCOUNTS, SEEDED_COMPANIES } from '../../server/mock-api/index.ts';
import { useTestServer } from './mockServer.ts';

const [acme, desert, gulf, falcon, oasis] = SEEDED_COMPANIES;

describe('issue 10 item 5: card-service writes need active card services', () => {
  const api = useTestServer();
  const activeMember = (companyId: string) =>
    api.db().members.find((member) => member.company_id === companyId && member.status === 'active')!;
  const money = (companyId: string) => {
    const db = api.db();
    return JSON.stringify([db.cards.length, db.transfers.length, db.companies.find((company) => company.id === companyId)!.limit]);
  };

  it('refuses card create and transfers with 403 and a message while not enabled or onboarding is not completed', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    for (const [company, message] of [
      [oasis, /not enabled/],
      [desert, /onboarding .* pending/],
      [gulf, /onboarding .* in review/],
      [falcon, /onboarding .* rejected/],
    ] as const) {
      const holder = activeMember(company.id);
      const before = money(company.id);
      const card = await api.send('POST', '/api/admin/cards', { member_id: holder.id, name: 'Fuel' }, { accessToken, tenant: company.id });
      expect(card.status, company.name).toBe(403);
      expect((await card.json()).message, company.name).toMatch(message);
      const transfer = await api.send(
        'POST',
        '/api/admin/transfers',
        { from: { type: 'company' }, to: { type: 'member', id: holder.id }, amount: 10 },
        { accessToken, tenant: company.id },
      );
      expect(transfer.status, company.name).toBe(403);
      expect((await transfer.json()).message, company.name).toMatch(message);
      expect(money(company.id), company.name).toBe(before);
    }
  });

  it('allows them once onboarding is completed', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    // A person who can receive money (a cap holds none).
    const holder = api
      .db()
      .members.find((member) => member.company_id === acme.id && member.status === 'active' && member.limit.mode !== 'limit')!;
    expect(
      (await api.send('POST', '/api/admin/cards', { member_id: holder.id, name: 'Fuel' }, { accessToken, tenant: acme.id })).status,
    ).toBe(201);
    const transfer = await api.send(
      'POST',
      '/api/admin/transfers',
      { from: { type: 'company' }, to: { type: 'member', id: holder.id }, amount: 10 },
      { accessToken, tenant: acme.id },
    );
    expect(transfer.status).toBe(201);
  });
});
