import { describe, expect, it } from 'vitest';
import { SEEDED_ACCOUNTS, SEEDED_COMPANIES } from '../../server/mock-api/index.ts';
import { useTestServer } from './mockServer.ts';

/**
 * Issue 20 item 6: grants have a ceiling. The manager is Finance Manager in Acme (everything but
 * the three deletes) and may manage roles and users; the firm's deny list switches off
 * `update_card_currency` and `transfer_from_company_to_card`, so he may not grant those either.
 */
const [acme] = SEEDED_COMPANIES;
const NOT_HELD = ['delete departments', 'delete roles', 'delete administrators'];
const DENIED = ['update_card_currency', 'transfer_from_company_to_card'];

const api = useTestServer();

const acmeRole = (name: string) => api.db().roles.find((row) => row.company_id === acme.id && row.name === name)!;
const personOf = (email: string) => api.db().members.find((row) => row.company_id === acme.id && row.email === email)!;
const asAcme = (accessToken: string) => ({ accessToken, tenant: acme.id });
const roleNames = (roleIds: number[]) =>
  api
    .db()
    .roles.filter((role) => roleIds.includes(role.id))
    .map((role) => role.name);
/** A person of Acme who is not one of the seeded accounts and holds no role. */
const otherPerson = () =>
  api.db().members.find((row) => row.company_id === acme.id && row.role_ids.length === 0 && !row.email.endsWith('@example.com'))!;

async function refusal(response: Response): Promise<string> {
  expect(response.status).toBe(403);
  return (await response.json()).message as string;
}

