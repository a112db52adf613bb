import { describe, expect, it } from 'vitest';
import { en } from '../../../src/i18n/en';
import { ar } from '../../../src/i18n/ar';
import { PLANNED_ROUTES } from '../../../src/layout/navigation/plannedRoutes';
import { quickActionPage } from '../../../src/layout/navigation/useQuickActionPages';
import { ROUTE_CATALOGUE } from '../../../src/app/routeCatalogue';
import { rankSearchItems } from '../../../src/domain/globalSearch';
import {
  catalogueRoute,
  catalogueRouteFor,
  routeDescriptionKey,
  routeLabelKey,
  routesInGroup,
} from '../../../src/layout/navigation/routeCatalogue';

/** Spec §2, route by route: sidebar groups and the extra routes of the global search index. */
const SPEC_ROUTES = {
  // People joins the work bench (issue 21 item 11); the spec had it in the search index only.
  workbench: ['/', '/mailbox', '/bills', '/expenses', '/smart-comply', '/accounting', '/people'],
  // Payroll's summary joins the financial group (issue 35); the spec had it in the search index only.
  financial: ['/financial-account', '/disputes', '/cards', '/requests', '/funds', '/payroll'],
  // The UAE VAT return joins Insights (issue 35 item 2).
  insights: ['/analytics_and_reports', '/reports', '/reports/vat-return'],
  admin_users: ['/settings/administrators', '/settings/departments', '/settings/roles', '/settings/branches'],
  admin_erp: [
    '/settings/projects',
    '/settings/purchase-orders',
    '/settings/tags',
    '/settings/categories',
    '/settings/counterparts',
    '/settings/inventory',
    '/settings/payment-methods',
    // Coding rules (issue 35 item 9): beside the categories they code to, where a finance admin keeps the books' set-up.
    '/settings/expense-automations',
  ],
  admin_general: ['/settings/company-settings', '/integration'],
  search: [
    '/payroll/salary-processing',
    '/payroll/bank-account',
    '/payroll/employee-management',
    '/payroll/approvals',
    '/payroll/reports',
    '/settings/classifications',
    '/settings/accounting-settings',
  ],
} as const;

const lookup = (catalogue: object, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);

