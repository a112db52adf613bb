import { describe, expect, it } from 'vitest';
import { SEEDED_ACCOUNTS, SEEDED_COMPANIES } from '../../server/mock-api/index.ts';
import { useTestServer } from './mockServer.ts';

const [acme, desertLogistics] = SEEDED_COMPANIES;

const api = useTestServer();

const acmeRole = (name: string) => api.db().roles.find((row) => row.company_id === acme.id && row.name === name)!;
const asAcme = (accessToken: string) => ({ accessToken, tenant: acme.id });

describe('roles: create, update, delete', () => {
  it('creates a role with permissions by name, renames it and replaces its permissions; reads agree', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const created = await api.send(
      'POST',
      '/api/admin/roles',
      { name: 'Travel Desk', permissions: ['read cards', 'quick actions'] },
      asAcme(accessToken),
    );
    expect(created.status).toBe(201);
    const role = (await created.json()).data;
    expect(role).toMatchObject({ name: 'Travel Desk', system: false });
    expect(role.permissions.map((permission: { name: string }) => permission.name).sort()).toEqual(['quick actions', 'read cards']);

    const updated = await api.send(
      'PUT',
      `/api/admin/roles/${role.id}`,
      { name: 'Travel', permissions: ['read expenses'] },
      asAcme(accessToken),
    );
    expect(updated.status).toBe(200);
    const listed = await (await api.get('/api/admin/roles?search=travel', asAcme(accessToken))).json();
    expect(listed.data).toEqual([
      expect.objectContaining({ id: role.id, name: 'Travel', permissions: [expect.objectContaining({ name: 'read expenses' })] }),
    ]);

    expect((await api.send('DELETE', `/api/admin/roles/${role.id}`, undefined, asAcme(accessToken))).status).toBe(204);
    expect(api.db().roles.some((row) => row.id === role.id)).toBe(false);
  });

  it('answers 422 for unknown permission names or a taken name; nothing changes', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const count = api.db().roles.length;
    const unknown = await api.send(
      'POST',
      '/api/admin/roles',
      { name: 'New', permissions: ['read cards', 'fly planes'] },
      asAcme(accessToken),
    );
    expect(unknown.status).toBe(422);
    expect((await unknown.json()).errors.permissions[0]).toContain('fly planes');
    const taken = await api.send('POST', '/api/admin/roles', { name: 'viewer' }, asAcme(accessToken));
    expect(taken.status).toBe(422);
    expect((await taken.json()).errors).toHaveProperty('name');
    expect(api.db().roles.length).toBe(count);
  });

  it('refuses to edit or delete a system role (403 with a message), even for the firm admin', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const owner = acmeRole('Owner');
    const edit = await api.send('PUT', `/api/admin/roles/${owner.id}`, { name: 'Boss' }, asAcme(accessToken));
    expect(edit.status).toBe(403);
    expect((await edit.json()).message).toBe('System roles are read-only: they cannot be changed or deleted.');
    expect((await api.send('DELETE', `/api/admin/roles/${owner.id}`, undefined, asAcme(accessToken))).status).toBe(403);
    expect(acmeRole('Owner').name).toBe('Owner');
  });

  it('refuses to delete a role someone holds (422 on role)', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const viewer = acmeRole('Viewer');
    const response = await api.send('DELETE', `/api/admin/roles/${viewer.id}`, undefined, asAcme(accessToken));
    expect(response.status).toBe(422);
    expect((await response.json()).errors.role[0]).toMatch(/^This role is held by \d+ (person|people)/);
    expect(api.db().roles.some((row) => row.id === viewer.id)).toBe(true);
  });

  it("answers 404 for another company's role and 403 to the manager without delete roles", async () => {
    const admin = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const foreign = api.db().roles.find((row) => row.company_id === desertLogistics.id && !row.system)!;
    expect((await api.send('PUT', `/api/admin/roles/${foreign.id}`, { name: 'Mine' }, asAcme(admin))).status).toBe(404);
    expect((await api.send('DELETE', `/api/admin/roles/${foreign.id}`, undefined, asAcme(admin))).status).toBe(404);
    // Finance Manager in Acme: everything but deletes.
    const manager = await api.accessToken(SEEDED_ACCOUNTS.manager);
    const created = await (await api.send('POST', '/api/admin/roles', { name: 'Temp' }, asAcme(manager))).json();
    expect((await api.send('DELETE', `/api/admin/roles/${created.data.id}`, undefined, asAcme(manager))).status).toBe(403);
  });
});

