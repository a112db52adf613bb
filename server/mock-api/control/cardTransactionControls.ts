import type { Router } from 'express';
import { isOneOf, MCC_CATEGORY_VALUES } from '../../../src/domain/contractLists.ts';
import type { MockContext } from '../context.ts';
import { notFound, rejectInvalid, type FieldErrors } from '../http/errors.ts';
import { presentExpenseInFull } from '../presenters/expenses.ts';
import { applyAutomations } from '../policy/expenseAutomationRuns.ts';
import { expenseChanged } from '../policy/spend.ts';
import { newExpenseRow } from '../store/newExpenseRow.ts';
import type { StoredExpense } from '../store/types.ts';

type TransactionBody = { merchant?: unknown; amount?: unknown; category?: unknown };

/**
 * `POST /__mock/cards/:id/transactions {merchant, amount, category?}`: QA control standing in for the
 * card network: a captured charge on the card becomes an uncoded expense of its holder, now, in the
 * card's currency; the company's coding rules then code it (as for any new expense) and Spent follows.
 * 404 for no such card, 422 for a missing merchant, an amount not above 0 or an unknown merchant category.
 */
export function registerCardTransactionControls(router: Router, context: MockContext): void {
  router.post('/cards/:id/transactions', (req, res) => {
    const { db } = context.store;
    const card = db.cards.find((row) => row.id === Number(req.params.id));
    if (!card) throw notFound('No card has this id.');
    const body = (req.body ?? {}) as TransactionBody;
    const errors: FieldErrors = {};
    const merchant = typeof body.merchant === 'string' ? body.merchant.trim() : '';
    if (!merchant) errors.merchant = ['The merchant field is required.'];
    if (typeof body.amount !== 'number' || !(body.amount > 0) || body.amount > 10_000_000)
      errors.amount = ['The amount must be a number above 0 and at most 10,000,000.'];
    const category = body.category ?? 'professional_services';
    if (!isOneOf(MCC_CATEGORY_VALUES, category)) errors.category = [`The category must be one of: ${MCC_CATEGORY_VALUES.join(', ')}.`];
    rejectInvalid(errors);
    const member = db.members.find((row) => row.id === card.member_id && row.company_id === card.company_id);
    const now = context.store.now().toISOString();
    const expense = newExpenseRow({
      id: context.store.nextId(db.expenses),
      company_id: card.company_id,
      merchant,
      description: '',
      amount: Math.round((body.amount as number) * 100) / 100,
      currency: card.currency,
      status: 'captured',
      category: category as StoredExpense['category'],
      card_id: card.id,
      member_id: card.member_id,
      department_id: member?.department_id ?? null,
      spent_at: now,
      created_at: now,
    });
    db.expenses.push(expense);
    applyAutomations(db, expense);
    expenseChanged(db, expense);
    res.status(201).json({ data: presentExpenseInFull(db, expense) });
  });
}
