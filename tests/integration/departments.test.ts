import { describe, expect, it } from 'vitest';
import { SEEDED_ACCOUNTS, SEEDED_COMPANIES } from '../../server/mock-api/index.ts';
import { useTestServer } from './mockServer.ts';

const [acme, desertLogistics, gulfRetail] = SEEDED_COMPANIES;

const api = useTestServer();

const acmeDepartment = () => api.db().departments.find((row) => row.company_id === acme.id)!;
const acmeMemberIds = () =>
  api
    .db()
    .members.filter((member) => member.company_id === acme.id)
    .map((member) => member.id);

async function readDepartment(accessToken: string, id: number) {
  const response = await api.get(`/api/admin/departments/${id}?partials[]=limit`, { accessToken, tenant: acme.id });
  expect(response.status).toBe(200);
  return (await response.json()).data;
}

describe('departments: reading', () => {
  it('lists the company departments with search, pagination and limits', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const response = await api.get('/api/admin/departments?partials[]=limit&per_page=2&page=1&sorts[]=name:asc', {
      accessToken,
      tenant: acme.id,
    });
    expect(response.status).toBe(200);
    const { data, meta } = await response.json();
    const names = api
      .db()
      .departments.filter((row) => row.company_id === acme.id)
      .map((row) => row.name)
      .sort();
    expect(meta).toEqual({ total: names.length, current_page: 1, per_page: 2, last_page: Math.ceil(names.length / 2) });
    expect(data.map((row: { name: string }) => row.name)).toEqual(names.slice(0, 2));
    expect(data[0].limit).toBeDefined();

    const searched = await (await api.get('/api/admin/departments?search=fin', { accessToken, tenant: acme.id })).json();
    expect(searched.data.map((row: { name: string }) => row.name)).toEqual(['Finance']);
  });

  it('shows one department with its administrators resolved to people', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const stored = acmeDepartment();
    const department = await readDepartment(accessToken, stored.id);
    expect(department.name).toBe(stored.name);
    expect(department.administrators.map((admin: { id: number }) => admin.id)).toEqual(stored.administrator_ids);
    expect(department.limit).toEqual(stored.limit);
  });

  it("answers 404 for another company's department id", async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const foreign = api.db().departments.find((row) => row.company_id === desertLogistics.id)!;
    const options = { accessToken, tenant: acme.id };
    expect((await api.get(`/api/admin/departments/${foreign.id}`, options)).status).toBe(404);
    expect((await api.send('PUT', `/api/admin/departments/${foreign.id}`, { name: 'Taken over' }, options)).status).toBe(404);
    expect((await api.send('DELETE', `/api/admin/departments/${foreign.id}`, undefined, options)).status).toBe(404);
    expect(api.db().departments.find((row) => row.id === foreign.id)?.name).toBe(foreign.name);
  });

  it('answers 403 without the read permission', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.manager);
    const response = await api.get(`/api/admin/departments/${acmeDepartment().id}`, { accessToken, tenant: desertLogistics.id });
    expect(response.status).toBe(403);
  });
});