describe('administrators (Users)', () => {
  it('lists people holding roles, main role first, with their departments', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const response = await api.get('/api/admin/administrators?per_page=100', asAcme(accessToken));
    expect(response.status).toBe(200);
    const { data, meta } = await response.json();
    expect(meta.total).toBe(api.db().members.filter((row) => row.company_id === acme.id && row.role_ids.length > 0).length);
    const multiRole = data.find((admin: { roles: unknown[] }) => admin.roles.length > 1);
    expect(multiRole.roles.map((role: { name: string }) => role.name)).toEqual(['Finance Manager', 'Viewer']);
    const departmentAdmin = api.db().departments.find((row) => row.company_id === acme.id)!.administrator_ids[0];
    expect(data.find((admin: { id: number }) => admin.id === departmentAdmin).department_ids.length).toBeGreaterThan(0);
  });

  it('invites a user with roles and departments, replaces the roles, and removes the user with their links', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const department = api.db().departments.find((row) => row.company_id === acme.id)!;
    const body = {
      first_name: 'Sara',
      last_name: 'Nasser',
      email: 'sara.nasser@acme.example.com',
      role_ids: [acmeRole('Viewer').id],
      department_ids: [department.id],
    };
    const created = await api.send('POST', '/api/admin/administrators', body, asAcme(accessToken));
    expect(created.status).toBe(201);
    const admin = (await created.json()).data;
    expect(admin).toMatchObject({ status: 'invited', roles: [{ name: 'Viewer' }], department_ids: [department.id] });

    const roles = await api.send(
      'PUT',
      `/api/admin/administrators/${admin.id}/roles`,
      { role_ids: [acmeRole('Card Operator').id, acmeRole('Viewer').id] },
      asAcme(accessToken),
    );
    expect(roles.status).toBe(200);
    const listed = await (await api.get('/api/admin/administrators?search=sara', asAcme(accessToken))).json();
    expect(listed.data[0].roles.map((role: { name: string }) => role.name)).toEqual(['Card Operator', 'Viewer']);

    expect((await api.send('DELETE', `/api/admin/administrators/${admin.id}`, undefined, asAcme(accessToken))).status).toBe(204);
    expect(api.db().departments.find((row) => row.id === department.id)?.administrator_ids).not.toContain(admin.id);
    expect((await (await api.get('/api/admin/administrators?search=sara', asAcme(accessToken))).json()).meta.total).toBe(0);
    expect((await api.send('DELETE', `/api/admin/administrators/${admin.id}`, undefined, asAcme(accessToken))).status).toBe(404);
  });

  it('answers 422 for a taken e-mail or a foreign role, 404 for a foreign person, 403 without the permission', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const existing = api.db().members.find((row) => row.company_id === acme.id)!;
    const foreignRole = api.db().roles.find((row) => row.company_id === desertLogistics.id)!;
    const count = api.db().members.length;
    const body = { first_name: 'A', last_name: 'B', email: existing.email, role_ids: [foreignRole.id] };
    const invalid = await api.send('POST', '/api/admin/administrators', body, asAcme(accessToken));
    expect(invalid.status).toBe(422);
    expect(Object.keys((await invalid.json()).errors).sort()).toEqual(['email', 'role_ids']);
    expect(api.db().members.length).toBe(count);

    const foreignPerson = api.db().members.find((row) => row.company_id === desertLogistics.id && row.role_ids.length > 0)!;
    expect(
      (
        await api.send(
          'PUT',
          `/api/admin/administrators/${foreignPerson.id}/roles`,
          { role_ids: [acmeRole('Viewer').id] },
          asAcme(accessToken),
        )
      ).status,
    ).toBe(404);
    expect((await api.send('DELETE', `/api/admin/administrators/${foreignPerson.id}`, undefined, asAcme(accessToken))).status).toBe(404);

    const manager = await api.accessToken(SEEDED_ACCOUNTS.manager);
    const acmeAdmin = api.db().members.find((row) => row.company_id === acme.id && row.role_ids.length > 0)!;
    expect((await api.send('DELETE', `/api/admin/administrators/${acmeAdmin.id}`, undefined, asAcme(manager))).status).toBe(403);
    expect(api.db().members.find((row) => row.id === acmeAdmin.id)?.role_ids.length).toBeGreaterThan(0);
  });
});

