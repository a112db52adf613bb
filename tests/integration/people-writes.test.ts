import { describe, expect, it } from 'vitest';
import { SEEDED_ACCOUNTS, SEEDED_COMPANIES } from '../../server/mock-api/index.ts';
import { useTestServer } from './mockServer.ts';

const [acme, desertLogistics, gulfRetail] = SEEDED_COMPANIES;

const api = useTestServer();

const acmeDepartment = () => api.db().departments.find((row) => row.company_id === acme.id)!;
const invitation = () => ({
  first_name: 'Lina',
  last_name: 'Saleh',
  email: 'Lina.Saleh@acme.example.com',
  department_id: acmeDepartment().id,
});

describe('people: invite and edit', () => {
  it('invites a person; they are listed with search, department filter and a card count', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const response = await api.send('POST', '/api/admin/members/invite', invitation(), { accessToken, tenant: acme.id });
    expect(response.status).toBe(201);
    const { data } = await response.json();
    expect(data).toMatchObject({
      first_name: 'Lina',
      email: 'lina.saleh@acme.example.com',
      status: 'invited',
      cards_count: 0,
      department: { id: acmeDepartment().id },
    });
    expect(data.limit).toMatchObject({ mode: 'inherited', inherited_from: 'department' });

    const query = `search=lina%20saleh&filters[in][department_id][]=${acmeDepartment().id}`;
    const listed = await (await api.get(`/api/admin/members?${query}`, { accessToken, tenant: acme.id })).json();
    expect(listed.data).toEqual([expect.objectContaining({ id: data.id, cards_count: 0 })]);
  });

  it('answers 422 for a taken e-mail (any case), a foreign department or a foreign role; nothing is created', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const existing = api.db().members.find((row) => row.company_id === acme.id)!;
    const foreignDepartment = api.db().departments.find((row) => row.company_id === desertLogistics.id)!;
    const foreignRole = api.db().roles.find((row) => row.company_id === desertLogistics.id)!;
    const count = api.db().members.length;
    const body = { ...invitation(), email: existing.email.toUpperCase(), department_id: foreignDepartment.id, role_ids: [foreignRole.id] };
    const response = await api.send('POST', '/api/admin/members/invite', body, { accessToken, tenant: acme.id });
    expect(response.status).toBe(422);
    expect(Object.keys((await response.json()).errors).sort()).toEqual(['department_id', 'email', 'role_ids']);
    expect(
      (await api.send('POST', '/api/admin/members/invite', { ...invitation(), email: 'not-an-email' }, { accessToken, tenant: acme.id }))
        .status,
    ).toBe(422);
    expect(api.db().members.length).toBe(count);
    // The same e-mail is free in another company.
    expect(
      (
        await api.send(
          'POST',
          '/api/admin/members/invite',
          { first_name: 'A', last_name: 'B', email: existing.email },
          { accessToken, tenant: desertLogistics.id },
        )
      ).status,
    ).toBe(201);
  });

  it('answers 403 without invite people', async () => {
    // Department Lead + Viewer in Gulf Retail cannot invite.
    const manager = await api.accessToken(SEEDED_ACCOUNTS.manager);
    expect(
      (
        await api.send(
          'POST',
          '/api/admin/members/invite',
          { first_name: 'A', last_name: 'B', email: 'a@b.example.com' },
          { accessToken: manager, tenant: gulfRetail.id },
        )
      ).status,
    ).toBe(403);
  });

  it('edits a person; the edit survives a read; foreign ids are 404', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const member = api.db().members.find((row) => row.company_id === acme.id)!;
    const response = await api.send(
      'PATCH',
      `/api/admin/members/${member.id}`,
      { last_name: 'Haddad-Saleh', department_id: null, status: 'suspended' },
      { accessToken, tenant: acme.id },
    );
    expect(response.status).toBe(200);
    const read = await (await api.get(`/api/admin/members/${member.id}?partials[]=department`, { accessToken, tenant: acme.id })).json();
    expect(read.data).toMatchObject({ last_name: 'Haddad-Saleh', department_id: null, department: null, status: 'suspended' });
    const foreign = api.db().members.find((row) => row.company_id === desertLogistics.id)!;
    expect((await api.send('PATCH', `/api/admin/members/${foreign.id}`, { last_name: 'X' }, { accessToken, tenant: acme.id })).status).toBe(
      404,
    );
    const other = api.db().members.find((row) => row.company_id === acme.id && row.id !== member.id)!;
    expect(
      (await api.send('PATCH', `/api/admin/members/${member.id}`, { email: other.email }, { accessToken, tenant: acme.id })).status,
    ).toBe(422);
  });

  it('refuses a status change the person cannot take (422 on status) and changes nothing else', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const invited = api.db().members.find((row) => row.company_id === acme.id && row.status === 'invited')!;
    const active = api.db().members.find((row) => row.company_id === acme.id && row.status === 'active')!;
    const activate = await api.send(
      'PATCH',
      `/api/admin/members/${invited.id}`,
      { first_name: 'Changed', status: 'active' },
      { accessToken, tenant: acme.id },
    );
    expect(activate.status).toBe(422);
    expect((await activate.json()).errors).toHaveProperty('status');
    expect(invited).toMatchObject({ status: 'invited' });
    expect(invited.first_name).not.toBe('Changed');
    expect(
      (await api.send('PATCH', `/api/admin/members/${active.id}`, { status: 'invited' }, { accessToken, tenant: acme.id })).status,
    ).toBe(422);
    expect(
      (await api.send('PATCH', `/api/admin/members/${invited.id}`, { status: 'suspended' }, { accessToken, tenant: acme.id })).status,
    ).toBe(200);
    expect(
      (await api.send('PATCH', `/api/admin/members/${invited.id}`, { status: 'active' }, { accessToken, tenant: acme.id })).status,
    ).toBe(200);
  });
});

