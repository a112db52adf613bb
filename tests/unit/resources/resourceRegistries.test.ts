import { describe, expect, it } from 'vitest';
import { ROUTE_CATALOGUE } from '../../../src/app/routeCatalogue';
import { ALL_PERMISSIONS } from '../../../src/domain/permissionNames';
import { permissionPlace, permissionRowKey, permissionWordsKey } from '../../../src/domain/permissionWords';
import { RESOURCE_DECLARATIONS } from '../../../src/domain/resources';
import { catalogueDeclaration, arabicNoun } from '../../../src/domain/resources/resourceDeclaration';
import { ar } from '../../../src/i18n/ar';
import { en } from '../../../src/i18n/en';
import { RESOURCE_PERMISSIONS } from '../../../src/providers/access/accessRules';
import { RESOURCE_MANIFESTS } from '../../../src/resources';
import { ROLE_TEMPLATES } from '../../../server/mock-api/store/seed/roles';
import { registryGaps, type RegistryView } from '../../support/registryGaps';

/**
 * Issue 34 item 1: what a new resource could forget fails a test. A resource without an access rule is open
 * to every member of the company in the app (nothing asks for a permission): each such resource is named
 * here with why, and a new one fails until it has a rule (its declaration in src/domain/resources/) or a reason.
 */
const OPEN_TO_EVERY_MEMBER: Readonly<Record<string, string>> = {
  mailbox:
    "the company's mailbox is read by every member of the company (the mock asks for membership only); " +
    'classifying an e-mail asks for organize classifications by name',
};

const APP: RegistryView = {
  resources: RESOURCE_MANIFESTS.map((manifest) => ({ name: manifest.name, views: Object.keys(manifest.views ?? {}) })),
  openToEveryMember: OPEN_TO_EVERY_MEMBER,
  accessRules: RESOURCE_PERMISSIONS,
  declarations: RESOURCE_DECLARATIONS,
  permissions: ALL_PERMISSIONS,
  permissionPlace,
  wordsKey: permissionWordsKey,
  rowKey: permissionRowKey,
  roles: ROLE_TEMPLATES,
  routeIds: ROUTE_CATALOGUE.map((route) => route.id),
  en,
  ar,
};

describe('the registries a resource joins', () => {
  it('hold every piece of every resource: access rules, texts in both languages, permission words and grants, route texts', () => {
    expect(registryGaps(APP)).toEqual([]);
  });

  it('name only resources without a rule as open to every member', () => {
    const ruled = Object.keys(OPEN_TO_EVERY_MEMBER).filter((name) => RESOURCE_PERMISSIONS[name]?.list);
    expect(ruled).toEqual([]);
  });

  it('declare every resource with a rule in src/domain/resources/ (its rules, permissions and, for a catalogue, its Arabic noun)', () => {
    const declared = new Set(RESOURCE_DECLARATIONS.map((declaration) => declaration.resource));
    const ruled = RESOURCE_MANIFESTS.map((manifest) => manifest.name).filter((name) => !(name in OPEN_TO_EVERY_MEMBER));
    expect(ruled.filter((name) => !declared.has(name))).toEqual([]);
  });
});

describe('a resource that forgets a piece', () => {
  const widgets = catalogueDeclaration({
    resource: 'widgets',
    order: 999,
    permissionNoun: 'widgets',
    row: 'widgets',
    arabicNoun: arabicNoun('widget', 'أداة', 'الأداة', 'هذه الأداة', 'أداة أخرى', true),
  });
  const withWidgets = (change: Partial<RegistryView>): RegistryView => ({
    ...APP,
    resources: [...APP.resources, { name: 'widgets', views: ['list', 'create', 'edit'] }],
    ...change,
  });

  it('is named for each piece it lacks: access rule, texts, permissions, route texts', () => {
    const gaps = registryGaps(withWidgets({ routeIds: [...APP.routeIds, 'widgets'] }));
    expect(gaps).toEqual(
      expect.arrayContaining([
        'resource widgets: no access rule for list',
        'resource widgets: no access rule for create',
        'resource widgets: no English text (resources.widgets.name)',
        'resource widgets: no Arabic text (resources.widgets.name)',
        'route widgets: no English text (spendboard.shell.routes.widgets.label)',
        'route widgets: no Arabic text (spendboard.shell.routes.widgets.description)',
      ]),
    );
  });

  it('is named when its permissions have no words, no place, no group or no grant', () => {
    const permissions = [...APP.permissions, 'read widgets'];
    const gaps = registryGaps(
      withWidgets({
        accessRules: { ...APP.accessRules, widgets: widgets.access },
        declarations: [...APP.declarations, widgets],
        permissions,
      }),
    );
    expect(gaps).toEqual(
      expect.arrayContaining([
        'resource widgets: its create rule names create widgets, which no role can hold',
        'permission read widgets: no place in the role editor',
        'permission create widgets: declared by widgets but in no group',
        'permission read widgets: not granted to Viewer',
        'permission read widgets: no seeded role holds it',
      ]),
    );
  });

  it('is named when a permission has its place but no words in Arabic', () => {
    const place = (name: string) => (name === 'read tags' ? { row: 'tags', column: 'view', known: true } : permissionPlace(name));
    const arabicWithout = { ...ar, spendboard: { ...(ar.spendboard as object), permissions: { rows: {}, words: {} } } };
    const gaps = registryGaps({ ...APP, permissionPlace: place, ar: arabicWithout });
    expect(gaps).toContain('permission read tags: no Arabic text (spendboard.permissions.words.read_tags)');
    expect(gaps).toContain("permission read tags's row: no Arabic text (spendboard.permissions.rows.tags)");
  });

  it('is named when it declares nothing, declares a name another declaration has, or a name has no declaration', () => {
    const empty = { resource: 'widgets', order: 999, permissions: [], access: {} };
    const twice = { ...widgets, resource: 'gadgets', permissions: widgets.permissions.slice(0, 1) };
    const gaps = registryGaps({
      ...APP,
      declarations: [...APP.declarations, widgets, twice, empty],
      permissions: [...APP.permissions, 'read gizmos'],
    });
    expect(gaps).toEqual(
      expect.arrayContaining([
        'declaration widgets: declares no permission and no access rule',
        'permission read widgets: declared by widgets and gadgets',
        'declaration widgets: declared twice',
        'permission read gizmos: no declaration declares it',
      ]),
    );
  });
});
