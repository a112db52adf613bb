import type { ExpenseBulkDecision, ExpenseCoding, ExpenseCreate } from '../../../src/api/schema.d.ts';
import { formatMoney } from '../../../src/domain/amounts.ts';
import { dubaiToday, isLocked } from '../../../src/domain/accountingLock.ts';
import { contentTypeOf, isAllowedFileName, parseAllowedFileFormats, UPLOAD_MAX_BYTES } from '../../../src/domain/fileFormats.ts';
import { findOwned, requirePermission } from '../auth/guards.ts';
import { mockContext } from '../context.ts';
import { ApiError, forbidden, notFound, rejectInvalid, validationFailed, type FieldErrors } from '../http/errors.ts';
import {
  actorName,
  applyCoding,
  codingErrors,
  expenseTrail,
  lockDateOf,
  notifySpender,
  recordExpenseActivity,
  refuseLockedExpense,
} from '../policy/expenses.ts';
import { decideExpense } from '../policy/expenseSteps.ts';
import { applyAutomations } from '../policy/expenseAutomationRuns.ts';
import { isPermitted, personOfAccount } from '../policy/permissions.ts';
import { renderedReceipt } from '../policy/documents.ts';
import { expenseChanged } from '../policy/spend.ts';
import type { CompanyScope } from '../auth/guards.ts';
import type { StoredExpense } from '../store/types.ts';
import { SHARED_CONFIG } from '../store/sharedConfig.ts';
import { presentExpenseInFull } from '../presenters/expenses.ts';
import type { RegisterRoutes } from './registerRoutes.ts';
import { translateItemMessages } from '../http/translateMessage.ts';
import { requestLanguage } from '../http/language.ts';

type UploadedFile = { fieldname: string; originalname: string; size: number; buffer: Buffer };

/** The spender, or a holder of `update expenses`, may change an expense's receipt. */
function requireReceiptWriter({ db, user, company }: CompanyScope, expense: StoredExpense): void {
  const isSpender = personOfAccount(db, user, company.id)?.id === expense.member_id;
  if (!isSpender && !isPermitted(db, user, company.id, 'update expenses'))
    throw forbidden('You do not have permission to update expenses.');
}

/**
 * Writes to expenses beyond the lifecycle step: an out-of-pocket expense, coding (PATCH), the receipt
 * (GET/PUT/DELETE), the trail and its comments, and bulk decisions. Each change is in the trail.
 */
