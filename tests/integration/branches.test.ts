import { describe, expect, it } from 'vitest';
import { SEEDED_ACCOUNTS, SEEDED_COMPANIES } from '../../server/mock-api/index.ts';
import { useTestServer } from './mockServer.ts';

const [acme, desertLogistics] = SEEDED_COMPANIES;

const api = useTestServer();

const branchesOf = (companyId: string) => api.db().branches.filter((row) => row.company_id === companyId);

const SHARJAH_TWO = { name: 'Sharjah Two', code: 'SHJ-09', city: 'Sharjah', emirate: 'sharjah', address: 'Al Qasba' };

describe('branches (a catalogue with one default)', () => {
  it('answers 401 without a token', async () => {
    expect((await api.get('/api/admin/branches', { tenant: acme.id })).status).toBe(401);
    expect((await api.get(`/api/admin/branches/${branchesOf(acme.id)[0].id}`, { tenant: acme.id })).status).toBe(401);
  });

  it("lists only the active company's branches, the default first, with search and pagination", async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const acmeBranches = branchesOf(acme.id);
    expect(acmeBranches.length).toBeGreaterThan(2);

    const response = await api.get('/api/admin/branches?per_page=2&page=1', { accessToken, tenant: acme.id });
    expect(response.status).toBe(200);
    const { data, meta } = await response.json();
    expect(meta).toEqual({ total: acmeBranches.length, current_page: 1, per_page: 2, last_page: Math.ceil(acmeBranches.length / 2) });
    expect(data[0]).toMatchObject({
      name: 'Dubai Head Office',
      code: 'DXB-01',
      emirate: 'dubai',
      address: 'Office 101, Sheikh Zayed Road',
      country_code: 'AE',
      is_default: true,
      status: 'active',
    });
    expect(data[0]).not.toHaveProperty('company_id');

    const all = (await (await api.get('/api/admin/branches?per_page=100', { accessToken, tenant: acme.id })).json()).data;
    expect(all.map((row: { id: number }) => row.id).sort()).toEqual(acmeBranches.map((row) => row.id).sort());
    const searched = (await (await api.get('/api/admin/branches?search=shj', { accessToken, tenant: acme.id })).json()).data;
    expect(searched.map((row: { name: string }) => row.name)).toEqual(['Sharjah Branch']);
    const dubai = (await (await api.get('/api/admin/branches?filters[exact][emirate]=dubai', { accessToken, tenant: acme.id })).json())
      .data;
    expect(dubai.every((row: { emirate: string }) => row.emirate === 'dubai')).toBe(true);
  });

  it("answers 404 for another company's branch id, on reads and writes", async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const foreign = branchesOf(desertLogistics.id)[0];
    const options = { accessToken, tenant: acme.id };
    expect((await api.get(`/api/admin/branches/${foreign.id}`, options)).status).toBe(404);
    expect((await api.send('PUT', `/api/admin/branches/${foreign.id}`, SHARJAH_TWO, options)).status).toBe(404);
    expect((await api.send('DELETE', `/api/admin/branches/${foreign.id}`, undefined, options)).status).toBe(404);
    expect(branchesOf(desertLogistics.id)[0]).toEqual(foreign);
  });

  it('answers 403 without the permission (the Card Operator role), 200 for a read with it (Viewer) but 403 for its writes', async () => {
    const manager = await api.accessToken(SEEDED_ACCOUNTS.manager);
    expect((await api.get('/api/admin/branches', { accessToken: manager, tenant: desertLogistics.id })).status).toBe(403);
    const member = await api.accessToken(SEEDED_ACCOUNTS.member);
    expect((await api.get('/api/admin/branches', { accessToken: member, tenant: acme.id })).status).toBe(200);
    expect((await api.send('POST', '/api/admin/branches', SHARJAH_TWO, { accessToken: member, tenant: acme.id })).status).toBe(403);
  });

  it('refuses a taken code and a bad one with field errors and changes nothing; a new default branch moves the default', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const options = { accessToken, tenant: acme.id };
    const count = branchesOf(acme.id).length;
    const taken = await api.send('POST', '/api/admin/branches', { ...SHARJAH_TWO, code: 'DXB-01' }, options);
    expect(taken.status).toBe(422);
    expect((await taken.json()).errors).toEqual({ code: ['The code has already been taken.'] });
    const lower = await api.send('POST', '/api/admin/branches', { ...SHARJAH_TWO, code: 'shj 9' }, options);
    expect(lower.status).toBe(422);
    expect(Object.keys((await lower.json()).errors)).toEqual(['code']);
    expect(branchesOf(acme.id)).toHaveLength(count);

    const created = await api.send('POST', '/api/admin/branches', { ...SHARJAH_TWO, is_default: true }, options);
    expect(created.status).toBe(201);
    expect(
      branchesOf(acme.id)
        .filter((row) => row.is_default)
        .map((row) => row.code),
    ).toEqual(['SHJ-09']);
    const headOffice = branchesOf(acme.id).find((row) => row.code === 'DXB-01')!;
    expect((await api.send('PATCH', `/api/admin/branches/${headOffice.id}/status`, { status: 'archived' }, options)).status).toBe(200);
  });

  it('imports nothing when one row is invalid (line and column named); a good file adds its rows', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const options = { accessToken, tenant: acme.id };
    const count = branchesOf(acme.id).length;
    const row = { name: 'Khor Fakkan', code: 'KFK-01', city: 'Khor Fakkan', emirate: 'sharjah', address: '', is_default: '' };
    const bad = await api.send('POST', '/api/admin/branches/import', { rows: [row, { ...row, code: 'KFK-02', emirate: 'SH' }] }, options);
    expect(bad.status).toBe(422);
    expect((await bad.json()).errors).toEqual([
      { line: 3, column: 'emirate', message: expect.stringContaining('The emirate must be one of') },
    ]);
    expect(branchesOf(acme.id)).toHaveLength(count);
    const good = await api.send(
      'POST',
      '/api/admin/branches/import',
      { rows: [row, { ...row, code: 'KFK-02', name: 'Khor Fakkan Port' }] },
      options,
    );
    expect(await good.json()).toEqual({ data: { imported: 2 } });
    expect(branchesOf(acme.id)).toHaveLength(count + 2);
  });
});
