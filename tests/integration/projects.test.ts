import { describe, expect, it } from 'vitest';
import { SEEDED_ACCOUNTS, SEEDED_COMPANIES } from '../../server/mock-api/index.ts';
import { useTestServer } from './mockServer.ts';

const [acme, desertLogistics] = SEEDED_COMPANIES;

const api = useTestServer();

const projectsOf = (companyId: string) => api.db().projects.filter((row) => row.company_id === companyId);
const memberOf = (companyId: string) => api.db().members.find((member) => member.company_id === companyId)!;
const departmentOf = (companyId: string) => api.db().departments.find((department) => department.company_id === companyId)!;

describe('projects (a catalogue)', () => {
  it('answers 401 without a token and 403 without read or create projects (the Card Operator in Desert Logistics)', async () => {
    expect((await api.get('/api/admin/projects', { tenant: acme.id })).status).toBe(401);
    const manager = await api.accessToken(SEEDED_ACCOUNTS.manager);
    const options = { accessToken: manager, tenant: desertLogistics.id };
    expect((await api.get('/api/admin/projects', options)).status).toBe(403);
    expect((await api.send('POST', '/api/admin/projects', { name: 'Mine', code: 'MINE', currency: 'AED' }, options)).status).toBe(403);
    const member = await api.accessToken(SEEDED_ACCOUNTS.member);
    expect((await api.get('/api/admin/projects', { accessToken: member, tenant: acme.id })).status).toBe(200);
  });

  it('lists the company’s projects by name with search, the currency filter and sorts', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const options = { accessToken, tenant: acme.id };
    const first = await (await api.get('/api/admin/projects', options)).json();
    expect(first.meta).toMatchObject({ total: projectsOf(acme.id).length, per_page: 20 });
    expect(first.data[0]).not.toHaveProperty('company_id');
    const searched = await (await api.get('/api/admin/projects?search=wh-fit', options)).json();
    expect(searched.data.map((row: { name: string }) => row.name)).toEqual(['Warehouse fit-out']);
    const sar = await (await api.get('/api/admin/projects?filters[exact][currency]=SAR', options)).json();
    expect(sar.data.map((row: { code: string }) => row.code)).toEqual(['KSA-STUDY']);
    const byBudget = await (await api.get('/api/admin/projects?sorts[]=budget:desc', options)).json();
    expect(byBudget.data[0].code).toBe('FLEET-26');
  });

  it("answers 404 for another company's project on every call, and changes nothing", async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const foreign = projectsOf(desertLogistics.id)[0];
    const before = structuredClone(foreign);
    const options = { accessToken, tenant: acme.id };
    expect((await api.get(`/api/admin/projects/${foreign.id}`, options)).status).toBe(404);
    expect((await api.send('PUT', `/api/admin/projects/${foreign.id}`, { name: 'X', code: 'XX', currency: 'AED' }, options)).status).toBe(
      404,
    );
    expect((await api.send('PATCH', `/api/admin/projects/${foreign.id}/status`, { status: 'archived' }, options)).status).toBe(404);
    expect((await api.send('DELETE', `/api/admin/projects/${foreign.id}`, undefined, options)).status).toBe(404);
    expect(projectsOf(desertLogistics.id)[0]).toEqual(before);
  });

  it('refuses an end before the start, a taken code, a foreign owner or department and a budget over 10,000,000, changing nothing', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const options = { accessToken, tenant: acme.id };
    const count = projectsOf(acme.id).length;
    const reversed = await api.send(
      'POST',
      '/api/admin/projects',
      { name: 'Late', code: 'LATE', currency: 'AED', start_date: '2025-06-01', end_date: '2025-05-31' },
      options,
    );
    expect(reversed.status).toBe(422);
    expect((await reversed.json()).errors).toEqual({ end_date: ['The end date may not be before the start date.'] });
    const wrong = await api.send(
      'POST',
      '/api/admin/projects',
      {
        name: 'Copy',
        code: 'wh-fit',
        currency: 'AED',
        owner_id: memberOf(desertLogistics.id).id,
        department_ids: [departmentOf(desertLogistics.id).id],
      },
      options,
    );
    expect(Object.keys((await wrong.json()).errors).sort()).toEqual(['code', 'department_ids', 'owner_id']);
    const budget = await api.send(
      'POST',
      '/api/admin/projects',
      { name: 'Big', code: 'BIG', currency: 'AED', budget: 10_000_000.01 },
      options,
    );
    expect(budget.status).toBe(422);
    expect(projectsOf(acme.id)).toHaveLength(count);

    const fit = projectsOf(acme.id).find((row) => row.code === 'WH-FIT')!;
    const before = structuredClone(fit);
    const edit = await api.send(
      'PUT',
      `/api/admin/projects/${fit.id}`,
      { ...before, end_date: '2000-01-01', company_id: undefined },
      options,
    );
    expect(edit.status).toBe(422);
    expect(fit).toEqual(before);
  });

  it('creates a project with an owner and departments of the company, archives, restores and deletes it', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const options = { accessToken, tenant: acme.id };
    const owner = memberOf(acme.id);
    const department = departmentOf(acme.id);
    const created = await api.send(
      'POST',
      '/api/admin/projects',
      {
        name: 'Expo stand',
        code: 'EXPO-26',
        start_date: '2026-01-10',
        end_date: '2026-03-01',
        budget: 75000.5,
        currency: 'AED',
        owner_id: owner.id,
        department_ids: [department.id, department.id],
      },
      options,
    );
    expect(created.status).toBe(201);
    const { data } = await created.json();
    expect(data).toMatchObject({ code: 'EXPO-26', budget: 75000.5, owner_id: owner.id, department_ids: [department.id], status: 'active' });
    const archived = await api.send('PATCH', `/api/admin/projects/${data.id}/status`, { status: 'archived' }, options);
    expect((await archived.json()).data.status).toBe('archived');
    expect((await api.send('PATCH', `/api/admin/projects/${data.id}/status`, { status: 'active' }, options)).status).toBe(200);
    expect((await api.send('DELETE', `/api/admin/projects/${data.id}`, undefined, options)).status).toBe(204);
    expect(projectsOf(acme.id).some((row) => row.id === data.id)).toBe(false);
  });

  it('imports nothing when one row is invalid, naming its line and column; a valid file imports every row', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const options = { accessToken, tenant: acme.id };
    const count = projectsOf(acme.id).length;
    const good = {
      name: 'Roadshow',
      code: 'ROAD-1',
      start_date: '2026-01-01',
      end_date: '2026-02-01',
      budget: '5000',
      currency: 'AED',
      owner: '',
      departments: '',
    };
    const bad = await api.send(
      'POST',
      '/api/admin/projects/import',
      { rows: [good, { ...good, code: 'ROAD-2', end_date: '2025-12-31' }, { ...good, code: 'road-1' }] },
      options,
    );
    expect(bad.status).toBe(422);
    expect((await bad.json()).errors).toEqual([
      { line: 3, column: 'end_date', message: 'The end date may not be before the start date.' },
      { line: 4, column: 'code', message: 'The code has already been taken.' },
    ]);
    expect(projectsOf(acme.id)).toHaveLength(count);

    const department = departmentOf(acme.id);
    const ok = await api.send(
      'POST',
      '/api/admin/projects/import',
      { rows: [good, { ...good, code: 'ROAD-2', budget: '', departments: department.name.toLowerCase() }] },
      options,
    );
    expect(await ok.json()).toEqual({ data: { imported: 2 } });
    expect(projectsOf(acme.id).find((row) => row.code === 'ROAD-2')).toMatchObject({ budget: null, department_ids: [department.id] });
  });
});
