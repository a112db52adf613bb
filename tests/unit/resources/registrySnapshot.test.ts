import { describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS, PERMISSION_GROUPS } from '../../../src/domain/permissionNames';
import { permissionPlace, permissionRowKey, permissionWordsKey } from '../../../src/domain/permissionWords';
import { ar } from '../../../src/i18n/ar';
import { en } from '../../../src/i18n/en';
import { permissionForAccess, RESOURCE_PERMISSIONS } from '../../../src/providers/access/accessRules';
import { RESOURCE_MANIFESTS } from '../../../src/resources';
import { CATALOGUE_NOUNS } from '../../../server/mock-api/http/arabicNouns';
import { ROLE_TEMPLATES } from '../../../server/mock-api/store/seed/roles';
import { lookup } from '../../support/messageLookup';

/**
 * Issue 34 item 1: moving the registries' hand lists into the resources' declarations changes nothing a
 * person or the mock sees. The snapshot (taken before the move) is every permission name in its group and
 * order, its place in the role editor, its words and row label in English and Arabic, each seeded role's
 * grants, the permission every (resource, action) needs and the mock's Arabic nouns.
 */
const ACTIONS = ['list', 'show', 'create', 'edit', 'delete', 'export', 'import', 'approve', 'sync'] as const;

describe('the permission and access registries', () => {
  it('hold the same permissions, groups and order', () => {
    expect({ groups: PERMISSION_GROUPS, all: ALL_PERMISSIONS }).toMatchSnapshot();
  });

  it('place and word every permission the same way in English and Arabic', () => {
    const described = ALL_PERMISSIONS.map((name) => {
      const place = permissionPlace(name);
      const texts = (catalogue: object) => ({
        words: lookup(catalogue, permissionWordsKey(name)),
        row: lookup(catalogue, permissionRowKey(place.row)),
      });
      return { name, place, en: texts(en), ar: texts(ar) };
    });
    expect(described).toMatchSnapshot();
  });

  it('grant the seeded roles the same permissions', () => {
    const grants = ROLE_TEMPLATES.map(({ name, system, permissions }) => ({ name, system, permissions: [...permissions].sort() }));
    expect(grants).toMatchSnapshot();
  });

  it('ask the same permission for every resource and action', () => {
    const resources = [...new Set([...Object.keys(RESOURCE_PERMISSIONS), ...RESOURCE_MANIFESTS.map((manifest) => manifest.name)])].sort();
    const outcomes = Object.fromEntries(
      resources.map((resource) => [resource, Object.fromEntries(ACTIONS.map((action) => [action, permissionForAccess(resource, action)]))]),
    );
    expect(outcomes).toMatchSnapshot();
  });

  it("name the catalogues' rows with the same Arabic nouns", () => {
    expect(CATALOGUE_NOUNS).toMatchSnapshot();
  });

  it("mount the resources in the order the hand-written list had (the manifests' `order`)", () => {
    expect(RESOURCE_MANIFESTS.map((manifest) => manifest.name)).toEqual([
      'cards',
      'people',
      'departments',
      'expenses',
      'mailbox',
      'roles',
      'users',
      'branches',
      'tags',
      'payment-methods',
      'projects',
      'inventory',
      'purchase-orders',
      'bills',
      'accounting-expenses',
      'accounting-payables',
      'wallet-entries',
      'funding-requests',
      'requests',
      'payroll-runs',
      'payroll-employees',
      'disputes',
      'counterparts',
      'categories',
      'classifications',
      'gl-accounts',
      'tax-rates',
      // Added after the hand-written list: new resources mount last.
      'expense-automations',
    ]);
  });
});