describe('departments: attach administrators', () => {
  it('attaches people to departments (the mirror of detach); the link survives a read', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const department = acmeDepartment();
    const newcomer = api.db().members.find((row) => row.company_id === acme.id && !department.administrator_ids.includes(row.id))!;
    const body = { administrator_ids: [newcomer.id, department.administrator_ids[0]], department_ids: [department.id] };
    expect((await api.send('PATCH', '/api/admin/administrator-department/attach', body, { accessToken, tenant: acme.id })).status).toBe(
      204,
    );
    const read = await (await api.get(`/api/admin/departments/${department.id}`, { accessToken, tenant: acme.id })).json();
    const ids = read.data.administrators.map((admin: { id: number }) => admin.id);
    expect(ids).toContain(newcomer.id);
    expect(new Set(ids).size).toBe(ids.length);

    const detach = { administrator_ids: [newcomer.id], department_ids: [department.id] };
    expect((await api.send('PATCH', '/api/admin/administrator-department/detach', detach, { accessToken, tenant: acme.id })).status).toBe(
      204,
    );
    expect(api.db().departments.find((row) => row.id === department.id)?.administrator_ids).not.toContain(newcomer.id);
  });

  it("answers 422 for another company's department or person and changes nothing; 403 without update departments", async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const foreignDepartment = api.db().departments.find((row) => row.company_id === desertLogistics.id)!;
    const foreignMember = api.db().members.find((row) => row.company_id === desertLogistics.id)!;
    const before = JSON.stringify(api.db().departments);
    const body = { administrator_ids: [foreignMember.id], department_ids: [acmeDepartment().id, foreignDepartment.id] };
    const response = await api.send('PATCH', '/api/admin/administrator-department/attach', body, { accessToken, tenant: acme.id });
    expect(response.status).toBe(422);
    expect(Object.keys((await response.json()).errors).sort()).toEqual(['administrator_ids', 'department_ids']);
    expect(JSON.stringify(api.db().departments)).toBe(before);
    const viewer = await api.accessToken(SEEDED_ACCOUNTS.member);
    const attach = {
      administrator_ids: [api.db().members.find((row) => row.company_id === acme.id)!.id],
      department_ids: [acmeDepartment().id],
    };
    expect(
      (await api.send('PATCH', '/api/admin/administrator-department/attach', attach, { accessToken: viewer, tenant: acme.id })).status,
    ).toBe(403);
  });
});
