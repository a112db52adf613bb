import { defineListQuery } from '../../layout/lists/listQuery';

/** The chart of accounts (the first tab of `/settings/accounting-settings`) opens by account code. */
export const glAccountListQuery = defineListQuery({ resource: 'gl-accounts', sort: { field: 'code', order: 'ASC' } });

/** The tax rates tab opens on the rates by name. */
export const taxRateListQuery = defineListQuery({ resource: 'tax-rates', sort: { field: 'name', order: 'ASC' } });
