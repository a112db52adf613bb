import { describe, expect, it } from 'vitest';
import { isPersonTab, personTabs } from '../../../src/resources/people/personTabs';
import { departmentTabs, isDepartmentTab } from '../../../src/resources/departments/departmentTabs';

describe('person detail tabs', () => {
  it('routes each tab to /people/{tab}/{pid}', () => {
    expect(personTabs('12', true).map((tab) => tab.path)).toEqual([
      '/people/overview/12',
      '/people/cards/12',
      '/people/transfer/12',
      '/people/expenses/12',
    ]);
  });

  it('hides cards and transfer without card services', () => {
    const hidden = personTabs('12', false)
      .filter((tab) => tab.hidden)
      .map((tab) => tab.path);
    expect(hidden).toEqual(['/people/cards/12', '/people/transfer/12']);
    expect(personTabs('12', true).some((tab) => tab.hidden)).toBe(false);
  });

  it('knows its tab names only', () => {
    expect(isPersonTab('expenses')).toBe(true);
    expect(isPersonTab('edit')).toBe(false);
    expect(isPersonTab(undefined)).toBe(false);
  });
});

describe('department detail tabs', () => {
  it('routes each tab under /settings/departments and labels add-administrators as Users', () => {
    const tabs = departmentTabs('3');
    expect(tabs.map((tab) => tab.path)).toEqual([
      '/settings/departments/overview/3',
      '/settings/departments/information/3',
      '/settings/departments/add-administrators/3',
      '/settings/departments/members/3',
      '/settings/departments/expenses/3',
    ]);
    expect(tabs[2].label).toBe('spendboard.departments.tabs.users');
  });

  it('does not take create or edit for a tab', () => {
    expect(isDepartmentTab('add-administrators')).toBe(true);
    expect(isDepartmentTab('edit')).toBe(false);
    expect(isDepartmentTab('toString')).toBe(false);
  });
});
