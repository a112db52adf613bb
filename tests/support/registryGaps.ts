import type { ResourceDeclaration, AccessRules } from '../../src/domain/resources/resourceDeclaration';
import { lookup } from './messageLookup';

/**
 * What a resource could forget in the registries it joins (issue 34 item 1), as a list of readable gaps:
 * tests/unit/resources/resourceRegistries.test.ts expects none for the app, and shows that a resource left
 * without one of its pieces is named.
 */
export type RegistryView = {
  /** The manifests' resources and the views each mounts. */
  resources: readonly { name: string; views: readonly string[] }[];
  /** Resources open to every member of the company, with why. */
  openToEveryMember: Readonly<Record<string, string>>;
  accessRules: Readonly<Record<string, AccessRules>>;
  declarations: readonly ResourceDeclaration[];
  permissions: readonly string[];
  permissionPlace: (name: string) => { row: string; column: string; known: boolean };
  wordsKey: (name: string) => string;
  rowKey: (row: string) => string;
  roles: readonly { name: string; permissions: readonly string[] }[];
  /** The route catalogue's ids (sidebar and Ctrl+K entries). */
  routeIds: readonly string[];
  /** The English catalogue, and the Arabic one with no English fallback. */
  en: object;
  ar: object;
};

const ARABIC = /[\u0600-\u06FF]/;

function textGaps(view: RegistryView, key: string, what: string): string[] {
  const gaps: string[] = [];
  if (!lookup(view.en, key)) gaps.push(`${what}: no English text (${key})`);
  if (!ARABIC.test(lookup(view.ar, key) ?? '')) gaps.push(`${what}: no Arabic text (${key})`);
  return gaps;
}

function resourceGaps(view: RegistryView): string[] {
  return view.resources.flatMap(({ name, views }) => {
    const rules = view.accessRules[name];
    const open = name in view.openToEveryMember;
    const ruleGaps = open
      ? []
      : [...new Set(['list', ...views])]
          .filter((action) => !rules?.[action])
          .map((action) => `resource ${name}: no access rule for ${action}`);
    return [...ruleGaps, ...textGaps(view, `resources.${name}.name`, `resource ${name}`)];
  });
}

function permissionGaps(view: RegistryView): string[] {
  const known = new Set(view.permissions);
  const named = Object.entries(view.accessRules).flatMap(([resource, rules]) =>
    Object.entries(rules)
      .filter(([, permission]) => permission && !known.has(permission))
      .map(([action, permission]) => `resource ${resource}: its ${action} rule names ${permission}, which no role can hold`),
  );
  const described = view.permissions.flatMap((name) => {
    const place = view.permissionPlace(name);
    if (!place.known) return [`permission ${name}: no place in the role editor`];
    return [
      ...textGaps(view, view.wordsKey(name), `permission ${name}`),
      ...textGaps(view, view.rowKey(place.row), `permission ${name}'s row`),
    ];
  });
  const granted = view.declarations.flatMap((declaration) =>
    declaration.permissions.flatMap((permission) => [
      ...(known.has(permission.name) ? [] : [`permission ${permission.name}: declared by ${declaration.resource} but in no group`]),
      ...permission.grantedTo
        .filter((role) => !view.roles.find((template) => template.name === role)?.permissions.includes(permission.name))
        .map((role) => `permission ${permission.name}: not granted to ${role}`),
    ]),
  );
  const held = view.permissions.filter((name) => !view.roles.some((role) => role.permissions.includes(name)));
  return [...named, ...described, ...granted, ...held.map((name) => `permission ${name}: no seeded role holds it`)];
}

/** Every declaration says something, and each permission name is declared once (src/domain/resources/). */
function declarationGaps(view: RegistryView): string[] {
  const empty = view.declarations
    .filter((declaration) => declaration.permissions.length === 0 && Object.keys(declaration.access).length === 0)
    .map((declaration) => `declaration ${declaration.resource}: declares no permission and no access rule`);
  const declaredBy = new Map<string, string[]>();
  for (const declaration of view.declarations) {
    for (const { name } of declaration.permissions) declaredBy.set(name, [...(declaredBy.get(name) ?? []), declaration.resource]);
  }
  const twice = [...declaredBy]
    .filter(([, by]) => by.length > 1)
    .map(([name, by]) => `permission ${name}: declared by ${by.join(' and ')}`);
  const resources = view.declarations.map((declaration) => declaration.resource);
  const sameName = resources
    .filter((name, index) => resources.indexOf(name) !== index)
    .map((name) => `declaration ${name}: declared twice`);
  const undeclared = view.permissions
    .filter((name) => !declaredBy.has(name))
    .map((name) => `permission ${name}: no declaration declares it`);
  return [...empty, ...twice, ...sameName, ...undeclared];
}

function routeGaps(view: RegistryView): string[] {
  return view.routeIds.flatMap((id) => [
    ...textGaps(view, `spendboard.shell.routes.${id}.label`, `route ${id}`),
    ...textGaps(view, `spendboard.shell.routes.${id}.description`, `route ${id}`),
  ]);
}

export function registryGaps(view: RegistryView): string[] {
  return [...resourceGaps(view), ...permissionGaps(view), ...declarationGaps(view), ...routeGaps(view)];
}
