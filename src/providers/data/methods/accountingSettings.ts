import type { components } from '../../../api/schema';
import { apiClient } from '../../../api/client';
import { unwrap } from '../../../api/apiError';

type Schemas = components['schemas'];
export type AccountingSettings = Schemas['AccountingSettings'];
export type AccountingSettingsWrite = Schemas['AccountingSettingsWrite'];

/** The accounting settings beside the chart of accounts and the tax rates (those are catalogues in RESOURCES). */
export const accountingSettingsMethods = {
  async getAccountingSettings(): Promise<AccountingSettings> {
    return (await unwrap(apiClient.GET('/api/admin/accounting/settings'))).data;
  },

  /** The default accounts and the sync options (update accounting settings); 422 on the fields. */
  async saveAccountingSettings(input: AccountingSettingsWrite): Promise<AccountingSettings> {
    return (await unwrap(apiClient.PUT('/api/admin/accounting/settings', { body: input }))).data;
  },

  /** The lock date (lock accounting); a future date is a 422 on `lock_date`. */
  async setAccountingLockDate(lockDate: string | null): Promise<AccountingSettings> {
    return (await unwrap(apiClient.PUT('/api/admin/accounting/lock-date', { body: { lock_date: lockDate } }))).data;
  },
};
