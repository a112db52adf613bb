import { describe, expect, it } from 'vitest';
import { SEEDED_ACCOUNTS, SEEDED_COMPANIES, SEEDED_PASSWORD } from '../../server/mock-api/index.ts';
import { sandboxTester, type SandboxTester } from '../support/sandboxClient.ts';
import { startTestServer, useTestServer } from './mockServer.ts';

const acme = SEEDED_COMPANIES[0];
const CHAT_CONTEXT = {
  portfolioData: [],
  portfolioStats: {},
  approvalStats: {},
  portfolioCount: 0,
  detailedApprovals: [],
  totalApprovals: 0,
};
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

/** Every sandbox but the shared one goes (the test server's reset restores only the shared one). */
async function deleteNamedSandboxes(): Promise<void> {
  const listed = (await (await tester().control('GET', '/__mock/sandboxes')).json()) as { data: { name: string; shared: boolean }[] };
  for (const { name } of listed.data.filter((row) => !row.shared)) {
    expect((await tester().control('DELETE', `/__mock/sandboxes/${name}`)).status).toBe(204);
  }
}

describe('sandboxes: two testers side by side', () => {
  it('keeps records, faults, sign-outs and the request log of each sandbox to itself', async () => {
    const alice = tester('alice');
    const bob = tester('bob');
    const department = (who: SandboxTester, accessToken: string, name: string) =>
      who.call('POST', '/api/admin/departments', { name, limit: { mode: '2', amount: 10 } }, { accessToken, tenant: acme.id });
    const cardsStatus = async (who: SandboxTester, accessToken: string) =>
      (await who.call('GET', '/api/admin/cards', undefined, { accessToken, tenant: acme.id })).status;

    // Alice breaks the card list and keeps recording departments, signed in once.
    const aliceStory = async () => {
      const accessToken = await alice.signIn(SEEDED_ACCOUNTS.firmAdmin);
      expect((await alice.control('POST', '/__mock/faults', { route: 'GET /api/admin/cards', status: 503 })).status).toBe(201);
      for (const round of [1, 2, 3]) {
        expect((await department(alice, accessToken, `Alice Legal ${round}`)).status).toBe(201);
        expect(await cardsStatus(alice, accessToken)).toBe(503);
        const names = await departmentNames(alice, accessToken);
        for (let kept = 1; kept <= round; kept += 1) expect(names).toContain(`Alice Legal ${kept}`);
        expect(names.some((name) => name.startsWith('Bob Audit'))).toBe(false);
        expect((await alice.call('GET', '/api/admin/me', undefined, { accessToken })).status).toBe(200);
      }
      return accessToken;
    };
    // At the same time Bob records a department and resets his sandbox, again and again.
    const bobStory = async () => {
      for (const round of [1, 2, 3]) {
        const accessToken = await bob.signIn(SEEDED_ACCOUNTS.firmAdmin);
        expect(await cardsStatus(bob, accessToken)).toBe(200);
        expect((await (await bob.control('GET', '/__mock/faults')).json()).data).toEqual([]);
        expect((await department(bob, accessToken, `Bob Audit ${round}`)).status).toBe(201);
        const names = await departmentNames(bob, accessToken);
        expect(names).toContain(`Bob Audit ${round}`);
        expect(names.some((name) => name.startsWith('Alice Legal'))).toBe(false);
        expect((await bob.control('POST', '/__mock/reset', {})).status).toBe(200);
        expect((await bob.call('GET', '/api/admin/me', undefined, { accessToken })).status).toBe(401);
      }
      const accessToken = await bob.signIn(SEEDED_ACCOUNTS.firmAdmin);
      expect((await departmentNames(bob, accessToken)).some((name) => name.startsWith('Bob Audit'))).toBe(false);
      expect((await department(bob, accessToken, 'Bob Final')).status).toBe(201);
      return accessToken;
    };
    const [aliceToken, bobToken] = await Promise.all([aliceStory(), bobStory()]);

    // A token lives in its own sandbox only; the shared sandbox saw nothing of either.
    expect((await bob.call('GET', '/api/admin/me', undefined, { accessToken: aliceToken })).status).toBe(401);
    expect((await tester().call('GET', '/api/admin/me', undefined, { accessToken: bobToken })).status).toBe(401);
    expect(api.db().departments.some((row) => /^(Alice Legal|Bob )/.test(row.name))).toBe(false);
    expect((await (await tester().control('GET', '/__mock/faults')).json()).data).toEqual([]);

    // Each journal holds its own calls only.
    const aliceLog = await loggedCalls(alice);
    const bobLog = await loggedCalls(bob);
    expect(aliceLog).toContain('Alice Legal 3');
    expect(aliceLog).not.toContain('Bob ');
    expect(bobLog).toContain('Bob Final');
    expect(bobLog).not.toContain('Alice Legal');
    expect(await loggedCalls(tester())).not.toMatch(/Alice Legal|Bob Audit|Bob Final/);

    // Alice signs out: Bob's session stays, and Alice's fault still answers only her.
    expect((await alice.call('POST', '/api/admin/me/logout', {}, { accessToken: aliceToken })).status).toBeLessThan(300);
    expect((await alice.call('GET', '/api/admin/me', undefined, { accessToken: aliceToken })).status).toBe(401);
    expect((await bob.call('GET', '/api/admin/me', undefined, { accessToken: bobToken })).status).toBe(200);
    expect(await cardsStatus(bob, bobToken)).toBe(200);
  });

  it('lists sandboxes, deletes one by name and refuses bad names and one too many', async () => {
    await deleteNamedSandboxes();
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

  it('lets the AI assistant read the sandbox the browser names (its token is valid only there)', async () => {
    await deleteNamedSandboxes();
    const chatTester = tester('chat-tester');
    const accessToken = await chatTester.signIn(SEEDED_ACCOUNTS.firmAdmin);
    const ask = (headers: Record<string, string>) =>
      fetch(`${api.url}/api/chat`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${accessToken}`, ...headers },
        body: JSON.stringify({ message: 'How much did we spend last month?', context: CHAT_CONTEXT, history: [], sessionId: 'qa-chat' }),
      });
    const inSandbox = await ask({ 'X-Mock-Sandbox': 'chat-tester' });
    expect(inSandbox.status).toBe(200);
    expect(((await inSandbox.json()) as { response: string }).response.length).toBeGreaterThan(0);
    // The same token read in the shared sandbox is unknown there: the assistant answers 401, as its reads did.
    expect((await ask({})).status).toBe(401);
  });

  it("signs in and refreshes through the app's token relay in the sandbox the browser names", async () => {
    await deleteNamedSandboxes();
    const relay = (body: Record<string, unknown>, cookie?: string) =>
      fetch(`${api.url}/auth/token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Mock-Sandbox': 'relay-tester', ...(cookie ? { Cookie: cookie } : {}) },
        body: JSON.stringify(body),
      });
    const signedIn = await relay({ grant_type: 'password', username: SEEDED_ACCOUNTS.firmAdmin, password: SEEDED_PASSWORD });
    expect(signedIn.status).toBe(200);
    const { access_token } = (await signedIn.json()) as { access_token: string };
    expect((await tester('relay-tester').call('GET', '/api/admin/me', undefined, { accessToken: access_token })).status).toBe(200);
    expect((await tester().call('GET', '/api/admin/me', undefined, { accessToken: access_token })).status).toBe(401);

    const refreshCookie = signedIn.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith('refresh_token='))!
      .split(';')[0];
    const refreshed = await relay({ grant_type: 'refresh_token' }, refreshCookie);
    expect(refreshed.status).toBe(200);
    const renewed = ((await refreshed.json()) as { access_token: string }).access_token;
    expect((await tester('relay-tester').call('GET', '/api/admin/me', undefined, { accessToken: renewed })).status).toBe(200);
  });
});
