import { describe, expect, it } from 'vitest';
import { accessForPath, refusedPermission } from '../../../../src/layout/access/refusedPermission';

describe('accessForPath', () => {
  it('reads a catalogue page by its own access', () => {
    expect(accessForPath('/settings/roles')).toEqual({ resource: 'roles', action: 'list' });
    expect(accessForPath('/cards')).toEqual({ resource: 'cards', action: 'list' });
  });

  it('reads react-admin resource views below a page', () => {
    expect(accessForPath('/people/create')).toEqual({ resource: 'people', action: 'create' });
    expect(accessForPath('/settings/departments/create')).toEqual({ resource: 'departments', action: 'create' });
    expect(accessForPath('/people/12')).toEqual({ resource: 'people', action: 'edit' });
    expect(accessForPath('/cards/12/show')).toEqual({ resource: 'cards', action: 'show' });
  });

  it('knows nothing of the dashboard', () => {
    expect(accessForPath('/')).toBeNull();
  });
});

describe('refusedPermission', () => {
  it('names the permission react-admin asked for', () => {
    expect(refusedPermission('/settings/roles')).toBe('read roles');
    expect(refusedPermission('/settings/administrators')).toBe('read administrators');
    expect(refusedPermission('/people/create')).toBe('invite people');
    expect(refusedPermission('/cards/create')).toBe('create cards');
    expect(refusedPermission('/settings/departments/edit/4')).toBe('update departments');
  });

  it('names nothing when the page is unknown or needs no permission', () => {
    expect(refusedPermission(null)).toBeUndefined();
    expect(refusedPermission('/')).toBeUndefined();
    expect(refusedPermission('/my-account')).toBeUndefined();
  });
});
