import type { CatalogueStatusWrite } from '../../../src/api/schema.d.ts';
import { findOwned } from '../auth/guards.ts';
import { ApiError, rejectInvalid, type FieldErrors } from '../http/errors.ts';
import {
  defaultRefusal,
  importFailureMessage,
  importRowErrors,
  neededActiveRefusal,
  settleDefault,
  usedByRefusal,
  type CatalogueRow,
  type CatalogueWriteContext,
  type CsvRow,
  type DefaultableRow,
  type ImportRowError,
} from '../policy/catalogues.ts';
import type { MockDatabase } from '../store/types.ts';
import type { Actor } from './actor.ts';
import type { CatalogueDefinition } from './catalogueDefinition.ts';

/**
 * The writes of a catalogue (`routes/catalogueRoutes.ts` mounts them): create, CSV import, change,
 * archive/restore or a lifecycle step, delete. Another company's id is a 404; an invalid write is a
 * 422 that changes nothing; an import with any invalid row imports nothing.
 */

type Catalogue<Row extends CatalogueRow, Write> = CatalogueDefinition<Row, Write, unknown>;

/** The refusal of an import: every invalid row by line and column (a 422), nothing imported. */
export type ImportFailure = { message: string; errors: ImportRowError[] };

/** Who writes, and when: the sandbox clock (a lifecycle's clock-driven change reads it too). */
export function catalogueContext({ db, company, user, store }: Actor): CatalogueWriteContext {
  return { db, companyId: company.id, by: `${user.first_name} ${user.last_name}`.trim(), now: store.now() };
}

/** The company's rows of the catalogue. */
export function companyRows<Row extends CatalogueRow, Write>(catalogue: Catalogue<Row, Write>, db: MockDatabase, companyId: string): Row[] {
  return catalogue.rows(db).filter((row) => row.company_id === companyId);
}

/** The lifecycle's own changes (an automatic close) before rows are listed, read or written. */
export function bringUpToDate<Row extends CatalogueRow, Write>(
  catalogue: Catalogue<Row, Write>,
  rows: readonly Row[],
  context: CatalogueWriteContext,
): void {
  const settle = catalogue.lifecycle?.settle;
  if (settle) for (const row of rows) settle(row, context);
}

/** A new row of the company from a valid write. */
export function createCatalogueRow<Row extends CatalogueRow, Write>(actor: Actor, catalogue: Catalogue<Row, Write>, body: Write): Row {
  const { db, company } = actor;
  const rows = companyRows(catalogue, db, company.id);
  rejectInvalid(errorsOf(catalogue, rows, body, undefined, { db, companyId: company.id }));
  const context = catalogueContext(actor);
  const row = catalogue.newRow(
    body,
    {
      id: actor.store.nextId(catalogue.rows(db)),
      company_id: company.id,
      status: initialStatus(catalogue),
      created_at: context.now.toISOString(),
    },
    context,
  );
  catalogue.rows(db).push(row);
  settleDefaultOf(catalogue, [...rows, row], row, body);
  return row;
}

/** Imports the CSV rows by the catalogue's `importRules` (each by the create rule) or, when any is invalid, none: the failure names them. */
export function importCatalogueRows<Row extends CatalogueRow, Write>(
  actor: Actor,
  catalogue: Catalogue<Row, Write>,
  importRules: NonNullable<Catalogue<Row, Write>['importRules']>,
  csvRows: CsvRow[],
): { imported: number } | { failure: ImportFailure } {
  const { db, company } = actor;
  const catalogueScope = { db, companyId: company.id };
  const rows = companyRows(catalogue, db, company.id);
  const { writes, errors } = importRowErrors(csvRows, importRules(rows, catalogueScope));
  if (errors.length > 0) return { failure: { message: importFailureMessage(errors), errors } };
  const context = catalogueContext(actor);
  const created = context.now.toISOString();
  const all = [...rows];
  for (const write of catalogue.importOrder ? catalogue.importOrder(writes) : writes) {
    const body = catalogue.resolveImport ? catalogue.resolveImport(write, catalogueScope) : write;
    const row = catalogue.newRow(
      body,
      { id: actor.store.nextId(catalogue.rows(db)), company_id: company.id, status: initialStatus(catalogue), created_at: created },
      context,
    );
    catalogue.rows(db).push(row);
    all.push(row);
    settleDefaultOf(catalogue, all, row, body);
  }
  return { imported: writes.length };
}

