import { describe, expect, it } from 'vitest';
import { ROUTE_CATALOGUE } from '../../../../src/app/routeCatalogue';
import { accessForPath, refusedPermission } from '../../../../src/layout/access/refusedPermission';

describe('accessForPath', () => {
  it('reads a catalogue page by its own access', () => {
    expect(accessForPath('/settings/roles', ROUTE_CATALOGUE)).toEqual({ resource: 'roles', action: 'list' });
    expect(accessForPath('/cards', ROUTE_CATALOGUE)).toEqual({ resource: 'cards', action: 'list' });
  });

  it('reads react-admin resource views below a page', () => {
    expect(accessForPath('/people/create', ROUTE_CATALOGUE)).toEqual({ resource: 'people', action: 'create' });
    expect(accessForPath('/settings/departments/create', ROUTE_CATALOGUE)).toEqual({ resource: 'departments', action: 'create' });
    expect(accessForPath('/people/12', ROUTE_CATALOGUE)).toEqual({ resource: 'people', action: 'edit' });
    expect(accessForPath('/cards/12/show', ROUTE_CATALOGUE)).toEqual({ resource: 'cards', action: 'show' });
  });

  it('knows nothing of the dashboard', () => {
    expect(accessForPath('/', ROUTE_CATALOGUE)).toBeNull();
  });
});

describe('refusedPermission', () => {
  it('names the permission react-admin asked for', () => {
    expect(refusedPermission('/settings/roles', ROUTE_CATALOGUE)).toBe('read roles');
    expect(refusedPermission('/settings/administrators', ROUTE_CATALOGUE)).toBe('read administrators');
    expect(refusedPermission('/people/create', ROUTE_CATALOGUE)).toBe('invite people');
    expect(refusedPermission('/cards/create', ROUTE_CATALOGUE)).toBe('create cards');
    expect(refusedPermission('/settings/departments/edit/4', ROUTE_CATALOGUE)).toBe('update departments');
  });

  it('names nothing when the page is unknown or needs no permission', () => {
    expect(refusedPermission(null, ROUTE_CATALOGUE)).toBeUndefined();
    expect(refusedPermission('/', ROUTE_CATALOGUE)).toBeUndefined();
    expect(refusedPermission('/my-account', ROUTE_CATALOGUE)).toBeUndefined();
  });
});
