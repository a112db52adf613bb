import type { components } from '../../../src/api/schema.d.ts';
import { rejectInvalid } from '../http/errors.ts';
import { accountingSettingsErrors, lockDateErrors } from '../policy/accounting.ts';
import type { StoredAccountingSettings } from '../store/types.ts';
import type { Actor } from './actor.ts';

type Schemas = components['schemas'];

/** The three default accounts of the settings (a GL account chosen there stays active and cannot be deleted). */
export const DEFAULT_ACCOUNT_FIELDS = ['card_clearing_account_id', 'accounts_payable_account_id', 'reimbursements_account_id'] as const;

/** The company's accounting settings; a company created after the seed starts with nothing chosen (the row is made then). */
export function accountingSettingsOf(actor: Actor): StoredAccountingSettings {
  const found = actor.db.accountingSettings.find((candidate) => candidate.company_id === actor.company.id);
  if (found) return found;
  const row: StoredAccountingSettings = {
    company_id: actor.company.id,
    card_clearing_account_id: null,
    accounts_payable_account_id: null,
    reimbursements_account_id: null,
    sync_expenses_when_approved: false,
    sync_bills_when_approved: false,
    lock_date: null,
    lock_date_set_by: null,
    lock_date_set_at: null,
  };
  actor.db.accountingSettings.push(row);
  return row;
}

/** Sets the company's default accounts and sync options (422 naming the fields otherwise). */
export function updateAccountingSettings(
  actor: Actor,
  row: StoredAccountingSettings,
  body: Schemas['AccountingSettingsWrite'],
): StoredAccountingSettings {
  rejectInvalid(accountingSettingsErrors(actor.db, actor.company.id, body));
  for (const field of DEFAULT_ACCOUNT_FIELDS) row[field] = body[field];
  row.sync_expenses_when_approved = body.sync_expenses_when_approved;
  row.sync_bills_when_approved = body.sync_bills_when_approved;
  return row;
}

/** Locks the books up to a day (or unlocks them), recording who did it and when on the mock's clock. */
export function setLockDate(
  actor: Actor,
  row: StoredAccountingSettings,
  lockDate: Schemas['AccountingLockWrite']['lock_date'],
): StoredAccountingSettings {
  const now = actor.store.now();
  rejectInvalid(lockDateErrors(lockDate, now));
  row.lock_date = lockDate;
  row.lock_date_set_by = `${actor.user.first_name} ${actor.user.last_name}`.trim();
  row.lock_date_set_at = now.toISOString();
  return row;
}
