import type { CataloguePermissions } from '../../../src/domain/cataloguePermissions.ts';
import type { FieldErrors } from '../http/errors.ts';
import type { SortKey } from '../http/listing.ts';
import type { CatalogueRow, CatalogueScope, CatalogueWriteContext, ImportRules } from '../policy/catalogues.ts';
import type { MockDatabase } from '../store/types.ts';

/**
 * A catalogue whose records move through a workflow (purchase orders: draft → open → … → closed)
 * instead of active/archived: `PATCH {id}/status` takes a step of its one pure rule in `src/domain`
 * (any other step is a 422 naming both statuses), and a record may be locked against change and delete.
 */
export type CatalogueLifecycle<Row extends CatalogueRow> = {
  /** The status of a new record ('draft'). */
  initial: Row['status'];
  /** Field errors of the step to `to` (on `status`), from the lifecycle rule; empty when it is allowed. */
  stepErrors: (row: Row, to: string) => FieldErrors;
  /** Takes the step (the row's status, history, last activity). */
  applyStep: (row: Row, to: string, context: CatalogueWriteContext) => void;
  /** Why the record can no longer be changed or deleted (a 409), or null (a draft purchase order can). */
  lockedReason: (row: Row) => string | null;
  /** Brings a row up to date before it is listed, read or written (an open order without activity for 90 days closes). */
  settle?: (row: Row, context: CatalogueWriteContext) => void;
};

/** What a catalogue tells the shared routes; the rules themselves live in its policy file. */
export type CatalogueDefinition<Row extends CatalogueRow, Write, Api> = {
  /** The list path, `/api/admin/tags`; the others are `{path}/:id`, `{path}/:id/status`, `{path}/import`. */
  path: string;
  /** 'tag': in messages ('This is the default tag…'). */
  noun: string;
  /** 'tags': the permissions are `read tags`, `create tags` (and import), `update tags` (and archive), `delete tags`. */
  permissionNoun: string;
  /**
   * A catalogue under spec §6 names instead (`src/domain/cataloguePermissions.ts`, which the app's
   * access rules read too): the chart of accounts under `read accounting` / `update accounting settings`, counterparts under `organize counterparts`.
   */
  permissions?: CataloguePermissions;
  rows: (db: MockDatabase) => Row[];
  /** The API's record; `db` for a field read from another row (a category's parent name). */
  present: (row: Row, db: MockDatabase) => Api;
  /** The texts `search` matches (any case). */
  searchIn: (row: Row, db: MockDatabase) => readonly (string | null)[];
  /** The order without `sorts[]`. */
  defaultOrder: readonly SortKey[];
  /** Fields of `filters[exact][…]`. */
  exactFilters: readonly string[];
  /** The create and change rule: `companyRows` are the company's rows (for uniqueness). */
  writeErrors: (companyRows: readonly Row[], body: Write, existing: Row | undefined, scope: CatalogueScope) => FieldErrors;
  /** A rule that reads other tables (a category's GL account is an active one of the company); the import applies it too. */
  referenceErrors?: (body: Write, scope: CatalogueScope) => FieldErrors;
  /**
   * The import's columns and row rule (the same create rule); `scope` for a rule that reads other
   * tables. None: the catalogue has no `POST import` (purchase orders, whose rows are not flat).
   */
  importRules?: (companyRows: readonly Row[], scope: CatalogueScope) => ImportRules<Write>;
  /**
   * An import whose rows name each other (a category's parent by code): the order rows are created
   * in, and each write as it is stored once the rows before it exist. Default: the file's order, as is.
   */
  importOrder?: (writes: readonly Write[]) => Write[];
  resolveImport?: (body: Write, scope: CatalogueScope) => Write;
  /** A sort field's value when it is not the row's own field (a category's `tree`). */
  sortValue?: (row: Row, field: string, scope: CatalogueScope) => unknown;
  /** A new row from a valid write; `context` for a value read from other tables (a generated number, a tax rate's percent). */
  newRow: (body: Write, base: Pick<Row, 'id' | 'company_id' | 'status'> & { created_at: string }, context: CatalogueWriteContext) => Row;
  /** Applies a valid write to a row. */
  applyWrite: (row: Row, body: Write, context: CatalogueWriteContext) => void;
  /** A catalogue with one default per company (payment methods, branches): whether the write asks for it. */
  wantsDefault?: (body: Write) => boolean;
  /** What uses a row ('3 expenses'), which forbids deleting it; none when nothing does. */
  usedBy?: (db: MockDatabase, row: Row) => string[];
  /** What needs the row active, so it cannot be archived (a GL account that is a default account). */
  archiveBlockedBy?: (db: MockDatabase, row: Row) => string[];
  /** A workflow instead of active/archived (purchase orders); see `CatalogueLifecycle`. */
  lifecycle?: CatalogueLifecycle<Row>;
};
