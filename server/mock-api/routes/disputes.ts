import type { Request } from 'express';
import type { DisputeWrite } from '../../../src/api/schema.d.ts';
import type { Actor } from '../actions/actor.ts';
import type { UploadedFile } from '../actions/billAttachments.ts';
import {
  addDisputeFile,
  changeDispute,
  editableDispute,
  openDispute,
  ownedDispute,
  removeDisputeFile,
  settleCompanyDisputes,
  submitDispute,
} from '../actions/disputes.ts';
import { actorOf } from '../auth/actor.ts';
import { requireCardServices } from '../auth/cardServicesGuard.ts';
import { requirePermission, type CompanyScope } from '../auth/guards.ts';
import { notFound } from '../http/errors.ts';
import { filtersOf, paginate, searchTermOf, sortKeysOf, sortRows } from '../http/listing.ts';
import { companyExpense, disputesOf, presentDispute } from '../policy/disputes.ts';
import type { StoredDispute } from '../store/types.ts';
import type { RegisterRoutes } from './registerRoutes.ts';

const PATH = '/api/admin/disputes';

/** Disputes of card expenses (issue 14): list, open, read, change while unsubmitted, submit, evidence files (`actions/disputes.ts`). */
export const registerDisputeRoutes: RegisterRoutes = (router) => {
  router.get(PATH, (req, res) => {
    const actor = disputeActor(req, 'read disputes');
    const rows = disputesOf(actor.db, actor.company.id);
    settleCompanyDisputes(actor, rows);
    const exact = filtersOf(req).exact ?? {};
    const term = searchTermOf(req);
    const filtered = rows.filter(
      (row) =>
        (exact.status === undefined || row.status === exact.status) &&
        (exact.reason === undefined || row.reason === exact.reason) &&
        (exact.expense_id === undefined || row.expense_id === Number(exact.expense_id)) &&
        (term === '' || searchText(actor, row).includes(term)),
    );
    const sorted = sortRows(filtered, sortKeysOf(req, 'created_at:desc'), (row, field) => row[field as keyof StoredDispute]);
    const page = paginate(sorted, req);
    res.json({ data: page.data.map((row) => presentDispute(actor.db, row)), meta: page.meta });
  });

  router.post(PATH, (req, res) => {
    const actor = disputeActor(req, 'organize disputes');
    const row = openDispute(actor, req.body as DisputeWrite);
    res.status(201).json({ data: presentDispute(actor.db, row) });
  });

  router.get(`${PATH}/:id`, (req, res) => {
    const actor = disputeActor(req, 'read disputes');
    res.json({ data: presentDispute(actor.db, ownedDispute(actor, String(req.params.id))) });
  });

  router.put(`${PATH}/:id`, (req, res) => {
    const actor = disputeActor(req, 'organize disputes');
    const row = editableDispute(actor, String(req.params.id));
    changeDispute(actor, row, req.body as DisputeWrite);
    res.json({ data: presentDispute(actor.db, row) });
  });

  router.post(`${PATH}/:id/submit`, (req, res) => {
    const actor = disputeActor(req, 'organize disputes');
    const row = ownedDispute(actor, String(req.params.id));
    submitDispute(actor, row);
    res.json({ data: presentDispute(actor.db, row) });
  });

  router.post(`${PATH}/:id/files`, (req, res) => {
    const actor = disputeActor(req, 'organize disputes');
    const row = editableDispute(actor, String(req.params.id));
    const file = ((req as { files?: UploadedFile[] }).files ?? []).find((candidate) => candidate.fieldname === 'file');
    addDisputeFile(actor, row, file);
    res.status(201).json({ data: presentDispute(actor.db, row) });
  });

  router.get(`${PATH}/:id/files/:fileId`, (req, res) => {
    const actor = disputeActor(req, 'read disputes');
    const row = ownedDispute(actor, String(req.params.id));
    const file = row.files.find((candidate) => candidate.id === Number(req.params.fileId));
    if (!file) throw notFound('This file was not found on this dispute.');
    res.setHeader('Content-Type', file.content_type);
    res.setHeader('Content-Disposition', `inline; filename="${file.file_name.replace(/["\\\r\n]/g, '_')}"`);
    res.send(file.bytes ?? Buffer.from(`Evidence of dispute ${row.id}: ${file.file_name}\n`));
  });

  router.delete(`${PATH}/:id/files/:fileId`, (req, res) => {
    const actor = disputeActor(req, 'organize disputes');
    const row = ownedDispute(actor, String(req.params.id));
    removeDisputeFile(row, Number(req.params.fileId));
    res.json({ data: presentDispute(actor.db, row) });
  });
};

/** The guard of every call: the permission, then the company's card services (403 while locked). */
function disputeActor(req: Request, permission: string): Actor {
  const scope = requirePermission(req, permission);
  requireCardServices(scope);
  return actorOf(req, scope);
}

function searchText(scope: CompanyScope, row: StoredDispute): string {
  const expense = companyExpense(scope.db, scope.company.id, row.expense_id);
  return [expense?.merchant, row.explanation].filter(Boolean).join(' ').toLowerCase();
}
