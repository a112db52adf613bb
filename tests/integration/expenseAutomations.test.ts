import { describe, expect, it } from 'vitest';
import { SEEDED_ACCOUNTS, SEEDED_COMPANIES } from '../../server/mock-api/index.ts';
import { useTestServer } from './mockServer.ts';

const [acme, desertLogistics] = SEEDED_COMPANIES;
const api = useTestServer();
const rowsOf = (companyId: string) => api.db().expenseAutomations.filter((row) => row.company_id === companyId);

describe('expense automations (a catalogue)', () => {
  it('answers 401 without a token and 403 without read expense automations (the Card Operator in Desert Logistics)', async () => {
    expect((await api.get('/api/admin/expense-automations', { tenant: acme.id })).status).toBe(401);
    const manager = await api.accessToken(SEEDED_ACCOUNTS.manager);
    expect((await api.get('/api/admin/expense-automations', { accessToken: manager, tenant: desertLogistics.id })).status).toBe(403);
  });

  it("lists only the active company's expense automations, and answers 404 for another company's", async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const list = await (await api.get('/api/admin/expense-automations', { accessToken, tenant: acme.id })).json();
    expect(list.meta.total).toBe(rowsOf(acme.id).length);
    expect(list.data[0]).not.toHaveProperty('company_id');
    const foreign = rowsOf(desertLogistics.id)[0];
    expect((await api.get('/api/admin/expense-automations/' + foreign.id, { accessToken, tenant: acme.id })).status).toBe(404);
    const one = await (await api.get('/api/admin/expense-automations/' + list.data[0].id, { accessToken, tenant: acme.id })).json();
    expect(one.data).toEqual(list.data[0]);
  });

  it('creates, changes, archives and deletes; a taken name is a 422 on name and changes nothing', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const options = { accessToken, tenant: acme.id };
    const taken = rowsOf(acme.id)[0];
    const before = rowsOf(acme.id).length;
    const refused = await api.send('POST', '/api/admin/expense-automations', { name: taken.name.toUpperCase() }, options);
    expect(refused.status).toBe(422);
    expect((await refused.json()).errors.name).toEqual(['The name has already been taken.']);
    expect(rowsOf(acme.id)).toHaveLength(before);
    const created = await api.send('POST', '/api/admin/expense-automations', { name: 'A new one', code: 'N-1' }, options);
    expect(created.status).toBe(201);
    const { data } = await created.json();
    expect(data).toMatchObject({ name: 'A new one', code: 'N-1', status: 'active' });
    expect((await api.send('PUT', '/api/admin/expense-automations/' + data.id, { name: 'Renamed', code: null }, options)).status).toBe(200);
    const archived = await api.send('PATCH', '/api/admin/expense-automations/' + data.id + '/status', { status: 'archived' }, options);
    expect((await archived.json()).data.status).toBe('archived');
    expect((await api.send('DELETE', '/api/admin/expense-automations/' + data.id, undefined, options)).status).toBe(204);
  });

  it('imports all rows of a good file, and none of a file with a bad row', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const options = { accessToken, tenant: acme.id };
    const before = rowsOf(acme.id).length;
    const bad = await api.send(
      'POST',
      '/api/admin/expense-automations/import',
      {
        rows: [
          { name: 'Imported', code: '' },
          { name: '', code: 'X' },
        ],
      },
      options,
    );
    expect(bad.status).toBe(422);
    expect(rowsOf(acme.id)).toHaveLength(before);
    const good = await api.send('POST', '/api/admin/expense-automations/import', { rows: [{ name: 'Imported', code: 'I-1' }] }, options);
    expect(good.status).toBe(201);
    expect(rowsOf(acme.id)).toHaveLength(before + 1);
  });
});
