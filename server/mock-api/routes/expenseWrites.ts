import type { ExpenseBulkDecision, ExpenseCoding, ExpenseCreate } from '../../../src/api/schema.d.ts';
import type { UploadedFile } from '../actions/billAttachments.ts';
import { attachReceipt, removeReceipt } from '../actions/expenseReceipts.ts';
import { codeExpense, commentOnExpense, decideExpenses, recordManualExpense } from '../actions/expenses.ts';
import { actorOf } from '../auth/actor.ts';
import { findOwned, requirePermission } from '../auth/guards.ts';
import { notFound } from '../http/errors.ts';
import { requestLanguage } from '../http/language.ts';
import { translateItemMessages } from '../http/translateMessage.ts';
import { renderedReceipt } from '../policy/documents.ts';
import { expenseTrail } from '../policy/expenses.ts';
import { presentExpenseInFull } from '../presenters/expenses.ts';
import type { RegisterRoutes } from './registerRoutes.ts';

/**
 * Writes to expenses beyond the lifecycle step: an out-of-pocket expense, coding (PATCH), the receipt
 * (GET/PUT/DELETE), the trail and its comments, and bulk decisions. Each change is in the trail; the
 * writes are `actions/expenses.ts` and `actions/expenseReceipts.ts`.
 */
export const registerExpenseWriteRoutes: RegisterRoutes = (router) => {
  router.post('/api/admin/expenses', (req, res) => {
    const scope = requirePermission(req, 'update expenses');
    const expense = recordManualExpense(actorOf(req, scope), req.body as ExpenseCreate);
    res.status(201).json({ data: presentExpenseInFull(scope.db, expense) });
  });

  router.post('/api/admin/expenses/decisions', (req, res) => {
    const scope = requirePermission(req, 'approve expenses');
    const { done, failed } = decideExpenses(actorOf(req, scope), req.body as ExpenseBulkDecision);
    res.json({ data: { done, failed: translateItemMessages(failed, requestLanguage(req)) } });
  });

  router.patch('/api/admin/expenses/:id', (req, res) => {
    const scope = requirePermission(req, 'update expenses');
    const expense = findOwned(scope.db.expenses, String(req.params.id), scope.company.id);
    codeExpense(actorOf(req, scope), expense, req.body as ExpenseCoding);
    res.json({ data: presentExpenseInFull(scope.db, expense) });
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
    const expense = findOwned(scope.db.expenses, String(req.params.id), scope.company.id);
    const file = ((req as { files?: UploadedFile[] }).files ?? []).find((candidate) => candidate.fieldname === 'receipt');
    attachReceipt(actorOf(req, scope), expense, file);
    res.json({ data: presentExpenseInFull(scope.db, expense) });
  });

  router.delete('/api/admin/expenses/:id/receipt', (req, res) => {
    const scope = requirePermission(req, 'read expenses');
    const expense = findOwned(scope.db.expenses, String(req.params.id), scope.company.id);
    removeReceipt(actorOf(req, scope), expense);
    res.json({ data: presentExpenseInFull(scope.db, expense) });
  });

  router.get('/api/admin/expenses/:id/activity', (req, res) => {
    const { db, company } = requirePermission(req, 'read expenses');
    res.json({ data: expenseTrail(db, findOwned(db.expenses, String(req.params.id), company.id)) });
  });

  router.post('/api/admin/expenses/:id/comments', (req, res) => {
    const scope = requirePermission(req, 'read expenses');
    const expense = findOwned(scope.db.expenses, String(req.params.id), scope.company.id);
    res.status(201).json({ data: commentOnExpense(actorOf(req, scope), expense, (req.body as { text: string }).text) });
  });
};