describe('the manager cannot reach permissions he does not hold', () => {
  it('giving himself Owner is 403 naming the permissions; his roles stay', async () => {
    const manager = await api.accessToken(SEEDED_ACCOUNTS.manager);
    const self = personOf(SEEDED_ACCOUNTS.manager);
    const response = await api.send(
      'PUT',
      `/api/admin/administrators/${self.id}/roles`,
      { role_ids: [acmeRole('Owner').id] },
      asAcme(manager),
    );
    const message = await refusal(response);
    for (const name of [...NOT_HELD, ...DENIED]) expect(message).toContain(name);
    expect(roleNames(personOf(SEEDED_ACCOUNTS.manager).role_ids)).toEqual(['Finance Manager']);
    const me = await (await api.get('/api/admin/me', asAcme(manager))).json();
    expect(me.data.roles.map((role: { name: string }) => role.name)).toEqual(['Finance Manager']);
  });

  it('nobody changes his own roles, not even with roles he could grant', async () => {
    const manager = await api.accessToken(SEEDED_ACCOUNTS.manager);
    const self = personOf(SEEDED_ACCOUNTS.manager);
    const ownRoles = [acmeRole('Finance Manager').id, acmeRole('Viewer').id];
    const message = await refusal(
      await api.send('PUT', `/api/admin/administrators/${self.id}/roles`, { role_ids: ownRoles }, asAcme(manager)),
    );
    expect(message).toBe('Nobody can change their own roles: ask another administrator.');
    expect(roleNames(personOf(SEEDED_ACCOUNTS.manager).role_ids)).toEqual(['Finance Manager']);
  });

  it('even an Owner cannot remove himself as a user (that takes his own roles away)', async () => {
    const admin = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const self = personOf(SEEDED_ACCOUNTS.manager);
    await api.send('PUT', `/api/admin/administrators/${self.id}/roles`, { role_ids: [acmeRole('Owner').id] }, asAcme(admin));
    const manager = await api.accessToken(SEEDED_ACCOUNTS.manager);
    const message = await refusal(await api.send('DELETE', `/api/admin/administrators/${self.id}`, undefined, asAcme(manager)));
    expect(message).toBe('Nobody can change their own roles: ask another administrator.');
    expect(roleNames(personOf(SEEDED_ACCOUNTS.manager).role_ids)).toEqual(['Owner']);
  });

  it('creating a role with permissions he lacks is 403 naming them; no role is created', async () => {
    const manager = await api.accessToken(SEEDED_ACCOUNTS.manager);
    const count = api.db().roles.length;
    const body = { name: 'Escalator', permissions: ['read cards', 'delete roles', 'update_card_currency'] };
    const message = await refusal(await api.send('POST', '/api/admin/roles', body, asAcme(manager)));
    expect(message).toContain('delete roles');
    expect(message).toContain('update_card_currency');
    expect(message).not.toContain('read cards');
    expect(api.db().roles.length).toBe(count);
  });

  it('adding a permission he lacks to an existing role is 403; the role keeps its permissions', async () => {
    const manager = await api.accessToken(SEEDED_ACCOUNTS.manager);
    const viewer = acmeRole('Viewer');
    const before = viewer.permissions.map((permission) => permission.name);
    const body = { name: 'Viewer', permissions: [...before, 'delete administrators'] };
    const message = await refusal(await api.send('PUT', `/api/admin/roles/${viewer.id}`, body, asAcme(manager)));
    expect(message).toContain('delete administrators');
    expect(acmeRole('Viewer').permissions.map((permission) => permission.name)).toEqual(before);
  });

  it('a role he made with what he holds still cannot be taken by himself', async () => {
    const manager = await api.accessToken(SEEDED_ACCOUNTS.manager);
    const created = await api.send('POST', '/api/admin/roles', { name: 'Mine', permissions: ['read cards'] }, asAcme(manager));
    expect(created.status).toBe(201);
    const role = (await created.json()).data;
    const self = personOf(SEEDED_ACCOUNTS.manager);
    const roleIds = [...self.role_ids, role.id];
    expect(await refusal(await api.send('PUT', `/api/admin/administrators/${self.id}/roles`, { role_ids: roleIds }, asAcme(manager)))).toBe(
      'Nobody can change their own roles: ask another administrator.',
    );
    expect(personOf(SEEDED_ACCOUNTS.manager).role_ids).not.toContain(role.id);
  });

  it('inviting his own second e-mail as Owner is 403 naming the permissions; no person or account is created', async () => {
    const manager = await api.accessToken(SEEDED_ACCOUNTS.manager);
    const email = 'maya.second@example.com';
    const [members, users] = [api.db().members.length, api.db().users.length];
    const body = { first_name: 'Maya', last_name: 'Haddad', email, role_ids: [acmeRole('Owner').id] };
    const message = await refusal(await api.send('POST', '/api/admin/administrators', body, asAcme(manager)));
    for (const name of [...NOT_HELD, ...DENIED]) expect(message).toContain(name);
    const invited = await refusal(await api.send('POST', '/api/admin/members/invite', body, asAcme(manager)));
    expect(invited).toContain('delete roles');
    expect([api.db().members.length, api.db().users.length]).toEqual([members, users]);
    expect(api.db().users.some((user) => user.email === email)).toBe(false);
  });
});

