import { describe, expect, it } from 'vitest';
import { departmentLinkChanges, groupPermissionOptions, groupSelection, setGroup, togglePermission } from '../../../src/domain/roleEditor';

describe('groupPermissionOptions', () => {
  it('groups by area in the order of the permission names, unknown areas last', () => {
    const rows = groupPermissionOptions([
      { id: 9, name: 'read roles', group: 'roles' },
      { id: 1, name: 'read cards', group: 'cards' },
      { id: 99, name: 'do magic', group: 'wizardry' },
      { id: 2, name: 'create cards', group: 'cards' },
      { id: 5, name: 'read people', group: 'people' },
    ]);
    expect(rows).toEqual([
      { group: 'cards', names: ['read cards', 'create cards'] },
      { group: 'roles', names: ['read roles'] },
      { group: 'people', names: ['read people'] },
      { group: 'wizardry', names: ['do magic'] },
    ]);
  });

  it('is empty for an empty catalogue', () => {
    expect(groupPermissionOptions([])).toEqual([]);
  });
});

describe('group select-all', () => {
  const group = ['read cards', 'create cards'];

  it('is all, some or none', () => {
    expect(groupSelection(['read cards', 'create cards', 'read roles'], group)).toBe('all');
    expect(groupSelection(['create cards'], group)).toBe('some');
    expect(groupSelection(['read roles'], group)).toBe('none');
  });

  it('selects or clears the whole group and keeps the others', () => {
    expect(setGroup(['read roles', 'read cards'], group, true)).toEqual(['read roles', 'read cards', 'create cards']);
    expect(setGroup(['read roles', 'read cards'], group, false)).toEqual(['read roles']);
  });

  it('toggles one permission without duplicates', () => {
    expect(togglePermission(['read cards'], 'read cards', true)).toEqual(['read cards']);
    expect(togglePermission(['read cards', 'read roles'], 'read cards', false)).toEqual(['read roles']);
  });
});

describe('departmentLinkChanges', () => {
  it('attaches the new departments and detaches the removed ones', () => {
    expect(departmentLinkChanges([1, 2], [2, 3])).toEqual({ attach: [3], detach: [1] });
    expect(departmentLinkChanges([4], [4])).toEqual({ attach: [], detach: [] });
  });
});
