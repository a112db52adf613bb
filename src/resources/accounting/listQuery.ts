import type { AccountingSyncKind } from '../../domain/contractLists';
import { defineListQuery, type ListQuery } from '../../layout/lists/listQuery';
import { ACCOUNTING_RESOURCES } from './paths';

const byDateNewestFirst = (kind: AccountingSyncKind) =>
  defineListQuery({ resource: ACCOUNTING_RESOURCES[kind], sort: { field: 'date', order: 'DESC' } });

/** Each accounting tab (`/accounting/expenses`, `/accounting/payables`) opens on its newest records first. */
export const accountingListQueries: Readonly<Record<AccountingSyncKind, ListQuery>> = {
  expenses: byDateNewestFirst('expenses'),
  payables: byDateNewestFirst('payables'),
};
