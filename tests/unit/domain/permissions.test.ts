import { describe, expect, it } from 'vitest';
import {
  DETAIL_LAYOUT_PERMISSIONS,
  actionDecisions,
  gateOutcome,
  isActionAllowed,
  isAllowed,
  isGloballyDenied,
  mergeRolePermissions,
  type ActionCheck,
} from '../../../src/domain/permissions';
import { ALL_PERMISSIONS } from '../../../src/domain/permissionNames';
import type { Role } from '../../../src/api/schema';

const role = (id: number, ...names: string[]): Role => ({
  id,
  name: `Role ${id}`,
  system: false,
  permissions: names.map((name, i) => ({ id: id * 100 + i, name })),
});

const noDenials = { api: {}, action: {} };

describe('mergeRolePermissions', () => {
  it('is the union of the permissions of every role', () => {
    const merged = mergeRolePermissions([role(1, 'read cards', 'create cards'), role(2, 'read people')]);
    expect([...merged].sort()).toEqual(['create cards', 'read cards', 'read people']);
  });

  it('counts a permission granted by two roles once', () => {
    expect(mergeRolePermissions([role(1, 'read cards'), role(2, 'read cards')]).size).toBe(1);
  });

  it('gives nothing for no roles, null or undefined', () => {
    expect(mergeRolePermissions([]).size).toBe(0);
    expect(mergeRolePermissions(null).size).toBe(0);
    expect(mergeRolePermissions(undefined).size).toBe(0);
  });

  it('does not grant what no role has', () => {
    expect(mergeRolePermissions([role(1, 'read cards')]).has('delete roles')).toBe(false);
  });
});

describe('isGloballyDenied', () => {
  it('refuses a name listed as true under api or action', () => {
    expect(isGloballyDenied('delete departments', { api: { 'delete departments': true }, action: {} })).toBe(true);
    expect(isGloballyDenied('delete departments', { api: {}, action: { 'delete departments': true } })).toBe(true);
  });

  it('does not refuse names that are absent or false', () => {
    expect(isGloballyDenied('read cards', { api: { 'read cards': false }, action: {} })).toBe(false);
    expect(isGloballyDenied('read cards', noDenials)).toBe(false);
    expect(isGloballyDenied('read cards', {})).toBe(false);
  });
});

describe('isActionAllowed', () => {
  const base: ActionCheck = {
    permissionName: 'read cards',
    granted: new Set(['read cards']),
    denyList: noDenials,
    userType: 'multi_company_manager',
  };

  it('allows a granted, not denied action', () => {
    expect(isActionAllowed(base)).toBe('allowed');
  });

  it('denies an action no role grants', () => {
    expect(isActionAllowed({ ...base, permissionName: 'delete roles' })).toBe('denied');
  });

  it('denies a granted action that the deny list refuses (api or action)', () => {
    expect(isActionAllowed({ ...base, denyList: { api: { 'read cards': true }, action: {} } })).toBe('denied');
    expect(isActionAllowed({ ...base, denyList: { api: {}, action: { 'read cards': true } } })).toBe('denied');
  });

  it('is pending (not allowed, no warning) until the deny list has loaded', () => {
    expect(isActionAllowed({ ...base, denyList: undefined })).toBe('pending');
    expect(isActionAllowed({ ...base, denyList: null })).toBe('pending');
  });

  it('is pending until the role permissions have loaded', () => {
    expect(isActionAllowed({ ...base, granted: undefined })).toBe('pending');
    expect(isActionAllowed({ ...base, userType: undefined })).toBe('pending');
  });

  it('defaults to denied when the loaded permission map is empty', () => {
    expect(isActionAllowed({ ...base, granted: new Set() })).toBe('denied');
  });

  it('grants every permission to firm_admin without roles', () => {
    for (const permissionName of ALL_PERMISSIONS) {
      expect(isActionAllowed({ ...base, permissionName, userType: 'firm_admin', granted: new Set() })).toBe('allowed');
    }
    expect(isActionAllowed({ ...base, userType: 'firm_admin', granted: undefined })).toBe('allowed');
  });

  it('still applies the firm-wide deny list to firm_admin', () => {
    const denyList = { api: {}, action: { 'delete departments': true } };
    expect(isActionAllowed({ ...base, permissionName: 'delete departments', userType: 'firm_admin', denyList })).toBe('denied');
  });

  it('does not give tenant_specific users anything their roles lack', () => {
    expect(isActionAllowed({ ...base, userType: 'tenant_specific', permissionName: 'create cards' })).toBe('denied');
  });
});

describe('actionDecisions', () => {
  it('decides each name with the same context', () => {
    expect(
      actionDecisions(['read cards', 'create cards', 'delete departments'], {
        granted: new Set(['read cards', 'delete departments']),
        denyList: { api: {}, action: { 'delete departments': true } },
        userType: 'tenant_specific',
      }),
    ).toEqual({ 'read cards': 'allowed', 'create cards': 'denied', 'delete departments': 'denied' });
  });
});

describe('gateOutcome', () => {
  it('renders allowed content for both gating types', () => {
    expect(gateOutcome('allowed', 'hide')).toBe('render');
    expect(gateOutcome('allowed', 'show_warning')).toBe('render');
  });

  it('hides denied content with hide and shows Access Restricted with show_warning', () => {
    expect(gateOutcome('denied', 'hide')).toBe('nothing');
    expect(gateOutcome('denied', 'show_warning')).toBe('access_restricted');
  });

  it('never flashes the warning while pending', () => {
    expect(gateOutcome('pending', 'hide')).toBe('nothing');
    expect(gateOutcome('pending', 'show_warning')).toBe('nothing');
  });
});

describe('isAllowed', () => {
  it('is true only for allowed', () => {
    expect(isAllowed('allowed')).toBe(true);
    expect(isAllowed('pending')).toBe(false);
    expect(isAllowed('denied')).toBe(false);
  });
});

describe('DETAIL_LAYOUT_PERMISSIONS', () => {
  it('names the read-details permission of each detail layout, all in the catalogue', () => {
    expect(DETAIL_LAYOUT_PERMISSIONS).toEqual({
      cards: 'read card details',
      people: 'read people details',
      departments: 'read department details',
    });
    for (const name of Object.values(DETAIL_LAYOUT_PERMISSIONS)) expect(ALL_PERMISSIONS).toContain(name);
  });
});
