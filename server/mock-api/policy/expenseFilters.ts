import type { ExpenseListFilters } from '../../../src/api/schema.d.ts';
import { toCents } from '../../../src/domain/cents.ts';
import { expenseDay } from '../store/expenseIndex.ts';
import { expenseBaseCents } from '../store/expenseInBase.ts';
import type { StoredExpense } from '../store/types.ts';

/** The ids of an `in` filter as numbers (query values are strings); null when the filter is absent (every row passes). */
const idSet = (ids: string[] | undefined): Set<number> | null => (ids ? new Set(ids.map(Number)) : null);

/**
 * Every filter must pass; days compare as calendar days (YYYY-MM-DD), both ends inclusive, and so do
 * amounts. The status `my_expenses` keeps the signed-in user's own (`ownMemberId`: their person in
 * the company, or none). Built once per request: the list runs it over every row of the company.
 */
export function expenseFilter(
  filters: ExpenseListFilters,
  ownMemberId: number | null = null,
  needsReceipt: (row: StoredExpense) => boolean = () => false,
): (row: StoredExpense) => boolean {
  const within = filters.in;
  const [cards, members, departments, categories, projects, tags] = [
    idSet(within?.card_id),
    idSet(within?.member_id),
    idSet(within?.department_id),
    idSet(within?.category_id),
    idSet(within?.project_id),
    idSet(within?.tag_id),
  ];
  const has = (ids: Set<number> | null, id: number | null) => ids === null || (id !== null && ids.has(id));
  const statuses: string[] = within?.status ?? [];
  const ownOnly = statuses.includes('my_expenses');
  const realStatuses = new Set(statuses.filter((status) => status !== 'my_expenses'));
  const hasReceipt = filters.has?.receipt;
  const wantsReceipt = hasReceipt === undefined ? null : Number(hasReceipt) === 1;
  const wantsMissing = filters.has?.missing_receipt === undefined ? null : Number(filters.has.missing_receipt) === 1;
  const wantsCoded = filters.has?.category === undefined ? null : Number(filters.has.category) === 1;
  const minAmount = filters.min?.amount === undefined ? null : Number(filters.min.amount);
  const maxAmount = filters.max?.amount === undefined ? null : Number(filters.max.amount);
  const fromDay = filters.date_min?.spent_at || null;
  const untilDay = filters.date_max?.spent_at || null;
  const merchant = filters.exact?.merchant ?? null;
  return (row) => {
    if (merchant !== null && row.merchant !== merchant) return false;
    if (!has(cards, row.card_id) || !has(members, row.member_id) || !has(departments, row.department_id)) return false;
    if (!has(categories, row.category_id) || !has(projects, row.project_id)) return false;
    if (tags !== null && !row.tag_ids.some((id) => tags.has(id))) return false;
    if (ownOnly && row.member_id !== ownMemberId) return false;
    if (realStatuses.size > 0 && !realStatuses.has(row.status)) return false;
    if (wantsReceipt !== null && wantsReceipt !== (row.receipt !== null)) return false;
    if (wantsCoded !== null && wantsCoded !== (row.category_id !== null)) return false;
    if (wantsMissing !== null && wantsMissing !== (row.receipt === null && needsReceipt(row))) return false;
    if (minAmount !== null || maxAmount !== null) {
      // Compared in AED, each expense at the rate of its day: GBP 2,508 counts as about AED 11,550.
      const base = expenseBaseCents(row);
      if (base === null) return false;
      if (minAmount !== null && base < toCents(minAmount)) return false;
      if (maxAmount !== null && base > toCents(maxAmount)) return false;
    }
    if (fromDay !== null && expenseDay(row) < fromDay) return false;
    if (untilDay !== null && expenseDay(row) > untilDay) return false;
    return true;
  };
}

/** One row against the filters (see `expenseFilter`). */
export function matchesExpenseFilters(row: StoredExpense, filters: ExpenseListFilters, ownMemberId: number | null = null): boolean {
  return expenseFilter(filters, ownMemberId)(row);
}
