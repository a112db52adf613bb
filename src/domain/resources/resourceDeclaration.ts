/**
 * What a resource tells the registries about itself (issue 34 item 1), in one small module of its own
 * (`src/domain/resources/<resource>.ts`, gathered by the generated `index.ts`): the permission names it adds
 * (their group, their place in the role editor's grid and the seeded roles that hold them by default), which
 * permission each react-admin action needs, and the Arabic noun the mock's messages name one of its rows with.
 * The plain words of its permissions and its row label are texts: `src/i18n/{en,ar}/resources/<file>.ts`
 * export them as `<name>PermissionWords{En,Ar}`. tests/unit/resources/resourceRegistries.test.ts fails
 * when a piece is missing.
 */
import { cataloguePermissions, type CataloguePermissions } from '../cataloguePermissions';
import type { PermissionColumn } from '../permissionColumns';

/** The seeded roles that hold a permission only when a declaration gives it (Owner holds all, Finance Manager all but deletes). */
export const GRANTABLE_ROLES = ['Viewer', 'Department Lead', 'Card Operator'] as const;
export type GrantableRole = (typeof GRANTABLE_ROLES)[number];

export type PermissionDeclaration = {
  name: string;
  /** A key of `PERMISSION_GROUPS` (src/domain/permissionNames.ts); the permission follows that group's own names. */
  group: string;
  row: string;
  column: PermissionColumn;
  /** The seeded roles besides Owner and Finance Manager that hold it; `[]` says none does, on purpose. */
  grantedTo: readonly GrantableRole[];
};

/** A catalogue's noun in the mock's Arabic messages ('tag' → وسم, الوسم, هذا الوسم, وسمًا آخر). */
export type ArabicNoun = {
  /** The English noun the routes name a row with (`registerCatalogueRoutes`' `noun`). */
  noun: string;
  a: string;
  the: string;
  this: string;
  other: string;
  feminine: boolean;
};

export type AccessRules = Partial<Record<string, string>>;

export type ResourceDeclaration = {
  /**
   * react-admin's resource name (the manifest's `name`); a declaration of permissions that belong to no
   * react-admin resource (company settings, limits, reports, …) names its area and has no `access`.
   */
  resource: string;
  /** Its place among the declarations (the role editor's rows and the permission list follow it); new ones go last. */
  order: number;
  permissions: readonly PermissionDeclaration[];
  /** react-admin action (`list`, `show`, `create`, `edit`, `delete`, `export`, `import`, …) → permission name. */
  access: AccessRules;
  arabicNoun?: ArabicNoun;
};

/** A permission's place in the role editor's grid and the seeded roles that hold it: `[row, column, grantedTo?]`. */
export type PermissionEntry = readonly [row: string, column: PermissionColumn, grantedTo?: readonly GrantableRole[]];

/**
 * A group's permissions in the order given (the role editor and the permission list follow it):
 * `permissionsIn('cards', { 'read cards': ['cards', 'view', ['Viewer']] })`.
 */
export function permissionsIn(group: string, entries: Readonly<Record<string, PermissionEntry>>): PermissionDeclaration[] {
  return Object.entries(entries).map(([name, [row, column, grantedTo = []]]) => ({ name, group, row, column, grantedTo }));
}

/** Read for the list, a record and an export. */
export const readAccess = (list: string, show = list): AccessRules => ({ list, show, export: list });

/** A catalogue's rules: import is a create, archive and restore an edit (the mock's guards read the same names). */
export function catalogueAccess(names: string | CataloguePermissions): AccessRules {
  const { read, create, update, delete: remove } = typeof names === 'string' ? cataloguePermissions(names) : names;
  return { ...readAccess(read), create, import: create, edit: update, delete: remove };
}

/**
 * A catalogue under its own noun: `read|create|update|delete <noun>` in the `catalogues` group, one grid row,
 * read held by the Viewer.
 */
export function catalogueDeclaration(options: {
  resource: string;
  order: number;
  permissionNoun: string;
  row: string;
  arabicNoun: ArabicNoun;
  readGrantedTo?: readonly GrantableRole[];
}): ResourceDeclaration {
  const names = cataloguePermissions(options.permissionNoun);
  const permission = (name: string, column: PermissionColumn, grantedTo: readonly GrantableRole[] = []): PermissionDeclaration => ({
    name,
    group: 'catalogues',
    row: options.row,
    column,
    grantedTo,
  });
  return {
    resource: options.resource,
    order: options.order,
    permissions: [
      permission(names.read, 'view', options.readGrantedTo ?? ['Viewer']),
      permission(names.create, 'create'),
      permission(names.update, 'change'),
      permission(names.delete, 'delete'),
    ],
    access: catalogueAccess(options.permissionNoun),
    arabicNoun: options.arabicNoun,
  };
}

/** `noun('tag', 'وسم', 'الوسم', 'هذا الوسم', 'وسمًا آخر')`. */
export const arabicNoun = (noun: string, a: string, the: string, thisOne: string, other: string, feminine = false): ArabicNoun => ({
  noun,
  a,
  the,
  this: thisOne,
  other,
  feminine,
});
