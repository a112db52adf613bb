import type { ResourceNames } from '../resourceNames';
import type { NewFile } from './newFile';

/** Its integration test: 401, 403 without the permission, the company's rows only, 404 for another's, 422 changing nothing, import. */
export function testFiles(n: ResourceNames): NewFile[] {
  const api = `/api/admin/${n.kebab}`;
  return [
    {
      path: `tests/integration/${n.camel}.test.ts`,
      content: `import { describe, expect, it } from 'vitest';
import { SEEDED_ACCOUNTS, SEEDED_COMPANIES } from '../../server/mock-api/index.ts';
import { useTestServer } from './mockServer.ts';

const [acme, desertLogistics] = SEEDED_COMPANIES;
const api = useTestServer();
const rowsOf = (companyId: string) => api.db().${n.camel}.filter((row) => row.company_id === companyId);

describe('${n.words} (a catalogue)', () => {
  it('answers 401 without a token and 403 without read ${n.words} (the Card Operator in Desert Logistics)', async () => {
    expect((await api.get('${api}', { tenant: acme.id })).status).toBe(401);
    const manager = await api.accessToken(SEEDED_ACCOUNTS.manager);
    expect((await api.get('${api}', { accessToken: manager, tenant: desertLogistics.id })).status).toBe(403);
  });

  it("lists only the active company's ${n.words}, and answers 404 for another company's", async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const list = await (await api.get('${api}', { accessToken, tenant: acme.id })).json();
    expect(list.meta.total).toBe(rowsOf(acme.id).length);
    expect(list.data[0]).not.toHaveProperty('company_id');
    const foreign = rowsOf(desertLogistics.id)[0];
    expect((await api.get('${api}/' + foreign.id, { accessToken, tenant: acme.id })).status).toBe(404);
    const one = await (await api.get('${api}/' + list.data[0].id, { accessToken, tenant: acme.id })).json();
    expect(one.data).toEqual(list.data[0]);
  });

  it('creates, changes, archives and deletes; a taken name is a 422 on name and changes nothing', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const options = { accessToken, tenant: acme.id };
    const taken = rowsOf(acme.id)[0];
    const before = rowsOf(acme.id).length;
    const refused = await api.send('POST', '${api}', { name: taken.name.toUpperCase() }, options);
    expect(refused.status).toBe(422);
    expect((await refused.json()).errors.name).toEqual(['The name has already been taken.']);
    expect(rowsOf(acme.id)).toHaveLength(before);
    const created = await api.send('POST', '${api}', { name: 'A new one', code: 'N-1' }, options);
    expect(created.status).toBe(201);
    const { data } = await created.json();
    expect(data).toMatchObject({ name: 'A new one', code: 'N-1', status: 'active' });
    expect((await api.send('PUT', '${api}/' + data.id, { name: 'Renamed', code: null }, options)).status).toBe(200);
    const archived = await api.send('PATCH', '${api}/' + data.id + '/status', { status: 'archived' }, options);
    expect((await archived.json()).data.status).toBe('archived');
    expect((await api.send('DELETE', '${api}/' + data.id, undefined, options)).status).toBe(204);
  });

  it('imports all rows of a good file, and none of a file with a bad row', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const options = { accessToken, tenant: acme.id };
    const before = rowsOf(acme.id).length;
    const bad = await api.send('POST', '${api}/import', { rows: [{ name: 'Imported', code: '' }, { name: '', code: 'X' }] }, options);
    expect(bad.status).toBe(422);
    expect(rowsOf(acme.id)).toHaveLength(before);
    const good = await api.send('POST', '${api}/import', { rows: [{ name: 'Imported', code: 'I-1' }] }, options);
    expect(good.status).toBe(201);
    expect(rowsOf(acme.id)).toHaveLength(before + 1);
  });
});
`,
    },
  ];
}