/** Changes the company's row (409 when its lifecycle locks it). */
export function updateCatalogueRow<Row extends CatalogueRow, Write>(
  actor: Actor,
  catalogue: Catalogue<Row, Write>,
  id: string,
  body: Write,
): Row {
  const { db, company } = actor;
  const row = findOwned(catalogue.rows(db), id, company.id);
  const context = catalogueContext(actor);
  bringUpToDate(catalogue, [row], context);
  refuseLocked(catalogue, row);
  const rows = companyRows(catalogue, db, company.id);
  rejectInvalid(errorsOf(catalogue, rows, body, row, { db, companyId: company.id }));
  catalogue.applyWrite(row, body, context);
  settleDefaultOf(catalogue, rows, row, body);
  return row;
}

/**
 * `PATCH {id}/status`: a lifecycle's step (422 naming both statuses otherwise), or archive/restore
 * (409 for the default row or one something needs active).
 */
export function setCatalogueStatus<Row extends CatalogueRow, Write>(
  actor: Actor,
  catalogue: Catalogue<Row, Write>,
  id: string,
  body: unknown,
): Row {
  const { db, company } = actor;
  const row = findOwned(catalogue.rows(db), id, company.id);
  const { lifecycle } = catalogue;
  if (lifecycle) {
    const context = catalogueContext(actor);
    bringUpToDate(catalogue, [row], context);
    const to = String((body as { status: unknown }).status);
    rejectInvalid(lifecycle.stepErrors(row, to));
    lifecycle.applyStep(row, to, context);
    return row;
  }
  const { status } = body as CatalogueStatusWrite;
  const refusal =
    status === 'archived'
      ? (defaultRefusal(catalogue.noun, row) ?? neededActiveRefusal(catalogue.noun, catalogue.archiveBlockedBy?.(db, row) ?? []))
      : null;
  if (refusal) throw new ApiError(409, refusal);
  row.status = status;
  return row;
}

/** Deletes the company's row unless it is locked, the default, or used (409). */
export function deleteCatalogueRow<Row extends CatalogueRow, Write>(actor: Actor, catalogue: Catalogue<Row, Write>, id: string): void {
  const { db, company } = actor;
  const row = findOwned(catalogue.rows(db), id, company.id);
  bringUpToDate(catalogue, [row], catalogueContext(actor));
  refuseLocked(catalogue, row);
  const refusal = defaultRefusal(catalogue.noun, row) ?? usedByRefusal(catalogue.noun, catalogue.usedBy?.(db, row) ?? []);
  if (refusal) throw new ApiError(409, refusal);
  const rows = catalogue.rows(db);
  rows.splice(rows.indexOf(row), 1);
}

function initialStatus<Row extends CatalogueRow, Write>(catalogue: Catalogue<Row, Write>): Row['status'] {
  return (catalogue.lifecycle?.initial ?? 'active') as Row['status'];
}

function errorsOf<Row extends CatalogueRow, Write>(
  catalogue: Catalogue<Row, Write>,
  rows: readonly Row[],
  body: Write,
  existing: Row | undefined,
  scope: { db: MockDatabase; companyId: string },
): FieldErrors {
  return { ...catalogue.referenceErrors?.(body, scope), ...catalogue.writeErrors(rows, body, existing, scope) };
}

/** A catalogue with one default per company: the write's row becomes it, or stops being it. */
function settleDefaultOf<Row extends CatalogueRow, Write>(
  catalogue: Catalogue<Row, Write>,
  rows: readonly Row[],
  row: Row,
  body: Write,
): void {
  if (catalogue.wantsDefault)
    settleDefault(rows as unknown as DefaultableRow[], row as unknown as DefaultableRow, catalogue.wantsDefault(body));
}

function refuseLocked<Row extends CatalogueRow, Write>(catalogue: Catalogue<Row, Write>, row: Row): void {
  const locked = catalogue.lifecycle?.lockedReason(row);
  if (locked) throw new ApiError(409, locked);
}
