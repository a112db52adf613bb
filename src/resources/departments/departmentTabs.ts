import type { DetailTab } from '../../layout/detail/detailTabs';
import { departmentPaths } from './paths';

export const DEPARTMENTS_PATH = departmentPaths.list;

/** Route segment → i18n label key of the tab (the add-administrators tab is labelled Users). */
const TAB_LABELS = {
  overview: 'overview',
  information: 'information',
  'add-administrators': 'users',
  members: 'members',
  expenses: 'expenses',
} as const;

export type DepartmentTab = keyof typeof TAB_LABELS;

export const isDepartmentTab = (tab: string | undefined): tab is DepartmentTab => Object.hasOwn(TAB_LABELS, tab ?? '');

export function departmentTabs(id: string): DetailTab[] {
  return (Object.keys(TAB_LABELS) as DepartmentTab[]).map((tab) => ({
    label: `spendboard.departments.tabs.${TAB_LABELS[tab]}`,
    path: departmentPaths.tab(tab, id),
  }));
}