describe('departments: writing', () => {
  it('creates a department from JSON with a 2-decimal limit and administrators', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const [adminId] = acmeMemberIds();
    const body = { name: 'Legal', limit: { mode: '2', amount: 19.99 }, administrator_ids: [adminId] };
    const response = await api.send('POST', '/api/admin/departments', body, { accessToken, tenant: acme.id });
    expect(response.status).toBe(201);
    const created = (await response.json()).data;
    expect(created).toMatchObject({ name: 'Legal', members_count: 0, limit: { mode: 'limit', amount: 19.99, balance: 0 } });
    expect(created.administrators.map((admin: { id: number }) => admin.id)).toEqual([adminId]);
    expect((await readDepartment(accessToken, created.id)).name).toBe('Legal');
  });

  it('accepts the same fields as multipart form data', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const adminIds = acmeMemberIds().slice(0, 2);
    const form = new FormData();
    form.append('name', 'Procurement');
    form.append('limit', JSON.stringify({ mode: '1', amount: 2500.5 }));
    form.append('administrator_ids', JSON.stringify(adminIds));
    const response = await fetch(`${api.url}/api/admin/departments`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${accessToken}`, 'X-Tenant': acme.id },
      body: form,
    });
    expect(response.status).toBe(201);
    const created = (await response.json()).data;
    // Prefunded, it holds only what is moved into it: nothing yet (the amount written is not money).
    expect(created).toMatchObject({ name: 'Procurement', limit: { mode: 'balance', amount: 0, balance: 0 } });
    expect(created.administrators.map((admin: { id: number }) => admin.id)).toEqual(adminIds);
  });

  it('rejects a schema-invalid update with field errors and changes nothing', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const stored = acmeDepartment();
    const before = await readDepartment(accessToken, stored.id);
    const body = { name: '', limit: { mode: '4', amount: 10_000_000.5 }, administrator_ids: ['x'] };
    const response = await api.send('PUT', `/api/admin/departments/${stored.id}`, body, { accessToken, tenant: acme.id });
    expect(response.status).toBe(422);
    const { errors } = await response.json();
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(['name', 'limit.mode', 'limit.amount', 'administrator_ids.0']));
    expect(await readDepartment(accessToken, stored.id)).toEqual(before);
  });

  it('rejects more than 2 decimals and amounts above 10,000,000', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    for (const amount of [1.005, 10_000_000.01]) {
      const body = { name: 'Legal', limit: { mode: '2', amount } };
      const response = await api.send('POST', '/api/admin/departments', body, { accessToken, tenant: acme.id });
      expect(response.status).toBe(422);
      expect(Object.keys((await response.json()).errors)).toEqual(['limit.amount']);
    }
    expect(api.db().departments.some((row) => row.name === 'Legal')).toBe(false);
  });

  it('rejects a name already used in the company and unknown administrators, changing nothing', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const [first, second] = api.db().departments.filter((row) => row.company_id === acme.id);
    const before = await readDepartment(accessToken, second.id);
    const foreignMember = api.db().members.find((member) => member.company_id === desertLogistics.id)!;
    const body = { name: ` ${first.name.toUpperCase()} `, administrator_ids: [foreignMember.id] };
    const response = await api.send('PUT', `/api/admin/departments/${second.id}`, body, { accessToken, tenant: acme.id });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      message: 'The given data was invalid.',
      errors: {
        name: ['The name has already been taken.'],
        administrator_ids: [`These administrators do not belong to the company: ${foreignMember.id}.`],
      },
    });
    expect(await readDepartment(accessToken, second.id)).toEqual(before);
  });

  it('keeps omitted fields on update and replaces the administrator set', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const stored = acmeDepartment();
    const before = await readDepartment(accessToken, stored.id);
    const [adminId] = acmeMemberIds().filter((id) => !stored.administrator_ids.includes(id));
    const response = await api.send(
      'PUT',
      `/api/admin/departments/${stored.id}`,
      { name: 'Finance & Treasury', administrator_ids: [adminId] },
      { accessToken, tenant: acme.id },
    );
    expect(response.status).toBe(200);
    const after = await readDepartment(accessToken, stored.id);
    expect(after).toMatchObject({ name: 'Finance & Treasury', limit: before.limit });
    expect(after.administrators.map((admin: { id: number }) => admin.id)).toEqual([adminId]);
  });

  it('needs the limit-mode permission only when the limit changes', async () => {
    // The manager is a Department Lead in Gulf Retail: departments yes, limit modes no.
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.manager);
    const options = { accessToken, tenant: gulfRetail.id };
    const withLimit = await api.send('POST', '/api/admin/departments', { name: 'Legal', limit: { mode: '2', amount: 500 } }, options);
    expect(withLimit.status).toBe(403);
    expect((await withLimit.json()).message).toBe('You do not have permission to update_department_limits_limit.');
    expect((await api.send('POST', '/api/admin/departments', { name: 'Legal' }, options)).status).toBe(201);

    const stored = api.db().departments.find((row) => row.company_id === gulfRetail.id && row.name !== 'Legal')!;
    const sameLimit = { mode: { inherited: '3', limit: '2', balance: '1' }[stored.limit.mode], amount: stored.limit.amount };
    const rename = await api.send('PUT', `/api/admin/departments/${stored.id}`, { name: 'Renamed', limit: sameLimit }, options);
    expect(rename.status).toBe(200);
  });

  it('answers 403 to a role without the write permission, and for a denied permission', async () => {
    const memberToken = await api.accessToken(SEEDED_ACCOUNTS.member);
    expect(
      (await api.send('POST', '/api/admin/departments', { name: 'Legal' }, { accessToken: memberToken, tenant: acme.id })).status,
    ).toBe(403);

    const adminToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    api.db().denyList.api['delete departments'] = true;
    const denied = await api.send('DELETE', `/api/admin/departments/${acmeDepartment().id}`, undefined, {
      accessToken: adminToken,
      tenant: acme.id,
    });
    expect(denied.status).toBe(403);
    expect(api.db().departments).toContainEqual(acmeDepartment());
  });
});

describe('departments: deleting and detaching', () => {
  it('deletes a department, unassigning its members', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const stored = acmeDepartment();
    const memberIds = api
      .db()
      .members.filter((member) => member.department_id === stored.id)
      .map((member) => member.id);
    expect(memberIds.length).toBeGreaterThan(0);
    const response = await api.send('DELETE', `/api/admin/departments/${stored.id}`, undefined, { accessToken, tenant: acme.id });
    expect(response.status).toBe(204);
    expect((await api.get(`/api/admin/departments/${stored.id}`, { accessToken, tenant: acme.id })).status).toBe(404);
    const member = await (
      await api.get(`/api/admin/members/${memberIds[0]}?partials[]=department`, { accessToken, tenant: acme.id })
    ).json();
    expect(member.data).toMatchObject({ department_id: null, department: null });
  });

  it('detaches administrators from departments', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const stored = acmeDepartment();
    const [detached, ...kept] = stored.administrator_ids;
    const body = { administrator_ids: [detached], department_ids: [stored.id] };
    const response = await api.send('PATCH', '/api/admin/administrator-department/detach', body, { accessToken, tenant: acme.id });
    expect(response.status).toBe(204);
    const after = await readDepartment(accessToken, stored.id);
    expect(after.administrators.map((admin: { id: number }) => admin.id)).toEqual(kept);
  });

  it("rejects another company's department in a detach and changes nothing", async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const stored = acmeDepartment();
    const foreign = api.db().departments.find((row) => row.company_id === desertLogistics.id)!;
    const body = { administrator_ids: stored.administrator_ids, department_ids: [stored.id, foreign.id] };
    const response = await api.send('PATCH', '/api/admin/administrator-department/detach', body, { accessToken, tenant: acme.id });
    expect(response.status).toBe(422);
    expect(Object.keys((await response.json()).errors)).toEqual(['department_ids']);
    expect((await readDepartment(accessToken, stored.id)).administrators).toHaveLength(stored.administrator_ids.length);
  });
});
