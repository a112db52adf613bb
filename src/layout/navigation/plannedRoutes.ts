/**
 * The routes of spec §2 that no feature serves yet: they are in the sidebar and the search index
 * and open the Not Yet placeholder (or the card-services panel when locked). A feature takes one
 * over by moving its entry into its manifest's `catalogue` (same id): the manifest's entry wins.
 */
import type { CatalogueRoute } from './manifest';

/** Every route of the catalogue is served now; a new planned route goes here until its feature lands. */
export const PLANNED_ROUTES: readonly CatalogueRoute[] = [];

/**
 * Spec §2's order of every catalogue route (sidebar groups, then the search-only routes), served
 * or planned. A manifest entry sits where its id is listed; an id missing here goes last.
 */
export const CATALOGUE_ORDER: readonly string[] = [
  'dashboard',
  'mailbox',
  'bills',
  'expenses',
  'smart_comply',
  'accounting',
  'financial_account',
  'disputes',
  'cards',
  'requests',
  'funds',
  'analytics',
  'reports',
  'administrators',
  'departments',
  'roles',
  'branches',
  'projects',
  'purchase_orders',
  'tags',
  'categories',
  'counterparts',
  'inventory',
  'payment_methods',
  'company_settings',
  'integration',
  'people',
  'payroll',
  'payroll_salary',
  'payroll_bank',
  'payroll_employees',
  'payroll_approvals',
  'payroll_reports',
  'classifications',
  'accounting_settings',
];
