import type { StoredExpense } from './types.ts';

/** What the maker of a new expense knows: who spent what, where, when and how; a manual expense also names its category. */
export type NewExpense = Pick<
  StoredExpense,
  | 'id'
  | 'company_id'
  | 'merchant'
  | 'description'
  | 'amount'
  | 'currency'
  | 'status'
  | 'category'
  | 'card_id'
  | 'member_id'
  | 'department_id'
  | 'spent_at'
  | 'created_at'
> &
  Partial<Pick<StoredExpense, 'category_id'>>;

/**
 * The one shape of a new expense row (the API's manual expense, the card network's charge, the seed's):
 * what the maker knows, then its coding empty (no project, tags, counterpart, branch, VAT or receipt; no
 * accounting category unless the maker named one). The caller pushes it; the fields keep the stored order.
 */
export function newExpenseRow(known: NewExpense): StoredExpense {
  return {
    id: known.id,
    company_id: known.company_id,
    merchant: known.merchant,
    description: known.description,
    amount: known.amount,
    currency: known.currency,
    status: known.status,
    category: known.category,
    card_id: known.card_id,
    member_id: known.member_id,
    department_id: known.department_id,
    spent_at: known.spent_at,
    created_at: known.created_at,
    category_id: known.category_id ?? null,
    project_id: null,
    tag_ids: [],
    counterpart_id: null,
    branch_id: null,
    vat_amount: null,
    supplier_trn: null,
    receipt: null,
  };
}
