import { describe, expect, it } from 'vitest';
import { SEEDED_ACCOUNTS, SEEDED_COMPANIES } from '../../server/mock-api/index.ts';
import { sandboxTester, type SandboxTester } from '../support/sandboxClient.ts';
import { startTestServer, useTestServer } from './mockServer.ts';

const acme = SEEDED_COMPANIES[0];
const api = useTestServer({ mock: { sandboxLimit: 3 } });
const tester = (sandbox?: string): SandboxTester => sandboxTester(api.url, api.server.mockApi.context.options.controlToken, sandbox);

const departmentNames = async (who: SandboxTester, accessToken: string): Promise<string[]> => {
  const response = await who.call('GET', '/api/admin/departments?per_page=100', undefined, { accessToken, tenant: acme.id });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { name: string }[] }).data.map((row) => row.name);
};

/** The sandbox's journal as text (methods, paths and bodies of its calls). */
const loggedCalls = async (who: SandboxTester): Promise<string> =>
  JSON.stringify((await (await who.control('GET', '/__mock/requests')).json()).data);

describe('sandboxes: two testers side by side', () => {
  it('keeps records, faults, sign-outs and the request log of each sandbox to itself', async () => {
    const alice = tester('alice');
    const bob = tester('bob');
    const [aliceToken, bobToken] = await Promise.all([alice.signIn(SEEDED_ACCOUNTS.firmAdmin), bob.signIn(SEEDED_ACCOUNTS.firmAdmin)]);

    // A token lives in its own sandbox only.
    expect((await bob.call('GET', '/api/admin/me', undefined, { accessToken: aliceToken })).status).toBe(401);
    expect((await tester().call('GET', '/api/admin/me', undefined, { accessToken: bobToken })).status).toBe(401);

    // Alice breaks the card list and records a department; Bob records another.
    const fault = await alice.control('POST', '/__mock/faults', { route: 'GET /api/admin/cards', status: 503 });
    expect(fault.status).toBe(201);
    const aliceCreates = await alice.call(
      'POST',
      '/api/admin/departments',
      { name: 'Alice Legal', limit: { mode: '2', amount: 10 } },
      {
        accessToken: aliceToken,
        tenant: acme.id,
      },
    );
    expect(aliceCreates.status).toBe(201);
    const bobCreates = await bob.call(
      'POST',
      '/api/admin/departments',
      { name: 'Bob Audit', limit: { mode: '2', amount: 10 } },
      {
        accessToken: bobToken,
        tenant: acme.id,
      },
    );
    expect(bobCreates.status).toBe(201);

    expect((await alice.call('GET', '/api/admin/cards', undefined, { accessToken: aliceToken, tenant: acme.id })).status).toBe(503);
    expect((await bob.call('GET', '/api/admin/cards', undefined, { accessToken: bobToken, tenant: acme.id })).status).toBe(200);
    expect((await (await bob.control('GET', '/__mock/faults')).json()).data).toEqual([]);
    expect(await departmentNames(alice, aliceToken)).toContain('Alice Legal');
    expect(await departmentNames(alice, aliceToken)).not.toContain('Bob Audit');
    expect(await departmentNames(bob, bobToken)).toContain('Bob Audit');
    expect(await departmentNames(bob, bobToken)).not.toContain('Alice Legal');
    expect(api.db().departments.map((row) => row.name)).not.toContain('Alice Legal');

    // Each journal holds its own calls only.
    const aliceLog = await loggedCalls(alice);
    const bobLog = await loggedCalls(bob);
    expect(aliceLog).toContain('Alice Legal');
    expect(aliceLog).not.toContain('Bob Audit');
    expect(bobLog).toContain('Bob Audit');
    expect(bobLog).not.toContain('Alice Legal');
    expect(await loggedCalls(tester())).not.toContain('Alice Legal');

    // Bob resets: his data and tokens go back to the start; Alice keeps everything.
    expect((await bob.control('POST', '/__mock/reset', {})).status).toBe(200);
    expect((await bob.call('GET', '/api/admin/me', undefined, { accessToken: bobToken })).status).toBe(401);
    expect((await alice.call('GET', '/api/admin/me', undefined, { accessToken: aliceToken })).status).toBe(200);
    expect((await alice.call('GET', '/api/admin/cards', undefined, { accessToken: aliceToken, tenant: acme.id })).status).toBe(503);
    expect(await departmentNames(alice, aliceToken)).toContain('Alice Legal');
    const bobAgain = await bob.signIn(SEEDED_ACCOUNTS.firmAdmin);
    expect(await departmentNames(bob, bobAgain)).not.toContain('Bob Audit');

    // Alice signs out: Bob's new session stays.
    expect((await alice.call('POST', '/api/admin/me/logout', {}, { accessToken: aliceToken })).status).toBeLessThan(300);
    expect((await alice.call('GET', '/api/admin/me', undefined, { accessToken: aliceToken })).status).toBe(401);
    expect((await bob.call('GET', '/api/admin/me', undefined, { accessToken: bobAgain })).status).toBe(200);
  });

  it('lists sandboxes, deletes one by name and refuses bad names and one too many', async () => {
    const before = await tester().control('GET', '/__mock/sandboxes');
    const names = ((await before.json()) as { data: { name: string }[] }).data.map((row) => row.name);
    for (const name of names.filter((name) => name !== 'default')) {
      expect((await tester().control('DELETE', `/__mock/sandboxes/${name}`)).status).toBe(204);
    }
    for (const name of ['one', 'two', 'three']) expect((await tester(name).control('GET', '/__mock/faults')).status).toBe(200);
    const listed = (await (await tester().control('GET', '/__mock/sandboxes')).json()) as {
      data: { name: string; shared: boolean; expires_at: string | null }[];
    };
    expect(listed.data.map((row) => row.name)).toEqual(['default', 'one', 'two', 'three']);
    expect(listed.data[0]).toMatchObject({ shared: true, expires_at: null });
    expect(listed.data[1].expires_at).not.toBeNull();

    const fourth = await tester('four').control('GET', '/__mock/faults');
    expect(fourth.status).toBe(429);
    expect((await fourth.json()).message).toMatch(/already 3 sandboxes/);
    expect((await tester('four').call('GET', '/api/admin/me')).status).toBe(429);

    const badName = await tester('no spaces!').call('GET', '/api/admin/me');
    expect(badName.status).toBe(422);
    expect(Object.keys((await badName.json()).errors)).toEqual(['X-Mock-Sandbox']);
    expect((await tester().control('POST', '/__mock/sandboxes', { name: '../x' })).status).toBe(422);
    expect((await tester().control('POST', '/__mock/sandboxes', { name: 'one' })).status).toBe(409);
    expect((await tester().control('DELETE', '/__mock/sandboxes/default')).status).toBe(422);
    expect((await tester().control('DELETE', '/__mock/sandboxes/nobody')).status).toBe(404);

    expect((await tester().control('DELETE', '/__mock/sandboxes/two')).status).toBe(204);
    expect((await tester('four').control('GET', '/__mock/faults')).status).toBe(200);
    const after = (await (await tester().control('GET', '/__mock/sandboxes')).json()) as { data: { name: string }[] };
    expect(after.data.map((row) => row.name)).toEqual(['default', 'one', 'three', 'four']);
  });

  it('ignores the header while the QA controls are off (MOCK_CONTROL=0): everyone is in the shared sandbox', async () => {
    const production = await startTestServer({ mock: { controls: false } });
    try {
      const accessToken = await sandboxTester(production.url, 'unused', 'somebody').signIn(SEEDED_ACCOUNTS.firmAdmin);
      expect(
        (await sandboxTester(production.url, 'unused', undefined).call('GET', '/api/admin/me', undefined, { accessToken })).status,
      ).toBe(200);
      expect(
        (await sandboxTester(production.url, 'unused', 'not a name!').call('GET', '/api/admin/me', undefined, { accessToken })).status,
      ).toBe(200);
      expect(production.server.mockApi.sandboxes.list().map((row) => row.name)).toEqual(['default']);
    } finally {
      await production.close();
    }
  });
});
