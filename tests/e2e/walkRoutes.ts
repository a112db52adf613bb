/**
 * Routes the route walk visits besides those the sidebar and the Admin drawer link: the routes only
 * in the Ctrl+K index (catalogue group `search`) and the tabs of a page. A unit test
 * (tests/unit/layout/routeWalkCoverage.test.ts) fails when a catalogue route is in neither.
 */
export const UNLINKED_ROUTES = [
  '/my-account',
  '/payroll',
  '/payroll/salary-processing',
  '/payroll/employee-management',
  '/payroll/bank-account',
  '/payroll/approvals',
  '/payroll/reports',
  '/settings/accounting-settings',
  '/settings/classifications',
  // The organizations page's tabs (the sidebar links its first).
  '/organizations/team',
  '/organizations/my-portfolio',
  '/organizations/my-approval',
];

/** Catalogue groups the sidebar (AppMenu) and the Admin drawer (AdminMenu) link. */
export const LINKED_GROUPS = ['workbench', 'financial', 'insights', 'admin_users', 'admin_erp', 'admin_general'];

/**
 * Lists whose rows open a detail page (`…/overview/{id}`), read at desktop width before a walk: the
 * walk opens the first record of each and visits every tab, and so for any detail link it meets on
 * the way (one record per kind).
 */
export const DETAIL_LISTS = [
  '/cards',
  '/people',
  '/settings/departments',
  '/bills',
  '/disputes',
  '/requests',
  '/payroll/salary-processing',
];
