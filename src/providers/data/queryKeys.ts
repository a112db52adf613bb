import { getActiveCompanyId } from '../../api/session';

/**
 * The one module that builds query keys for queries made outside react-admin's own hooks
 * (`useQuery` over a typed dataProvider method). Every key starts with 'spendboard' and the
 * active company, so a cached answer of one company is never shown in another; invalidate a
 * family with `companyQueryKey(name)` (a prefix of every key of that name).
 */
export const companyQueryKey = (name: string, ...parts: readonly unknown[]) =>
  ['spendboard', getActiveCompanyId() ?? null, name, ...parts] as const;

/** Keys that do not depend on the company (the signed-in account, the company list). */
export const accountQueryKey = (name: string, ...parts: readonly unknown[]) => ['spendboard', 'account', name, ...parts] as const;

/** Smart Comply's three families: its page reads them; an expense's write marks the flags and scores stale. */
export const complianceQueryKeys = {
  rules: () => companyQueryKey('compliance-rules'),
  flags: (...parts: readonly unknown[]) => companyQueryKey('compliance-flags', ...parts),
  scores: () => companyQueryKey('compliance-scores'),
};

/**
 * Families one screen reads and another's write changes, named once (issue 34 item 5): the company
 * wallet's summary, the Inbox's badge and tab counts, the payroll pages, an expense's activity trail,
 * the accounting connection and its category mapping (`integration('connection')`, `integration('category-mappings')`).
 */
export const familyQueryKeys = {
  wallet: () => companyQueryKey('wallet'),
  mailboxStatistics: () => companyQueryKey('mailbox-statistics'),
  mailboxCounts: () => companyQueryKey('mailbox-counts'),
  payroll: (...parts: readonly unknown[]) => companyQueryKey('payroll', ...parts),
  expenseActivity: (...parts: readonly unknown[]) => companyQueryKey('expense-activity', ...parts),
  integration: (...parts: readonly unknown[]) => companyQueryKey('integration', ...parts),
};