describe("administrators are the accounts' people: a change on the Users page changes what the account may do", () => {
  const managerInAcme = () => api.db().members.find((row) => row.company_id === acme.id && row.email === SEEDED_ACCOUNTS.manager)!;

  it('lists the manager among the users of Acme with the role it signs in with', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const listed = await (
      await api.get(`/api/admin/administrators?search=${encodeURIComponent(SEEDED_ACCOUNTS.manager)}`, asAcme(accessToken))
    ).json();
    expect(listed.data).toEqual([
      expect.objectContaining({ email: SEEDED_ACCOUNTS.manager, roles: [expect.objectContaining({ name: 'Finance Manager' })] }),
    ]);
    const manager = await api.accessToken(SEEDED_ACCOUNTS.manager);
    const me = await (await api.get('/api/admin/me', asAcme(manager))).json();
    expect(me.data.roles.map((role: { name: string }) => role.name)).toEqual(['Finance Manager']);
  });

  it('new roles take effect at once: Viewer only, then the manager can no longer invite people', async () => {
    const admin = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const manager = await api.accessToken(SEEDED_ACCOUNTS.manager);
    const invite = { first_name: 'Role', last_name: 'Check', email: 'role.check@acme.example.com' };
    const roles = await api.send(
      'PUT',
      `/api/admin/administrators/${managerInAcme().id}/roles`,
      { role_ids: [acmeRole('Viewer').id] },
      asAcme(admin),
    );
    expect(roles.status).toBe(200);
    expect((await api.send('POST', '/api/admin/members/invite', invite, asAcme(manager))).status).toBe(403);
    const me = await (await api.get('/api/admin/me', asAcme(manager))).json();
    expect(me.data.roles.map((role: { name: string }) => role.name)).toEqual(['Viewer']);

    await api.send(
      'PUT',
      `/api/admin/administrators/${managerInAcme().id}/roles`,
      { role_ids: [acmeRole('Finance Manager').id] },
      asAcme(admin),
    );
    expect((await api.send('POST', '/api/admin/members/invite', invite, asAcme(manager))).status).toBe(201);
  });

  it('a deleted user keeps the company but holds no permission; a suspended or removed person loses the company', async () => {
    const admin = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const manager = await api.accessToken(SEEDED_ACCOUNTS.manager);
    expect((await api.send('DELETE', `/api/admin/administrators/${managerInAcme().id}`, undefined, asAcme(admin))).status).toBe(204);
    expect((await api.get('/api/admin/cards', asAcme(manager))).status).toBe(403);
    expect((await (await api.get('/api/admin/me', asAcme(manager))).json()).data.roles).toEqual([]);

    expect((await api.send('PATCH', `/api/admin/members/${managerInAcme().id}`, { status: 'suspended' }, asAcme(admin))).status).toBe(200);
    const companies = await (await api.get('/api/admin/sub-tenants', { accessToken: manager })).json();
    expect(companies.data.map((company: { id: string }) => company.id)).not.toContain(acme.id);
    expect((await api.get('/api/admin/me', asAcme(manager))).status).toBe(403);

    expect((await api.send('DELETE', `/api/admin/members/${managerInAcme().id}`, undefined, asAcme(admin))).status).toBe(204);
    expect((await api.get('/api/admin/sub-tenants', { accessToken: manager })).status).toBe(200);
    expect((await api.get('/api/admin/cards', { accessToken: manager, tenant: desertLogistics.id })).status).toBe(200);
  });
});

describe('inviting a user creates the account that accepts the invitation', () => {
  it('e-mails a verify link; until it is used the account cannot sign in; afterwards it signs in with the roles and the person is active', async () => {
    const admin = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const email = 'new.user@acme.example.com';
    const created = await api.send(
      'POST',
      '/api/admin/administrators',
      { first_name: 'New', last_name: 'User', email, role_ids: [acmeRole('Viewer').id] },
      asAcme(admin),
    );
    expect(created.status).toBe(201);
    const person = (await created.json()).data;
    expect(person.status).toBe('invited');

    const [mail] = (await (await api.get(`/__mock/outbox?email=${encodeURIComponent(email)}`)).json()).data;
    expect(mail).toMatchObject({ kind: 'administrator_invitation', email });
    expect(mail.link).toMatch(/^\/administrator-verify-account\?token=inv_/);
    const password = 'Welcome2026go';
    expect((await api.token({ grant_type: 'password', username: email, password })).status).toBe(400);

    const verified = await api.send('POST', '/api/admin/administrators/verify', {
      token: mail.token,
      password,
      password_confirmation: password,
    });
    expect(verified.status).toBe(200);
    const tokens = await api.signIn(email, password);
    const me = await (await api.get('/api/admin/me', asAcme(tokens.access_token))).json();
    expect(me.data).toMatchObject({ user_type: 'tenant_specific', roles: [expect.objectContaining({ name: 'Viewer' })] });
    const companies = await (await api.get('/api/admin/sub-tenants', { accessToken: tokens.access_token })).json();
    expect(companies.data.map((company: { id: string }) => company.id)).toEqual([acme.id]);

    const listed = await (await api.get(`/api/admin/administrators?search=${encodeURIComponent(email)}`, asAcme(admin))).json();
    expect(listed.data).toEqual([expect.objectContaining({ id: person.id, status: 'active' })]);
  });

  it('links an existing account without mailing it: the member account now also opens Desert Logistics', async () => {
    const admin = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const viewer = api.db().roles.find((row) => row.company_id === desertLogistics.id && row.name === 'Viewer')!;
    const body = { first_name: 'Maya', last_name: 'Member', email: SEEDED_ACCOUNTS.member, role_ids: [viewer.id] };
    expect((await api.send('POST', '/api/admin/administrators', body, { accessToken: admin, tenant: desertLogistics.id })).status).toBe(
      201,
    );
    expect((await (await api.get(`/__mock/outbox?email=${encodeURIComponent(SEEDED_ACCOUNTS.member)}`)).json()).data).toEqual([]);
    const member = await api.accessToken(SEEDED_ACCOUNTS.member);
    const companies = await (await api.get('/api/admin/sub-tenants', { accessToken: member })).json();
    expect(companies.data.map((company: { id: string }) => company.id).sort()).toEqual([acme.id, desertLogistics.id].sort());
  });
});
