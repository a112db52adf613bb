import { describe, expect, it, vi } from 'vitest';
import { SEEDED_ACCOUNTS, SEEDED_COMPANIES } from '../../server/mock-api/index.ts';
import { useTestServer } from './mockServer.ts';

const acme = SEEDED_COMPANIES[0];

const api = useTestServer();

describe('response validation against the contract', () => {
  it('turns a response that breaks the contract into a loud, logged 500', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const card = api.db().cards.find((row) => row.company_id === acme.id)!;
    Object.assign(card, { status: 'lost', number: '4242' });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const response = await api.get(`/api/admin/cards/${card.id}`, { accessToken, tenant: acme.id });
      expect(response.status).toBe(500);
      const { message } = await response.json();
      expect(message).toMatch(/^Response does not match the API contract: /);
      expect(message).toContain('/response/data/status');
      expect(message).toContain('/response/data/number');
      expect(logged).toHaveBeenCalledWith(expect.stringContaining(`GET /api/admin/cards/${card.id} → 500`), expect.anything());
    } finally {
      logged.mockRestore();
    }
  });

  it('answers 404 for a path that is not in the contract', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const response = await api.get('/api/admin/not-in-the-contract', { accessToken });
    expect(response.status).toBe(404);
    expect(typeof (await response.json()).message).toBe('string');
  });

  it('answers 422 for a body that is not JSON', async () => {
    const response = await fetch(`${api.url}/oauth/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{oops',
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });
});
