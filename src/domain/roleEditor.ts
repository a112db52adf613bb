/**
 * The role editor's permission matrix: the catalogue grouped by area in a fixed order, and
 * select-all per group. Also which department links change when a user's departments are edited.
 */
import { PERMISSION_GROUPS, type PermissionGroup } from './permissionNames';

export type PermissionOption = { id: number; name: string; group: string };

export type PermissionGroupRows = { group: string; names: string[] };

/** The areas in the order of `PERMISSION_GROUPS`; groups the app does not know come last. */
const GROUP_ORDER = Object.keys(PERMISSION_GROUPS) as PermissionGroup[];

export function groupPermissionOptions(options: readonly PermissionOption[]): PermissionGroupRows[] {
  const byGroup = new Map<string, string[]>();
  for (const option of options) byGroup.set(option.group, [...(byGroup.get(option.group) ?? []), option.name]);
  const rank = (group: string) => {
    const index = GROUP_ORDER.indexOf(group as PermissionGroup);
    return index === -1 ? GROUP_ORDER.length : index;
  };
  return [...byGroup.entries()].sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b)).map(([group, names]) => ({ group, names }));
}

export type GroupSelection = 'all' | 'some' | 'none';

/** Whether a group's select-all box is checked, indeterminate or empty. */
export function groupSelection(selected: readonly string[], groupNames: readonly string[]): GroupSelection {
  const count = groupNames.filter((name) => selected.includes(name)).length;
  if (count === 0) return 'none';
  return count === groupNames.length ? 'all' : 'some';
}

/** Select or clear every permission of a group; the others stay as they are. */
export function setGroup(selected: readonly string[], groupNames: readonly string[], on: boolean): string[] {
  const others = selected.filter((name) => !groupNames.includes(name));
  return on ? [...others, ...groupNames] : others;
}

/** One permission on or off, without duplicates. */
export function togglePermission(selected: readonly string[], name: string, on: boolean): string[] {
  const others = selected.filter((item) => item !== name);
  return on ? [...others, name] : others;
}

/** The departments to attach and to detach to go from `current` to `wanted`. */
export function departmentLinkChanges(current: readonly number[], wanted: readonly number[]) {
  return {
    attach: wanted.filter((id) => !current.includes(id)),
    detach: current.filter((id) => !wanted.includes(id)),
  };
}
