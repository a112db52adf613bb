import type { Request, Router } from 'express';
import type { CatalogueImport } from '../../../src/api/schema.d.ts';
import { cataloguePermissions } from '../../../src/domain/cataloguePermissions.ts';
import type { CatalogueDefinition } from '../actions/catalogueDefinition.ts';
import {
  bringUpToDate,
  catalogueContext,
  companyRows,
  createCatalogueRow,
  deleteCatalogueRow,
  importCatalogueRows,
  setCatalogueStatus,
  updateCatalogueRow,
} from '../actions/catalogues.ts';
import { actorOf } from '../auth/actor.ts';
import { findOwned, requirePermission } from '../auth/guards.ts';
import { filtersOf, paginate, searchTermOf, sortKeysOf, sortRows, stringList } from '../http/listing.ts';
import { requestLanguage } from '../http/language.ts';
import { translateErrorBody } from '../http/translateMessage.ts';
import type { CatalogueRow, CsvRow } from '../policy/catalogues.ts';

export type { CatalogueDefinition, CatalogueLifecycle } from '../actions/catalogueDefinition.ts';

/**
 * Registers a catalogue's seven calls: list (search, `filters[exact]`, sorts, pages), create, read,
 * change, archive/restore (`PATCH {id}/status`), delete (only when unused) and CSV import. Each
 * needs its permission; another company's id is a 404; an invalid write is a 422 that changes
 * nothing; an import with any invalid row imports nothing. The writes are `actions/catalogues.ts`.
 */
export function registerCatalogueRoutes<Row extends CatalogueRow, Write, Api>(
  router: Router,
  catalogue: CatalogueDefinition<Row, Write, Api>,
) {
  const { path } = catalogue;
  const permissions = catalogue.permissions ?? cataloguePermissions(catalogue.permissionNoun);
  const guard = (req: Request, action: 'read' | 'create' | 'update' | 'delete') => requirePermission(req, permissions[action]);
  /** The actor of a call, under the permission of its action. */
  const actorFor = (req: Request, action: 'read' | 'create' | 'update' | 'delete') => actorOf(req, guard(req, action));

  router.get(path, (req, res) => {
    const actor = actorFor(req, 'read');
    const { db, company } = actor;
    bringUpToDate(catalogue, companyRows(catalogue, db, company.id), catalogueContext(actor));
    const term = searchTermOf(req);
    const exact = filtersOf(req).exact ?? {};
    const matching = companyRows(catalogue, db, company.id).filter(
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
    const actor = actorFor(req, 'create');
    const row = createCatalogueRow(actor, catalogue, req.body as Write);
    res.status(201).json({ data: catalogue.present(row, actor.db) });
  });

  const { importRules } = catalogue;
  if (importRules)
    router.post(`${path}/import`, (req, res) => {
      const rows = (req.body as CatalogueImport).rows as CsvRow[];
      const imported = importCatalogueRows(actorFor(req, 'create'), catalogue, importRules, rows);
      if ('failure' in imported) {
        res.status(422).json(translateErrorBody(imported.failure, requestLanguage(req)));
        return;
      }
      res.status(201).json({ data: { imported: imported.imported } });
    });

  router.get(`${path}/:id`, (req, res) => {
    const actor = actorFor(req, 'read');
    const row = findOwned(catalogue.rows(actor.db), String(req.params.id), actor.company.id);
    bringUpToDate(catalogue, [row], catalogueContext(actor));
    res.json({ data: catalogue.present(row, actor.db) });
  });

  router.put(`${path}/:id`, (req, res) => {
    const actor = actorFor(req, 'update');
    const row = updateCatalogueRow(actor, catalogue, String(req.params.id), req.body as Write);
    res.json({ data: catalogue.present(row, actor.db) });
  });

  router.patch(`${path}/:id/status`, (req, res) => {
    const actor = actorFor(req, 'update');
    const row = setCatalogueStatus(actor, catalogue, String(req.params.id), req.body);
    res.json({ data: catalogue.present(row, actor.db) });
  });

  router.delete(`${path}/:id`, (req, res) => {
    deleteCatalogueRow(actorFor(req, 'delete'), catalogue, String(req.params.id));
    res.status(204).end();
  });
}
