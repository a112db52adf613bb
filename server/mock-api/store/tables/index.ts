// Written by `npm run resources:gather` (scripts/resources/gatherResources.ts) from the files of this folder: do not edit.
import bills from './bills.ts';
import catalogues from './catalogues.ts';
import compliance from './compliance.ts';
import expenseAutomations from './expenseAutomations.ts';
import integrations from './integrations.ts';
import mailbox from './mailbox.ts';
import payroll from './payroll.ts';
import reports from './reports.ts';
import requests from './requests.ts';
import wallet from './wallet.ts';

export type * from './bills.ts';
export type * from './catalogues.ts';
export type * from './compliance.ts';
export type * from './expenseAutomations.ts';
export type * from './integrations.ts';
export type * from './mailbox.ts';
export type * from './payroll.ts';
export type * from './reports.ts';
export type * from './requests.ts';
export type * from './wallet.ts';

/** Every fragment's tables (`MockDatabase` extends them). */
export type FragmentTables = ReturnType<typeof bills> &
  ReturnType<typeof catalogues> &
  ReturnType<typeof compliance> &
  ReturnType<typeof expenseAutomations> &
  ReturnType<typeof integrations> &
  ReturnType<typeof mailbox> &
  ReturnType<typeof payroll> &
  ReturnType<typeof reports> &
  ReturnType<typeof requests> &
  ReturnType<typeof wallet>;

/** Every fragment's tables, empty. */
export function emptyFragmentTables(): FragmentTables {
  return {
    ...bills(),
    ...catalogues(),
    ...compliance(),
    ...expenseAutomations(),
    ...integrations(),
    ...mailbox(),
    ...payroll(),
    ...reports(),
    ...requests(),
    ...wallet(),
  };
}
