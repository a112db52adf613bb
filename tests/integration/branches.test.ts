import { describe, expect, it } from 'vitest';
import { SEEDED_ACCOUNTS, SEEDED_COMPANIES } from '../../server/mock-api/index.ts';
import { useTestServer } from './mockServer.ts';

const [acme, desertLogistics] = SEEDED_COMPANIES;

const api = useTestServer();

const branchesOf = (companyId: string) => api.db().branches.filter((row) => row.company_id === companyId);

describe('branches (read-only)', () => {
  it('answers 401 without a token', async () => {
    expect((await api.get('/api/admin/branches', { tenant: acme.id })).status).toBe(401);
    expect((await api.get(`/api/admin/branches/${branchesOf(acme.id)[0].id}`, { tenant: acme.id })).status).toBe(401);
  });

  it("lists only the active company's branches, head office first, with search and pagination", async () => {
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
      country_code: 'AE',
      is_head_office: true,
    });
    expect(data[0]).not.toHaveProperty('company_id');

    const all = (await (await api.get('/api/admin/branches?per_page=100', { accessToken, tenant: acme.id })).json()).data;
    expect(all.map((row: { id: number }) => row.id).sort()).toEqual(acmeBranches.map((row) => row.id).sort());
    const desert = (await (await api.get('/api/admin/branches?per_page=100', { accessToken, tenant: desertLogistics.id })).json()).data;
    expect(desert.map((row: { id: number }) => row.id).sort()).toEqual(
      branchesOf(desertLogistics.id)
        .map((row) => row.id)
        .sort(),
    );
    expect(desert.some((row: { id: number }) => acmeBranches.some((own) => own.id === row.id))).toBe(false);

    const searched = (await (await api.get('/api/admin/branches?search=shj', { accessToken, tenant: acme.id })).json()).data;
    expect(searched.map((row: { name: string }) => row.name)).toEqual(['Sharjah Branch']);
  });

  it("reads one branch, and answers 404 for another company's branch id", async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const own = branchesOf(acme.id)[1];
    const response = await api.get(`/api/admin/branches/${own.id}`, { accessToken, tenant: acme.id });
    expect(response.status).toBe(200);
    expect((await response.json()).data).toMatchObject({ id: own.id, name: own.name, code: own.code });

    const foreign = branchesOf(desertLogistics.id)[0];
    expect((await api.get(`/api/admin/branches/${foreign.id}`, { accessToken, tenant: acme.id })).status).toBe(404);
  });

  it('answers 403 without read branches (the Card Operator role), 200 with it (Viewer)', async () => {
    const manager = await api.accessToken(SEEDED_ACCOUNTS.manager);
    expect((await api.get('/api/admin/branches', { accessToken: manager, tenant: desertLogistics.id })).status).toBe(403);
    const member = await api.accessToken(SEEDED_ACCOUNTS.member);
    expect((await api.get('/api/admin/branches', { accessToken: member, tenant: acme.id })).status).toBe(200);
  });
});
