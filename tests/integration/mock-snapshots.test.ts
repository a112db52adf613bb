import { describe, expect, it } from 'vitest';
import { SEEDED_ACCOUNTS, SEEDED_COMPANIES } from '../../server/mock-api/index.ts';
import { sandboxTester, type SandboxTester } from '../support/sandboxClient.ts';
import { useTestServer } from './mockServer.ts';

const acme = SEEDED_COMPANIES[0];
const api = useTestServer();
const tester = (sandbox?: string): SandboxTester => sandboxTester(api.url, api.server.mockApi.context.options.controlToken, sandbox);

async function departmentNames(who: SandboxTester): Promise<string[]> {
  const accessToken = await who.signIn(SEEDED_ACCOUNTS.firmAdmin);
  const response = await who.call('GET', '/api/admin/departments?per_page=100', undefined, { accessToken, tenant: acme.id });
  return ((await response.json()) as { data: { name: string }[] }).data.map((row) => row.name);
}

async function createDepartment(who: SandboxTester, name: string): Promise<void> {
  const accessToken = await who.signIn(SEEDED_ACCOUNTS.firmAdmin);
  const response = await who.call(
    'POST',
    '/api/admin/departments',
    { name, limit: { mode: '2', amount: 10 } },
    { accessToken, tenant: acme.id },
  );
  expect(response.status).toBe(201);
}

describe('snapshots', () => {
  it('saves a sandbox, restores it after more changes, and keeps the clock and the outbox', async () => {
    const carol = tester('carol-snap');
    await createDepartment(carol, 'Before Snapshot');
    expect((await carol.control('POST', '/__mock/clock', { advance_days: 3 })).status).toBe(200);
    expect((await carol.call('POST', '/api/admin/password/forgot', { email: SEEDED_ACCOUNTS.member })).status).toBe(202);
    const saved = await carol.control('POST', '/__mock/snapshots', { name: 'carol-1' });
    expect(saved.status).toBe(201);
    expect((await saved.json()).data).toMatchObject({ name: 'carol-1', source: 'carol-snap' });
    const outboxBefore = await (await carol.control('GET', `/__mock/outbox?email=${SEEDED_ACCOUNTS.member}`)).json();
    expect(JSON.stringify(outboxBefore)).toContain('/set-password');

    await createDepartment(carol, 'After Snapshot');
    expect((await carol.control('POST', '/__mock/clock', { reset: true })).status).toBe(200);
    expect(await departmentNames(carol)).toContain('After Snapshot');

    const restored = await carol.control('POST', '/__mock/snapshots/carol-1/restore', {});
    expect(restored.status).toBe(200);
    const names = await departmentNames(carol);
    expect(names).toContain('Before Snapshot');
    expect(names).not.toContain('After Snapshot');
    expect((await (await carol.control('GET', '/__mock/clock')).json()).data.offset_days).toBe(3);
    expect(await (await carol.control('GET', `/__mock/outbox?email=${SEEDED_ACCOUNTS.member}`)).json()).toEqual(outboxBefore);
    // Restoring is repeatable: the snapshot is frozen, not the live data.
    await createDepartment(carol, 'Again After');
    await carol.control('POST', '/__mock/snapshots/carol-1/restore', {});
    expect(await departmentNames(carol)).not.toContain('Again After');

    // Another tester starts a sandbox from it; the shared sandbox never saw any of it.
    expect((await tester().control('POST', '/__mock/sandboxes', { name: 'dave-snap', snapshot: 'carol-1' })).status).toBe(201);
    expect(await departmentNames(tester('dave-snap'))).toContain('Before Snapshot');
    expect(await departmentNames(tester())).not.toContain('Before Snapshot');

    const listed = (await (await tester().control('GET', '/__mock/snapshots')).json()).data as { name: string; bytes: number }[];
    expect(listed.find((row) => row.name === 'carol-1')?.bytes).toBeGreaterThan(100_000);
    expect((await tester().control('POST', '/__mock/snapshots/nothing-here/restore', {})).status).toBe(404);
    expect((await tester().control('POST', '/__mock/snapshots', { name: 'bad name' })).status).toBe(422);
    expect((await tester().control('DELETE', '/__mock/snapshots/carol-1')).status).toBe(204);
    expect((await tester().control('DELETE', '/__mock/snapshots/carol-1')).status).toBe(404);
  });

  it('exports a snapshot as a JSON file and imports it under another name', async () => {
    const erin = tester('erin-snap');
    await createDepartment(erin, 'Exported Department');
    expect((await erin.control('POST', '/__mock/snapshots', { name: 'erin-export' })).status).toBe(201);
    const exported = await erin.control('GET', '/__mock/snapshots/erin-export/export');
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-disposition')).toContain('erin-export.snapshot.json');
    const file = (await exported.json()) as { format: string; name: string; state: { db: { departments: unknown[] } } };
    expect(file).toMatchObject({ format: 'spendboard-mock-snapshot', name: 'erin-export' });

    const imported = await tester().control('POST', '/__mock/snapshots/import?name=erin-copy', file);
    expect(imported.status).toBe(201);
    expect((await erin.control('POST', '/__mock/snapshots/erin-copy/restore', {})).status).toBe(200);
    expect(await departmentNames(erin)).toContain('Exported Department');

    const broken = { ...file, state: { ...file.state, db: { ...file.state.db, departments: 'none' } } };
    const refused = await tester().control('POST', '/__mock/snapshots/import?name=broken', broken);
    expect(refused.status).toBe(422);
    expect(Object.keys((await refused.json()).errors)).toEqual(['state.db.departments']);
    const notSnapshot = await tester().control('POST', '/__mock/snapshots/import', { hello: 'world' });
    expect(notSnapshot.status).toBe(422);
    expect(Object.keys((await notSnapshot.json()).errors)).toEqual(['format']);
  });
});
