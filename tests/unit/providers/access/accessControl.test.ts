// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALL_PERMISSIONS } from '../../../../src/domain/permissionNames';
import { PERMISSION_RESOURCE, permissionForAccess, RESOURCE_PERMISSIONS } from '../../../../src/providers/access/accessRules';
import { decideAccess, type AccessSubject } from '../../../../src/providers/access/canAccess';
import { clearSessionCookies, COOKIE, writeCookie } from '../../../../src/api/session';
import { forgetDenyList, loadDenyList } from '../../../../src/providers/access/denyList';
import { stubRoutes } from '../../../support/fetchStub';

const role = (...names: string[]) => ({ permissions: names.map((name) => ({ name })) });
const NO_DENIALS = { api: {}, action: {} };

describe('permissionForAccess: react-admin (resource, action) → permission name', () => {
  it('maps list/show/create/edit/delete of the gated resources', () => {
    expect(permissionForAccess('cards', 'list')).toBe('read cards');
    expect(permissionForAccess('cards', 'show')).toBe('read card details');
    expect(permissionForAccess('cards', 'create')).toBe('create cards');
    expect(permissionForAccess('cards', 'edit')).toBe('update cards');
    expect(permissionForAccess('people', 'show')).toBe('read people details');
    expect(permissionForAccess('departments', 'show')).toBe('read department details');
    expect(permissionForAccess('departments', 'delete')).toBe('delete departments');
    expect(permissionForAccess('roles', 'delete')).toBe('delete roles');
    expect(permissionForAccess('expenses', 'export')).toBe('read expenses');
  });

  it('asks for a named permission through the permissions resource', () => {
    expect(permissionForAccess(PERMISSION_RESOURCE, 'read accounting')).toBe('read accounting');
  });

  it('needs no permission for unmapped resources or actions', () => {
    expect(permissionForAccess('sub-tenants', 'list')).toBeNull();
    expect(permissionForAccess('cards', 'clone')).toBeNull();
    expect(permissionForAccess(undefined, 'list')).toBeNull();
  });

  it('only names permissions the product knows', () => {
    const mapped = Object.values(RESOURCE_PERMISSIONS).flatMap((rules) => Object.values(rules));
    expect(mapped.filter((name) => !ALL_PERMISSIONS.includes(name as string))).toEqual([]);
  });
});

describe('decideAccess (spec §6)', () => {
  const manager = (roles: AccessSubject['roles']): AccessSubject => ({ userType: 'multi_company_manager', roles });

  it('allows what any role grants (union of the roles)', () => {
    const subject = manager([role('read cards'), role('read people')]);
    expect(decideAccess({ resource: 'cards', action: 'list' }, subject, NO_DENIALS)).toBe(true);
    expect(decideAccess({ resource: 'people', action: 'list' }, subject, NO_DENIALS)).toBe(true);
    expect(decideAccess({ resource: 'cards', action: 'show' }, subject, NO_DENIALS)).toBe(false);
  });

  it('refuses everything gated when the user has no role in the company', () => {
    expect(decideAccess({ resource: 'cards', action: 'list' }, manager([]), NO_DENIALS)).toBe(false);
  });

  it('firm_admin bypasses role checks but not the deny list', () => {
    const admin: AccessSubject = { userType: 'firm_admin', roles: [] };
    expect(decideAccess({ resource: 'roles', action: 'delete' }, admin, NO_DENIALS)).toBe(true);
    expect(decideAccess({ resource: 'cards', action: 'list' }, admin, { api: {}, action: { 'read cards': true } })).toBe(false);
  });

  it('a globally denied permission is refused even when granted (api or action list)', () => {
    const subject = manager([role('read cards', 'update_card_currency')]);
    expect(
      decideAccess({ resource: PERMISSION_RESOURCE, action: 'update_card_currency' }, subject, {
        api: { update_card_currency: true },
        action: {},
      }),
    ).toBe(false);
    expect(decideAccess({ resource: 'cards', action: 'list' }, subject, { api: {}, action: { 'read cards': true } })).toBe(false);
    expect(decideAccess({ resource: 'cards', action: 'list' }, subject, { api: {}, action: { 'read cards': false } })).toBe(true);
  });

  it('pairs without a rule are allowed', () => {
    expect(decideAccess({ resource: 'organizations', action: 'list' }, manager([]), NO_DENIALS)).toBe(true);
  });
});

describe('loadDenyList', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    forgetDenyList();
    clearSessionCookies();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    clearSessionCookies();
  });

  it('waits for an access token, then retries every 3 s until it loads, once per page load', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let calls = 0;
    const seen = stubRoutes({
      'GET /api/admin/deny-permissions': () => {
        calls += 1;
        return calls === 1
          ? Response.json({ message: 'Server error' }, { status: 500 })
          : Response.json({ data: { api: {}, action: { transfer_from_company_to_card: true } } });
      },
    });
    const loaded = loadDenyList();
    await vi.advanceTimersByTimeAsync(3000);
    expect(seen).toEqual([]);

    writeCookie(COOKIE.accessToken, 'access');
    await vi.advanceTimersByTimeAsync(3000);
    expect(seen).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2999);
    expect(seen).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(loaded).resolves.toEqual({ api: {}, action: { transfer_from_company_to_card: true } });
    expect(seen).toHaveLength(2);
    await loadDenyList();
    expect(seen).toHaveLength(2);
  });
});
