import type { Request } from 'express';
import type { DisputeWrite } from '../../../src/api/schema.d.ts';
import { DISPUTE_MAX_FILES, isDisputeEditable, isWithinDisputeWindow, needsDisputeFile } from '../../../src/domain/disputes.ts';
import { contentTypeOf, parseAllowedFileFormats, uploadProblem } from '../../../src/domain/fileFormats.ts';
import { requireCardServices } from '../auth/cardServicesGuard.ts';
import { findOwned, requirePermission, type CompanyScope } from '../auth/guards.ts';
import { mockContext } from '../context.ts';
import { notFound, rejectInvalid, validationFailed } from '../http/errors.ts';
import { filtersOf, paginate, searchTermOf, sortKeysOf, sortRows } from '../http/listing.ts';
import { companyExpense, disputeFields, disputesOf, disputeWriteErrors, presentDispute, settleDisputes } from '../policy/disputes.ts';
import type { StoredDispute } from '../store/types.ts';
import { SHARED_CONFIG } from '../store/sharedConfig.ts';
import type { RegisterRoutes } from './registerRoutes.ts';

type UploadedFile = { fieldname: string; originalname: string; size: number; buffer: Buffer };

const PATH = '/api/admin/disputes';

/** Disputes of card expenses (issue 14): list, open, read, change while unsubmitted, submit, evidence files. */
export const registerDisputeRoutes: RegisterRoutes = (router) => {
  router.get(PATH, (req, res) => {
    const scope = disputeScope(req, 'read disputes');
    const rows = disputesOf(scope.db, scope.company.id);
    settleDisputes(scope.db, scope.company, rows);
    const exact = filtersOf(req).exact ?? {};
    const term = searchTermOf(req);
    const filtered = rows.filter(
      (row) =>
        (exact.status === undefined || row.status === exact.status) &&
        (exact.reason === undefined || row.reason === exact.reason) &&
        (exact.expense_id === undefined || row.expense_id === Number(exact.expense_id)) &&
        (term === '' || searchText(scope, row).includes(term)),
    );
    const sorted = sortRows(filtered, sortKeysOf(req, 'created_at:desc'), (row, field) => row[field as keyof StoredDispute]);
    const page = paginate(sorted, req);
    res.json({ data: page.data.map((row) => presentDispute(scope.db, row)), meta: page.meta });
  });

  router.post(PATH, (req, res) => {
    const scope = disputeScope(req, 'organize disputes');
    const body = req.body as DisputeWrite;
    const now = new Date();
    rejectInvalid(disputeWriteErrors(scope.db, scope.company.id, body, now));
    const row: StoredDispute = {
      id: mockContext(req).store.nextId(scope.db.disputes),
      company_id: scope.company.id,
      expense_id: body.expense_id,
      ...disputeFields(body),
      files: [],
      status: 'unsubmitted',
      created_at: now.toISOString(),
      created_by: `${scope.user.first_name} ${scope.user.last_name}`,
      submitted_at: null,
      decided_at: null,
      credited_amount: null,
    };
    scope.db.disputes.push(row);
    res.status(201).json({ data: presentDispute(scope.db, row) });
  });

  router.get(`${PATH}/:id`, (req, res) => {
    const scope = disputeScope(req, 'read disputes');
    const row = ownedDispute(req, scope);
    res.json({ data: presentDispute(scope.db, row) });
  });

  router.put(`${PATH}/:id`, (req, res) => {
    const scope = disputeScope(req, 'organize disputes');
    const row = editableDispute(req, scope);
    const body = req.body as DisputeWrite;
    rejectInvalid(disputeWriteErrors(scope.db, scope.company.id, body, new Date(), row));
    Object.assign(row, disputeFields(body));
    res.json({ data: presentDispute(scope.db, row) });
  });

  router.post(`${PATH}/:id/submit`, (req, res) => {
    const scope = disputeScope(req, 'organize disputes');
    const row = ownedDispute(req, scope);
    if (row.status !== 'unsubmitted') throw validationFailed({ status: [`A dispute that is ${row.status} cannot become submitted.`] });
    const expense = companyExpense(scope.db, scope.company.id, row.expense_id);
    const now = new Date();
    if (expense && !isWithinDisputeWindow(expense.spent_at, now))
      throw validationFailed({ status: ['The 60 days to dispute this transaction have passed.'] });
    if (needsDisputeFile(row.reason) && row.files.length === 0)
      throw validationFailed({
        files: ['A dispute for goods not as described needs a file (a photo, the description) before it is submitted.'],
      });
    row.status = 'submitted';
    row.submitted_at = now.toISOString();
    res.json({ data: presentDispute(scope.db, row) });
  });

  router.post(`${PATH}/:id/files`, (req, res) => {
    const scope = disputeScope(req, 'organize disputes');
    const row = editableDispute(req, scope);
    const file = ((req as { files?: UploadedFile[] }).files ?? []).find((candidate) => candidate.fieldname === 'file');
    if (!file) throw validationFailed({ file: ['Choose the file.'] });
    const formats = parseAllowedFileFormats(SHARED_CONFIG.allowed_file_extensions);
    const problem = uploadProblem({ name: file.originalname, size: file.size }, formats);
    if (problem === 'wrong_type') throw validationFailed({ file: [`The file must be of type: ${formats.join(', ')}.`] });
    if (problem === 'too_large') throw validationFailed({ file: ['The file may not be greater than 5 MB.'] });
    if (row.files.length >= DISPUTE_MAX_FILES) throw validationFailed({ file: [`A dispute may have at most ${DISPUTE_MAX_FILES} files.`] });
    row.files.push({
      id: Math.max(0, ...row.files.map((candidate) => candidate.id)) + 1,
      file_name: file.originalname,
      content_type: contentTypeOf(file.originalname),
      size: file.size,
      uploaded_at: new Date().toISOString(),
      bytes: file.buffer,
    });
    res.status(201).json({ data: presentDispute(scope.db, row) });
  });

  router.get(`${PATH}/:id/files/:fileId`, (req, res) => {
    const scope = disputeScope(req, 'read disputes');
    const row = ownedDispute(req, scope);
    const file = row.files.find((candidate) => candidate.id === Number(req.params.fileId));
    if (!file) throw notFound('This file was not found on this dispute.');
    res.setHeader('Content-Type', file.content_type);
    res.setHeader('Content-Disposition', `inline; filename="${file.file_name.replace(/["\\\r\n]/g, '_')}"`);
    res.send(file.bytes ?? Buffer.from(`Evidence of dispute ${row.id}: ${file.file_name}\n`));
  });

  router.delete(`${PATH}/:id/files/:fileId`, (req, res) => {
    const scope = disputeScope(req, 'organize disputes');
    const row = ownedDispute(req, scope);
    const file = row.files.find((candidate) => candidate.id === Number(req.params.fileId));
    if (!file) throw notFound('This file was not found on this dispute.');
    if (!isDisputeEditable(row.status)) throw validationFailed({ status: [`A ${row.status} dispute can no longer change.`] });
    row.files.splice(row.files.indexOf(file), 1);
    res.json({ data: presentDispute(scope.db, row) });
  });
};

/** The guard of every call: the permission, then the company's card services (403 while locked). */
function disputeScope(req: Request, permission: string): CompanyScope {
  const scope = requirePermission(req, permission);
  requireCardServices(scope);
  return scope;
}

/** The company's dispute (404 otherwise), brought up to date by the clock. */
function ownedDispute(req: Request, scope: CompanyScope): StoredDispute {
  const row = findOwned(scope.db.disputes, String(req.params.id), scope.company.id);
  settleDisputes(scope.db, scope.company, [row]);
  return row;
}

/** Only an unsubmitted dispute changes (422 on `status` otherwise). */
function editableDispute(req: Request, scope: CompanyScope): StoredDispute {
  const row = ownedDispute(req, scope);
  if (!isDisputeEditable(row.status))
    throw validationFailed({ status: [`A ${row.status} dispute can no longer change: nothing is edited after submission.`] });
  return row;
}

function searchText(scope: CompanyScope, row: StoredDispute): string {
  const expense = companyExpense(scope.db, scope.company.id, row.expense_id);
  return [expense?.merchant, row.explanation].filter(Boolean).join(' ').toLowerCase();
}