describe('route catalogue', () => {
  it('holds every §2 route exactly once, in its group and order', () => {
    for (const [group, paths] of Object.entries(SPEC_ROUTES)) {
      expect(routesInGroup(ROUTE_CATALOGUE, group as keyof typeof SPEC_ROUTES).map((route) => route.path)).toEqual(paths);
    }
    const allPaths = ROUTE_CATALOGUE.map((route) => route.path);
    expect(new Set(allPaths).size).toBe(allPaths.length);
    expect(allPaths).toHaveLength(Object.values(SPEC_ROUTES).flat().length);
    expect(new Set(ROUTE_CATALOGUE.map((route) => route.id)).size).toBe(ROUTE_CATALOGUE.length);
  });

  it('gives every route an icon, tags and an English and Arabic label and description', () => {
    for (const route of ROUTE_CATALOGUE) {
      expect(route.icon, route.path).toBeTruthy();
      expect(route.tags.length, route.path).toBeGreaterThan(0);
      for (const catalogue of [en, ar]) {
        expect(lookup(catalogue, routeLabelKey(route)), route.path).toEqual(expect.any(String));
        expect(lookup(catalogue, routeDescriptionKey(route)), route.path).toEqual(expect.any(String));
      }
    }
    expect(lookup(ar, routeLabelKey({ id: 'cards' }))).not.toBe(lookup(en, routeLabelKey({ id: 'cards' })));
  });

  it('names the spec labels that differ from the path: Inbox, Funding Requests, Users', () => {
    const label = (path: string) => lookup(en, routeLabelKey(ROUTE_CATALOGUE.find((route) => route.path === path)!));
    expect(label('/mailbox')).toBe('Inbox');
    expect(label('/funds')).toBe('Funding Requests');
    expect(label('/settings/administrators')).toBe('Users');
  });

  it('marks smart comply as AI and the financial account group with the card-services lock', () => {
    expect(ROUTE_CATALOGUE.filter((route) => route.ai).map((route) => route.path)).toEqual(['/smart-comply']);
    // The spec's five card-services routes, not payroll (which needs no card services).
    expect(ROUTE_CATALOGUE.filter((route) => route.cardServicesLock).map((route) => route.path)).toEqual(
      SPEC_ROUTES.financial.filter((path) => path !== '/payroll'),
    );
  });

  it('names only the spec quick actions, planned routes included', () => {
    const actions = new Set([...ROUTE_CATALOGUE, ...PLANNED_ROUTES].flatMap((route) => route.quickActions.map(({ action }) => action)));
    // 'create-automation' is the Expenses route's (a coding rule, issue 35 item 9); Smart Comply offers none.
    expect([...actions].sort()).toEqual(['create', 'create-automation', 'import', 'move-money', 'sync']);
  });

  it('offers quick actions only on built routes, each behind its permission', () => {
    const offering = ROUTE_CATALOGUE.filter((route) => route.quickActions.length > 0);
    expect(offering.map((route) => route.id).sort()).toEqual([
      'accounting',
      'accounting_settings',
      'administrators',
      'bills',
      'branches',
      'cards',
      'categories',
      'classifications',
      'counterparts',
      'departments',
      'expense_automations',
      'expenses',
      'financial_account',
      'funds',
      'inventory',
      'payment_methods',
      'payroll_employees',
      'payroll_salary',
      'people',
      'projects',
      'purchase_orders',
      'requests',
      'roles',
      'tags',
    ]);
    for (const route of offering) for (const quick of route.quickActions) expect(quick.access, `${route.id} ${quick.action}`).toBeDefined();
    expect(catalogueRoute('people', ROUTE_CATALOGUE).quickActions).toEqual([
      { action: 'create', access: { resource: 'people', action: 'create' }, to: '/people/create' },
      { action: 'import', access: { resource: 'people', action: 'create' } },
    ]);
    expect(PLANNED_ROUTES.find((route) => route.id === 'smart_comply')).toBeUndefined();
    expect(catalogueRoute('smart_comply', ROUTE_CATALOGUE).quickActions).toEqual([]);
  });

  it('sends a create chip to the create page of cards, people and departments; other actions stay on their page', () => {
    expect(quickActionPage(ROUTE_CATALOGUE, '/cards', '?action=create')).toBe('/cards/create');
    expect(quickActionPage(ROUTE_CATALOGUE, '/people', '?action=create')).toBe('/people/create');
    expect(quickActionPage(ROUTE_CATALOGUE, '/settings/departments', '?action=create')).toBe('/settings/departments/create');
    expect(quickActionPage(ROUTE_CATALOGUE, '/people', '?action=import')).toBeUndefined();
    // The Expenses route's create-automation opens the new coding rule form on the rules' page.
    expect(quickActionPage(ROUTE_CATALOGUE, '/expenses', '?action=create-automation')).toBe('/settings/expense-automations?action=create');
    expect(quickActionPage(ROUTE_CATALOGUE, '/settings/roles', '?action=create')).toBeUndefined();
    expect(quickActionPage(ROUTE_CATALOGUE, '/cards', '')).toBeUndefined();
    expect(quickActionPage(ROUTE_CATALOGUE, '/cards/overview/1', '?action=create')).toBeUndefined();
  });

  it('finds the VAT return first for "vat" in English and Arabic texts alike (issue 35 item 2)', () => {
    for (const catalogue of [en, ar]) {
      const items = ROUTE_CATALOGUE.map((route) => ({
        path: route.path,
        label: String(lookup(catalogue, routeLabelKey(route))),
        description: String(lookup(catalogue, routeDescriptionKey(route))),
        tags: route.tags,
      }));
      expect(rankSearchItems(items, 'vat')[0]?.item.path).toBe('/reports/vat-return');
    }
  });

  it('finds the route a location belongs to, the longest path first', () => {
    expect(catalogueRouteFor('/payroll/reports', ROUTE_CATALOGUE)?.id).toBe('payroll_reports');
    expect(catalogueRouteFor('/reports/vat-return', ROUTE_CATALOGUE)?.id).toBe('vat_return');
    expect(catalogueRouteFor('/reports', ROUTE_CATALOGUE)?.id).toBe('reports');
    expect(catalogueRouteFor('/payroll/unknown', ROUTE_CATALOGUE)?.id).toBe('payroll');
    expect(catalogueRouteFor('/bills/12/edit', ROUTE_CATALOGUE)?.id).toBe('bills');
    expect(catalogueRouteFor('/', ROUTE_CATALOGUE)?.id).toBe('dashboard');
    expect(catalogueRouteFor('/billsx', ROUTE_CATALOGUE)).toBeUndefined();
    expect(catalogueRouteFor('/nowhere', ROUTE_CATALOGUE)).toBeUndefined();
  });
});
