/**
 * Where each dashboard figure leads: the list that explains it, with the filters that select the
 * same records, in react-admin's list URL (`?filter={json}`: the list then starts from these filters
 * alone, without its default one-month range). The filter keys are the lists' own (resources.ts).
 */
import type { DashboardSummary } from '../../api/schema';
import { cardPaths } from '../../resources/cards/paths';
import { expensePaths } from '../../resources/expenses/paths';
import { financialAccountPaths } from '../../resources/financial-account/paths';

type Period = { from: string; to: string };

export function listLink(path: string, filter: Record<string, unknown>, shown: readonly string[] = []): string {
  const params = new URLSearchParams({ filter: JSON.stringify(filter) });
  if (shown.length > 0) params.set('displayedFilters', JSON.stringify(Object.fromEntries(shown.map((key) => [key, true]))));
  return `${path}?${params.toString()}`;
}

/** Expenses waiting for an approver: the statuses the summary names. */
export const pendingApprovalsLink = (summary: Pick<DashboardSummary, 'awaiting_approval_statuses'>) =>
  listLink(expensePaths.list, { status: [...summary.awaiting_approval_statuses] });

/** What was spent in a period: the spent statuses within its days. */
export const spendLink = (summary: Pick<DashboardSummary, 'spent_statuses'>, period: Period) =>
  listLink(expensePaths.list, { status: [...summary.spent_statuses], spent_from: period.from, spent_until: period.to });

/** The spend of a category (or of the categories grouped as "Other") over the chart's days. */
export const categorySpendLink = (summary: Pick<DashboardSummary, 'spent_statuses'>, categoryIds: readonly number[], period: Period) =>
  listLink(
    expensePaths.list,
    { status: [...summary.spent_statuses], spent_from: period.from, spent_until: period.to, category_id: [...categoryIds] },
    ['category_id'],
  );

/** The expenses whose category needs a receipt at their amount and that have none (the figure's count). */
export const missingReceiptsLink = () => listLink(expensePaths.list, { missing_receipt: 1 }, ['missing_receipt']);

/** Spend not coded to a category yet over the chart's days. */
export const notCodedSpendLink = (summary: Pick<DashboardSummary, 'spent_statuses'>, period: Period) =>
  listLink(expensePaths.list, { status: [...summary.spent_statuses], spent_from: period.from, spent_until: period.to, coded: 0 }, [
    'coded',
  ]);

/** The active cards. */
export const activeCardsLink = () => listLink(cardPaths.list, { status: ['active'] });

/** The company balance: the financial account, whose ledger explains it movement by movement. */
export const walletLink = () => financialAccountPaths.list;