export const registerExpenseWriteRoutes: RegisterRoutes = (router) => {
  router.post('/api/admin/expenses', (req, res) => {
    const { db, user, company } = requirePermission(req, 'update expenses');
    const body = req.body as ExpenseCreate;
    const member = db.members.find((row) => row.id === body.member_id && row.company_id === company.id);
    const errors: FieldErrors = {};
    if (!member) errors.member_id = ['The selected person is not a person of this company.'];
    if (!body.merchant.trim()) errors.merchant = ['The merchant field is required.'];
    const lockDate = lockDateOf(db, company.id);
    if (body.spent_at > dubaiToday()) errors.spent_at = ['The day cannot be in the future.'];
    else if (isLocked(body.spent_at, lockDate))
      errors.spent_at = [`The books are locked up to ${lockDate}: an expense dated on or before it cannot be recorded.`];
    const category = db.categories.find((row) => row.id === body.category_id && row.company_id === company.id && row.status === 'active');
    if (!category) errors.category_id = ['The selected category is not an active category of this company.'];
    rejectInvalid(errors);
    const now = new Date().toISOString();
    const expense: StoredExpense = {
      id: mockContext(req).store.nextId(db.expenses),
      company_id: company.id,
      merchant: body.merchant.trim(),
      description: body.description?.trim() ?? '',
      amount: body.amount,
      currency: body.currency,
      status: 'manual',
      category: category!.mcc_categories[0] ?? 'professional_services',
      card_id: null,
      member_id: member!.id,
      department_id: member!.department_id,
      spent_at: `${body.spent_at}T12:00:00Z`,
      created_at: now,
      category_id: category!.id,
      project_id: null,
      tag_ids: [],
      counterpart_id: null,
      branch_id: null,
      vat_amount: null,
      supplier_trn: null,
      receipt: null,
    };
    db.expenses.push(expense);
    recordExpenseActivity(db, { expense_id: expense.id, kind: 'created', actor: actorName(user) });
    applyAutomations(db, expense);
    expenseChanged(db, expense);
    res.status(201).json({ data: presentExpenseInFull(db, expense) });
  });

  router.post('/api/admin/expenses/decisions', (req, res) => {
    const { db, user, company } = requirePermission(req, 'approve expenses');
    const { ids, decision, reason } = req.body as ExpenseBulkDecision;
    if (decision === 'reject' && !reason?.trim())
      throw validationFailed({ reason: ['Say why the expenses are rejected: the spenders see it.'] });
    const done: number[] = [];
    const failed: { id: number; message: string }[] = [];
    for (const id of ids) {
      const expense = db.expenses.find((row) => row.id === id && row.company_id === company.id);
      try {
        if (!expense) throw notFound('This expense was not found in this company.');
        decideExpense(db, user, expense, decision, reason);
        done.push(id);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        failed.push({ id, message: firstMessage(error) });
      }
    }
    res.json({ data: { done, failed: translateItemMessages(failed, requestLanguage(req)) } });
  });

  router.patch('/api/admin/expenses/:id', (req, res) => {
    const { db, user, company } = requirePermission(req, 'update expenses');
    const expense = findOwned(db.expenses, String(req.params.id), company.id);
    const body = req.body as ExpenseCoding;
    refuseLockedExpense(db, expense);
    rejectInvalid(codingErrors(db, expense, body));
    const changes = applyCoding(db, expense, body);
    if (changes.length > 0) recordExpenseActivity(db, { expense_id: expense.id, kind: 'change', actor: actorName(user), changes });
    res.json({ data: presentExpenseInFull(db, expense) });
  });

  router.get('/api/admin/expenses/:id/receipt', (req, res) => {
    const { db, company } = requirePermission(req, 'read expenses');
    const expense = findOwned(db.expenses, String(req.params.id), company.id);
    if (!expense.receipt) throw notFound('This expense has no receipt.');
    const bytes = expense.receipt.bytes ?? renderedReceipt(expense);
    res.setHeader('Content-Type', expense.receipt.content_type);
    res.setHeader('Content-Disposition', `inline; filename="${expense.receipt.file_name.replace(/["\\\r\n]/g, '_')}"`);
    res.send(bytes);
  });

  router.put('/api/admin/expenses/:id/receipt', (req, res) => {
    const scope = requirePermission(req, 'read expenses');
    const { db, user } = scope;
    const expense = findOwned(db.expenses, String(req.params.id), scope.company.id);
    requireReceiptWriter(scope, expense);
    refuseLockedExpense(db, expense);
    const files = ((req as { files?: UploadedFile[] }).files ?? []).filter((file) => file.fieldname === 'receipt');
    const file = files[0];
    const formats = parseAllowedFileFormats(SHARED_CONFIG.allowed_file_extensions);
    if (!file) throw validationFailed({ receipt: ['Choose the receipt file.'] });
    if (!isAllowedFileName(file.originalname, formats))
      throw validationFailed({ receipt: [`The receipt must be a file of type: ${formats.join(', ')}.`] });
    if (file.size > UPLOAD_MAX_BYTES) throw validationFailed({ receipt: ['The receipt may not be greater than 5 MB.'] });
    const replaced = expense.receipt !== null;
    expense.receipt = {
      file_name: file.originalname,
      content_type: contentTypeOf(file.originalname),
      size: file.size,
      uploaded_at: new Date().toISOString(),
      bytes: file.buffer,
    };
    recordExpenseActivity(db, {
      expense_id: expense.id,
      kind: 'receipt',
      actor: actorName(user),
      changes: [{ field: 'receipt', from: replaced ? 'replaced' : null, to: file.originalname }],
      text: file.originalname,
    });
    res.json({ data: presentExpenseInFull(db, expense) });
  });

  router.delete('/api/admin/expenses/:id/receipt', (req, res) => {
    const scope = requirePermission(req, 'read expenses');
    const { db, user } = scope;
    const expense = findOwned(db.expenses, String(req.params.id), scope.company.id);
    requireReceiptWriter(scope, expense);
    refuseLockedExpense(db, expense);
    if (!expense.receipt) throw notFound('This expense has no receipt.');
    const removed = expense.receipt.file_name;
    expense.receipt = null;
    recordExpenseActivity(db, {
      expense_id: expense.id,
      kind: 'receipt',
      actor: actorName(user),
      changes: [{ field: 'receipt', from: removed, to: null }],
      text: removed,
    });
    res.json({ data: presentExpenseInFull(db, expense) });
  });

  router.get('/api/admin/expenses/:id/activity', (req, res) => {
    const { db, company } = requirePermission(req, 'read expenses');
    res.json({ data: expenseTrail(db, findOwned(db.expenses, String(req.params.id), company.id)) });
  });

  router.post('/api/admin/expenses/:id/comments', (req, res) => {
    const { db, user, company } = requirePermission(req, 'read expenses');
    const expense = findOwned(db.expenses, String(req.params.id), company.id);
    const text = String((req.body as { text: string }).text).trim();
    if (!text) throw validationFailed({ text: ['Write the comment.'] });
    const entry = recordExpenseActivity(db, { expense_id: expense.id, kind: 'comment', actor: actorName(user), text });
    if (personOfAccount(db, user, company.id)?.id !== expense.member_id) {
      notifySpender(
        db,
        expense,
        `${actorName(user)} commented on your expense at ${expense.merchant} (${formatMoney(expense.amount, expense.currency)}).`,
      );
    }
    const { expense_id: _expenseId, ...shown } = entry;
    res.status(201).json({ data: shown });
  });
};

/** The one line a person reads for a refused item: its field error, else its message. */
function firstMessage(error: ApiError): string {
  return Object.values(error.errors ?? {})[0]?.[0] ?? error.message;
}
