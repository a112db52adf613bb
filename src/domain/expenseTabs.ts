/**
 * The Expenses tab of a card, a person and a department (spec §2 detail tabs): which columns it
 * shows for its owner.
 */

/** The owner of an Expenses tab, as the API field it filters on (`filters[in][…][]`). */
export type ExpenseOwnerField = 'card_id' | 'member_id' | 'department_id';

export type ExpenseColumn = 'spent_at' | 'merchant' | 'member' | 'card' | 'amount' | 'status';

const EXPENSE_COLUMNS: readonly ExpenseColumn[] = ['spent_at', 'merchant', 'member', 'card', 'amount', 'status'];

/** The column that would repeat the owner on every row: the card on a card's tab, the person on a person's. */
const OWNER_COLUMN: Record<ExpenseOwnerField, ExpenseColumn | null> = {
  card_id: 'card',
  member_id: 'member',
  department_id: null,
};

/** The columns of an owner's Expenses tab, in display order. */
export function expenseTabColumns(owner: ExpenseOwnerField): ExpenseColumn[] {
  return EXPENSE_COLUMNS.filter((column) => column !== OWNER_COLUMN[owner]);
}
