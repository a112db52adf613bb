import { describe, expect, it } from 'vitest';
import { CONTROL_TOKEN_HEADER } from '../../server/mock-api/control/controlAccess.ts';
import { SEEDED_ACCOUNTS } from '../../server/mock-api/index.ts';
import { useTestServer } from './mockServer.ts';

describe("issue 37 item 5: the clock and the outbox are each sandbox's own", () => {
  const api = useTestServer();
  const call = async (sandbox: string | null, method: string, path: string, body?: unknown) => {
    const headers: Record<string, string> = { [CONTROL_TOKEN_HEADER]: api.server.mockApi.context.options.controlToken };
    if (sandbox) headers['X-Mock-Sandbox'] = sandbox;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(`${api.url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    return { status: response.status, body: await response.json() };
  };

  it("a tester who sets and freezes the clock moves nobody else's", async () => {
    expect((await call('clock-alice', 'POST', '/__mock/clock', { set: '2027-03-01T08:00:00Z', freeze: true })).status).toBe(200);
    await call('clock-bob', 'POST', '/__mock/clock', { advance: 'P10D' });
    expect((await call('clock-alice', 'GET', '/__mock/clock')).body.data).toMatchObject({ now: '2027-03-01T08:00:00.000Z', frozen: true });
    const bob = (await call('clock-bob', 'GET', '/__mock/clock')).body.data;
    expect(bob.frozen).toBe(false);
    expect(bob.offset_days).toBeCloseTo(10, 3);
    const shared = (await call(null, 'GET', '/__mock/clock')).body.data;
    expect(shared).toMatchObject({ offset_days: 0, frozen: false });
  });

  it('an e-mail sent in one sandbox is in its outbox only', async () => {
    expect((await call('mail-alice', 'POST', '/__mock/administrator-invitations', { email: SEEDED_ACCOUNTS.member })).status).toBe(201);
    expect((await call('mail-alice', 'GET', '/__mock/outbox')).body.data).toHaveLength(1);
    expect((await call('mail-bob', 'GET', '/__mock/outbox')).body.data).toEqual([]);
    expect((await call(null, 'GET', '/__mock/outbox')).body.data).toEqual([]);
  });
});
