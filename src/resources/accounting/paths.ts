import type { AccountingSyncKind } from '../../domain/contractLists';

const list = '/accounting';

/** Spec §2: `/accounting` opens its first tab; `/accounting/expenses` and `/accounting/payables` are the tabs. */
export const accountingPaths = {
  list,
  tab: (kind: AccountingSyncKind) => `${list}/${kind}`,
} as const;

/** The react-admin resource of each tab's list (`src/providers/data/resources.ts`). */
export const ACCOUNTING_RESOURCES: Readonly<Record<AccountingSyncKind, string>> = {
  expenses: 'accounting-expenses',
  payables: 'accounting-payables',
};