describe('legitimate grants still work', () => {
  it('the manager creates a role with permissions he holds, gives roles he may grant to others, and invites with them', async () => {
    const manager = await api.accessToken(SEEDED_ACCOUNTS.manager);
    const created = await api.send(
      'POST',
      '/api/admin/roles',
      { name: 'Travel Desk', permissions: ['read cards', 'quick actions'] },
      asAcme(manager),
    );
    expect(created.status).toBe(201);
    const travelDesk = (await created.json()).data;

    const person = otherPerson();
    const roles = await api.send(
      'PUT',
      `/api/admin/administrators/${person.id}/roles`,
      { role_ids: [travelDesk.id, acmeRole('Viewer').id] },
      asAcme(manager),
    );
    expect(roles.status).toBe(200);
    expect(roleNames(api.db().members.find((row) => row.id === person.id)!.role_ids).sort()).toEqual(['Travel Desk', 'Viewer']);

    const invite = { first_name: 'Lina', last_name: 'Saleh', email: 'lina.saleh@acme.example.com', role_ids: [acmeRole('Viewer').id] };
    expect((await api.send('POST', '/api/admin/administrators', invite, asAcme(manager))).status).toBe(201);
    const member = { first_name: 'Rami', last_name: 'Aziz', email: 'rami.aziz@acme.example.com', role_ids: [travelDesk.id] };
    expect((await api.send('POST', '/api/admin/members/invite', member, asAcme(manager))).status).toBe(201);
  });

  it('what a role or a person already has may stay or go: only additions are grants', async () => {
    const admin = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const manager = await api.accessToken(SEEDED_ACCOUNTS.manager);
    const created = await api.send(
      'POST',
      '/api/admin/roles',
      { name: 'Auditor', permissions: ['read roles', 'delete roles'] },
      asAcme(admin),
    );
    const auditor = (await created.json()).data;
    const renamed = await api.send(
      'PUT',
      `/api/admin/roles/${auditor.id}`,
      { name: 'Audit', permissions: ['read roles', 'delete roles', 'read cards'] },
      asAcme(manager),
    );
    expect(renamed.status).toBe(200);
    const narrowed = await api.send(
      'PUT',
      `/api/admin/roles/${auditor.id}`,
      { name: 'Audit', permissions: ['read cards'] },
      asAcme(manager),
    );
    expect(narrowed.status).toBe(200);
    const back = await api.send(
      'PUT',
      `/api/admin/roles/${auditor.id}`,
      { name: 'Audit', permissions: ['read cards', 'delete roles'] },
      asAcme(manager),
    );
    expect(await refusal(back)).toContain('delete roles');

    // A person keeps Owner (given by the firm admin) while the manager adds Viewer, then takes Owner away.
    const person = otherPerson();
    await api.send('PUT', `/api/admin/administrators/${person.id}/roles`, { role_ids: [acmeRole('Owner').id] }, asAcme(admin));
    const kept = await api.send(
      'PUT',
      `/api/admin/administrators/${person.id}/roles`,
      { role_ids: [acmeRole('Owner').id, acmeRole('Viewer').id] },
      asAcme(manager),
    );
    expect(kept.status).toBe(200);
    const removed = await api.send(
      'PUT',
      `/api/admin/administrators/${person.id}/roles`,
      { role_ids: [acmeRole('Viewer').id] },
      asAcme(manager),
    );
    expect(removed.status).toBe(200);
    expect(roleNames(api.db().members.find((row) => row.id === person.id)!.role_ids)).toEqual(['Viewer']);
  });

  it('the firm admin keeps every power: Owner for the manager, a role with every permission, an invitation as Owner', async () => {
    const admin = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const self = personOf(SEEDED_ACCOUNTS.manager);
    const owner = await api.send('PUT', `/api/admin/administrators/${self.id}/roles`, { role_ids: [acmeRole('Owner').id] }, asAcme(admin));
    expect(owner.status).toBe(200);
    expect(roleNames(personOf(SEEDED_ACCOUNTS.manager).role_ids)).toEqual(['Owner']);

    const everything = acmeRole('Owner').permissions.map((permission) => permission.name);
    const created = await api.send('POST', '/api/admin/roles', { name: 'Everything', permissions: everything }, asAcme(admin));
    expect(created.status).toBe(201);
    expect((await created.json()).data.permissions).toHaveLength(everything.length);

    const invite = { first_name: 'Maya', last_name: 'Haddad', email: 'maya.second@example.com', role_ids: [acmeRole('Owner').id] };
    const invited = await api.send('POST', '/api/admin/administrators', invite, asAcme(admin));
    expect(invited.status).toBe(201);
    expect((await invited.json()).data.roles).toEqual([expect.objectContaining({ name: 'Owner' })]);
  });
});
