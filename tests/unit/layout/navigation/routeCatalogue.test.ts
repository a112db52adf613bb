import { describe, expect, it } from 'vitest';
import { en } from '../../../../src/i18n/en';
import { ar } from '../../../../src/i18n/ar';
import {
  catalogueRouteFor,
  ROUTE_CATALOGUE,
  routeDescriptionKey,
  routeLabelKey,
  routesInGroup,
} from '../../../../src/layout/navigation/routeCatalogue';

/** Spec §2, route by route: sidebar groups and the extra routes of the global search index. */
const SPEC_ROUTES = {
  workbench: ['/', '/mailbox', '/bills', '/expenses', '/smart-comply', '/accounting'],
  financial: ['/financial-account', '/disputes', '/cards', '/requests', '/funds'],
  insights: ['/analytics_and_reports', '/reports'],
  admin_users: ['/settings/administrators', '/settings/departments', '/settings/roles', '/settings/branches'],
  admin_erp: [
    '/settings/projects',
    '/settings/purchase-orders',
    '/settings/tags',
    '/settings/categories',
    '/settings/counterparts',
    '/settings/inventory',
    '/settings/payment-methods',
  ],
  admin_general: ['/settings/company-settings', '/integration'],
  search: [
    '/people',
    '/payroll',
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
    expect(ROUTE_CATALOGUE.filter((route) => route.cardServicesLock).map((route) => route.path)).toEqual(SPEC_ROUTES.financial);
  });

  it('offers only the spec quick actions', () => {
    const actions = new Set(ROUTE_CATALOGUE.flatMap((route) => route.quickActions));
    expect([...actions].sort()).toEqual(['create', 'create-automation', 'import', 'move-money', 'sync']);
  });

  it('finds the route a location belongs to, the longest path first', () => {
    expect(catalogueRouteFor('/payroll/reports')?.id).toBe('payroll_reports');
    expect(catalogueRouteFor('/payroll/unknown')?.id).toBe('payroll');
    expect(catalogueRouteFor('/bills/12/edit')?.id).toBe('bills');
    expect(catalogueRouteFor('/')?.id).toBe('dashboard');
    expect(catalogueRouteFor('/billsx')).toBeUndefined();
    expect(catalogueRouteFor('/nowhere')).toBeUndefined();
  });
});
