import { describe, expect, it } from 'vitest';
import { SEEDED_ACCOUNTS, SEEDED_COMPANIES } from '../../server/mock-api/index.ts';
import { useTestServer } from './mockServer.ts';

const [acme, desertLogistics] = SEEDED_COMPANIES;

const api = useTestServer();

const tagsOf = (companyId: string) => api.db().tags.filter((row) => row.company_id === companyId);

describe('tags (a catalogue)', () => {
  it('answers 401 without a token and 403 without read or create tags (the Card Operator in Desert Logistics)', async () => {
    expect((await api.get('/api/admin/tags', { tenant: acme.id })).status).toBe(401);
    const manager = await api.accessToken(SEEDED_ACCOUNTS.manager);
    expect((await api.get('/api/admin/tags', { accessToken: manager, tenant: desertLogistics.id })).status).toBe(403);
    const create = await api.send(
      'POST',
      '/api/admin/tags',
      { name: 'Mine', colour: 'blue' },
      { accessToken: manager, tenant: desertLogistics.id },
    );
    expect(create.status).toBe(403);
    const member = await api.accessToken(SEEDED_ACCOUNTS.member);
    expect((await api.get('/api/admin/tags', { accessToken: member, tenant: acme.id })).status).toBe(200);
    expect(
      (await api.send('POST', '/api/admin/tags', { name: 'Mine', colour: 'blue' }, { accessToken: member, tenant: acme.id })).status,
    ).toBe(403);
  });

  it('lists the active company’s tags by name in pages of 20, with search, filters and sorts', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const own = tagsOf(acme.id);
    const first = await (await api.get('/api/admin/tags', { accessToken, tenant: acme.id })).json();
    expect(first.meta).toEqual({ total: own.length, current_page: 1, per_page: 20, last_page: 2 });
    const names = first.data.map((tag: { name: string }) => tag.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    expect(first.data[0]).not.toHaveProperty('company_id');

    const searched = await (await api.get('/api/admin/tags?search=EVENT', { accessToken, tenant: acme.id })).json();
    expect(searched.data.map((tag: { group: string }) => tag.group)).toEqual(Array(searched.data.length).fill('Event'));
    const archived = await (await api.get('/api/admin/tags?filters[exact][status]=archived', { accessToken, tenant: acme.id })).json();
    expect(archived.data.map((tag: { name: string }) => tag.name)).toEqual(['Year-end party']);
    const byColour = await (
      await api.get('/api/admin/tags?filters[exact][colour]=red&sorts[]=name:desc', { accessToken, tenant: acme.id })
    ).json();
    expect(byColour.data.map((tag: { name: string }) => tag.name)).toEqual(['Visa and permits', 'Needs receipt', 'ADNOC']);
  });

  it("answers 404 for another company's tag on every call, and changes nothing", async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const foreign = tagsOf(desertLogistics.id)[0];
    const before = structuredClone(foreign);
    const options = { accessToken, tenant: acme.id };
    expect((await api.get(`/api/admin/tags/${foreign.id}`, options)).status).toBe(404);
    expect((await api.send('PUT', `/api/admin/tags/${foreign.id}`, { name: 'Taken over', colour: 'red' }, options)).status).toBe(404);
    expect((await api.send('PATCH', `/api/admin/tags/${foreign.id}/status`, { status: 'archived' }, options)).status).toBe(404);
    expect((await api.send('DELETE', `/api/admin/tags/${foreign.id}`, undefined, options)).status).toBe(404);
    expect(tagsOf(desertLogistics.id)[0]).toEqual(before);
  });

  it('refuses a taken name (any case) and an unknown colour with field errors, changing nothing', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const options = { accessToken, tenant: acme.id };
    const count = tagsOf(acme.id).length;
    const taken = await api.send('POST', '/api/admin/tags', { name: ' travel ', colour: 'blue' }, options);
    expect(taken.status).toBe(422);
    expect((await taken.json()).errors).toEqual({ name: ['The name has already been taken.'] });
    const colour = await api.send('POST', '/api/admin/tags', { name: 'Fresh', colour: 'gold' }, options);
    expect(colour.status).toBe(422);
    expect(Object.keys((await colour.json()).errors)).toEqual(['colour']);
    expect(tagsOf(acme.id)).toHaveLength(count);

    const software = tagsOf(acme.id).find((tag) => tag.name === 'Software')!;
    const rename = await api.send('PUT', `/api/admin/tags/${software.id}`, { name: 'Fuel', colour: 'blue' }, options);
    expect(rename.status).toBe(422);
    expect(software.name).toBe('Software');
    // Its own name, in another case, is not taken.
    const recase = await api.send('PUT', `/api/admin/tags/${software.id}`, { name: 'SOFTWARE', colour: 'teal', group: ' ' }, options);
    expect(recase.status).toBe(200);
    expect((await recase.json()).data).toMatchObject({ name: 'SOFTWARE', colour: 'teal', group: null });
  });

  it('creates, archives, restores and deletes a tag', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const options = { accessToken, tenant: acme.id };
    const created = await api.send('POST', '/api/admin/tags', { name: 'Offsite', colour: 'green', group: 'Event' }, options);
    expect(created.status).toBe(201);
    const { data } = await created.json();
    expect(data).toMatchObject({ name: 'Offsite', colour: 'green', group: 'Event', status: 'active' });
    const archived = await api.send('PATCH', `/api/admin/tags/${data.id}/status`, { status: 'archived' }, options);
    expect((await archived.json()).data.status).toBe('archived');
    const restored = await api.send('PATCH', `/api/admin/tags/${data.id}/status`, { status: 'active' }, options);
    expect((await restored.json()).data.status).toBe('active');
    expect((await api.send('DELETE', `/api/admin/tags/${data.id}`, undefined, options)).status).toBe(204);
    expect(tagsOf(acme.id).some((tag) => tag.id === data.id)).toBe(false);
  });

  it('imports nothing when one row is invalid, naming its line and column', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const options = { accessToken, tenant: acme.id };
    const count = tagsOf(acme.id).length;
    const rows = [
      { name: 'Conference', colour: 'blue', group: 'Event' },
      { name: 'Team lunch', colour: 'beige', group: '' },
      { name: 'conference', colour: 'red', group: '' },
      { name: 'Travel', colour: 'green', group: '' },
    ];
    const response = await api.send('POST', '/api/admin/tags/import', { rows }, options);
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.message).toBe('3 lines have errors; nothing was imported.');
    expect(body.errors).toEqual([
      { line: 3, column: 'colour', message: expect.stringContaining('The colour must be one of') },
      { line: 4, column: 'name', message: 'The name has already been taken.' },
      { line: 5, column: 'name', message: 'The name has already been taken.' },
    ]);
    expect(tagsOf(acme.id)).toHaveLength(count);

    const unknownColumn = await api.send('POST', '/api/admin/tags/import', { rows: [{ name: 'Fine', colour: 'red', size: 'L' }] }, options);
    expect((await unknownColumn.json()).errors).toEqual([
      { line: 1, column: 'size', message: expect.stringContaining('Unknown column "size"') },
    ]);
    const tooMany = await api.send('POST', '/api/admin/tags/import', { rows: Array(501).fill({ name: 'x', colour: 'red' }) }, options);
    expect(tooMany.status).toBe(422);
  });

  it('imports every row of a valid file, as active tags', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const rows = [
      { name: 'Conference', colour: 'blue', group: 'Event' },
      { name: 'Team lunch', colour: 'amber', group: '' },
    ];
    const response = await api.send('POST', '/api/admin/tags/import', { rows }, { accessToken, tenant: acme.id });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ data: { imported: 2 } });
    const lunch = tagsOf(acme.id).find((tag) => tag.name === 'Team lunch');
    expect(lunch).toMatchObject({ colour: 'amber', group: null, status: 'active' });
    const manager = await api.accessToken(SEEDED_ACCOUNTS.manager);
    const refused = await api.send('POST', '/api/admin/tags/import', { rows }, { accessToken: manager, tenant: desertLogistics.id });
    expect(refused.status).toBe(403);
  });
});
