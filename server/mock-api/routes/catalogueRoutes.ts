import type { Request, Router } from 'express';
import type { CatalogueImport, CatalogueStatusWrite } from '../../../src/api/schema.d.ts';
import { findOwned, requirePermission } from '../auth/guards.ts';
import { mockContext } from '../context.ts';
import { ApiError, rejectInvalid, type FieldErrors } from '../http/errors.ts';
import { filtersOf, paginate, searchTermOf, sortKeysOf, sortRows, stringList, type SortKey } from '../http/listing.ts';
import { requestLanguage } from '../http/language.ts';
import { translateErrorBody } from '../http/translateMessage.ts';
import {
  defaultRefusal,
  importFailureMessage,
  importRowErrors,
  settleDefault,
  usedByRefusal,
  neededActiveRefusal,
  type CatalogueRow,
  type CatalogueScope,
  type CatalogueWriteContext,
  type CsvRow,
  type DefaultableRow,
  type ImportRules,
} from '../policy/catalogues.ts';
import type { MockDatabase } from '../store/types.ts';
import { cataloguePermissions, type CataloguePermissions } from '../../../src/domain/cataloguePermissions.ts';

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

/**
 * Registers a catalogue's seven calls: list (search, `filters[exact]`, sorts, pages), create, read,
 * change, archive/restore (`PATCH {id}/status`), delete (only when unused) and CSV import. Each
 * needs its permission; another company's id is a 404; an invalid write is a 422 that changes
 * nothing; an import with any invalid row imports nothing.
 */
export function registerCatalogueRoutes<Row extends CatalogueRow, Write, Api>(
  router: Router,
  catalogue: CatalogueDefinition<Row, Write, Api>,
) {
  const { path } = catalogue;
  const permissions = catalogue.permissions ?? cataloguePermissions(catalogue.permissionNoun);
  const companyRows = (db: MockDatabase, companyId: string) => catalogue.rows(db).filter((row) => row.company_id === companyId);
  const guard = (req: Request, action: 'read' | 'create' | 'update' | 'delete') => requirePermission(req, permissions[action]);
  const errorsOf = (rows: readonly Row[], body: Write, existing: Row | undefined, scope: CatalogueScope): FieldErrors => ({
    ...catalogue.referenceErrors?.(body, scope),
    ...catalogue.writeErrors(rows, body, existing, scope),
  });
  const settle = (rows: readonly Row[], row: Row, body: Write) => {
    if (catalogue.wantsDefault)
      settleDefault(rows as unknown as DefaultableRow[], row as unknown as DefaultableRow, catalogue.wantsDefault(body));
  };
  const { lifecycle } = catalogue;
  const initialStatus = (lifecycle?.initial ?? 'active') as Row['status'];
  /** Who writes, and when: the request's sandbox clock (a lifecycle's clock-driven change reads it too). */
  const contextOf = (req: Request, { db, company, user }: ReturnType<typeof guard>): CatalogueWriteContext => ({
    db,
    companyId: company.id,
    by: `${user.first_name} ${user.last_name}`.trim(),
    now: mockContext(req).store.now(),
  });
  /** The lifecycle's own changes (an automatic close) before a row is listed, read or written. */
  const upToDate = (rows: readonly Row[], context: CatalogueWriteContext): void => {
    if (lifecycle?.settle) for (const row of rows) lifecycle.settle(row, context);
  };
  const refuseLocked = (row: Row) => {
    const locked = lifecycle?.lockedReason(row);
    if (locked) throw new ApiError(409, locked);
  };

  router.get(path, (req, res) => {
    const scope = guard(req, 'read');
    const { db, company } = scope;
    upToDate(companyRows(db, company.id), contextOf(req, scope));
    const term = searchTermOf(req);
    const exact = filtersOf(req).exact ?? {};
    const matching = companyRows(db, company.id).filter(
      (row) =>
        catalogue.searchIn(row, db).some((text) => (text ?? '').toLowerCase().includes(term)) &&
        catalogue.exactFilters.every((field) => exact[field] === undefined || String(row[field as keyof Row]) === String(exact[field])),
    );
    const keys = stringList(req.query.sorts).length > 0 ? sortKeysOf(req, '') : [...catalogue.defaultOrder];
    const sortScope = { db, companyId: company.id };
    const valueOf = (row: Row, field: string) =>
      catalogue.sortValue ? catalogue.sortValue(row, field, sortScope) : row[field as keyof Row];
    const page = paginate(sortRows(matching, keys, valueOf), req);
    res.json({ data: page.data.map((row) => catalogue.present(row, db)), meta: page.meta });
  });

  router.post(path, (req, res) => {
    const scope = guard(req, 'create');
    const { db, company } = scope;
    const body = req.body as Write;
    const rows = companyRows(db, company.id);
    rejectInvalid(errorsOf(rows, body, undefined, { db, companyId: company.id }));
    const context = contextOf(req, scope);
    const row = catalogue.newRow(
      body,
      {
        id: mockContext(req).store.nextId(catalogue.rows(db)),
        company_id: company.id,
        status: initialStatus,
        created_at: context.now.toISOString(),
      },
      context,
    );
    catalogue.rows(db).push(row);
    settle([...rows, row], row, body);
    res.status(201).json({ data: catalogue.present(row, db) });
  });

  const { importRules } = catalogue;
  if (importRules)
    router.post(`${path}/import`, (req, res) => {
      const scope = guard(req, 'create');
      const { db, company } = scope;
      const rows = companyRows(db, company.id);
      const { writes, errors } = importRowErrors(
        (req.body as CatalogueImport).rows as CsvRow[],
        importRules(rows, { db, companyId: company.id }),
      );
      if (errors.length > 0) {
        res.status(422).json(translateErrorBody({ message: importFailureMessage(errors), errors }, requestLanguage(req)));
        return;
      }
      const { store } = mockContext(req);
      const context = contextOf(req, scope);
      const created = context.now.toISOString();
      const all = [...rows];
      const catalogueScope = { db, companyId: company.id };
      for (const write of catalogue.importOrder ? catalogue.importOrder(writes) : writes) {
        const body = catalogue.resolveImport ? catalogue.resolveImport(write, catalogueScope) : write;
        const row = catalogue.newRow(
          body,
          { id: store.nextId(catalogue.rows(db)), company_id: company.id, status: initialStatus, created_at: created },
          context,
        );
        catalogue.rows(db).push(row);
        all.push(row);
        settle(all, row, body);
      }
      res.status(201).json({ data: { imported: writes.length } });
    });

  router.get(`${path}/:id`, (req, res) => {
    const scope = guard(req, 'read');
    const { db, company } = scope;
    const row = findOwned(catalogue.rows(db), String(req.params.id), company.id);
    upToDate([row], contextOf(req, scope));
    res.json({ data: catalogue.present(row, db) });
  });

  router.put(`${path}/:id`, (req, res) => {
    const scope = guard(req, 'update');
    const { db, company } = scope;
    const row = findOwned(catalogue.rows(db), String(req.params.id), company.id);
    const context = contextOf(req, scope);
    upToDate([row], context);
    refuseLocked(row);
    const body = req.body as Write;
    const rows = companyRows(db, company.id);
    rejectInvalid(errorsOf(rows, body, row, { db, companyId: company.id }));
    catalogue.applyWrite(row, body, context);
    settle(rows, row, body);
    res.json({ data: catalogue.present(row, db) });
  });

  router.patch(`${path}/:id/status`, (req, res) => {
    const scope = guard(req, 'update');
    const { db, company } = scope;
    const row = findOwned(catalogue.rows(db), String(req.params.id), company.id);
    if (lifecycle) {
      const context = contextOf(req, scope);
      upToDate([row], context);
      const to = String((req.body as { status: unknown }).status);
      rejectInvalid(lifecycle.stepErrors(row, to));
      lifecycle.applyStep(row, to, context);
      res.json({ data: catalogue.present(row, db) });
      return;
    }
    const { status } = req.body as CatalogueStatusWrite;
    const refusal =
      status === 'archived'
        ? (defaultRefusal(catalogue.noun, row) ?? neededActiveRefusal(catalogue.noun, catalogue.archiveBlockedBy?.(db, row) ?? []))
        : null;
    if (refusal) throw new ApiError(409, refusal);
    row.status = status;
    res.json({ data: catalogue.present(row, db) });
  });

  router.delete(`${path}/:id`, (req, res) => {
    const scope = guard(req, 'delete');
    const { db, company } = scope;
    const row = findOwned(catalogue.rows(db), String(req.params.id), company.id);
    upToDate([row], contextOf(req, scope));
    refuseLocked(row);
    const refusal = defaultRefusal(catalogue.noun, row) ?? usedByRefusal(catalogue.noun, catalogue.usedBy?.(db, row) ?? []);
    if (refusal) throw new ApiError(409, refusal);
    const rows = catalogue.rows(db);
    rows.splice(rows.indexOf(row), 1);
    res.status(204).end();
  });
}
