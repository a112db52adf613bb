import type { components, paths } from '../../../api/schema';
import { apiClient } from '../../../api/client';
import { unwrap } from '../../../api/apiError';
import type { CompanySettingsSection } from '../../../domain/companySettings';

type Schemas = components['schemas'];

/** What each section reads (GET and the PUT's answer). */
export type CompanySettingsValues = {
  company_information: Schemas['CompanyInformation'];
  corporate_wallet: Schemas['CorporateWallet'];
  account_information: Schemas['AccountInformation'];
  transfer_approval_department: Schemas['TransferApprovalDepartment'];
  expense_notifications: Schemas['ExpenseNotificationSetting'];
  card_currency: Schemas['CardCurrencySetting'];
  card_type: Schemas['CardTypeSetting'];
  dark_mode: Schemas['DarkModeSetting'];
  support: Schemas['SupportSetting'];
};

/** What each section's PUT takes. */
export type CompanySettingsWrites = Omit<CompanySettingsValues, 'transfer_approval_department'> & {
  transfer_approval_department: Schemas['TransferApprovalDepartmentWrite'];
};

const SECTION_PATHS = {
  company_information: '/api/admin/company-settings/company-information',
  corporate_wallet: '/api/admin/company-settings/corporate-wallet',
  account_information: '/api/admin/company-settings/account-information',
  transfer_approval_department: '/api/admin/company-settings/transfer-approval-department',
  expense_notifications: '/api/admin/company-settings/expense-notifications',
  card_currency: '/api/admin/company-settings/card-currency',
  card_type: '/api/admin/company-settings/card-type',
  dark_mode: '/api/admin/company-settings/dark-mode',
  support: '/api/admin/company-settings/support',
} as const satisfies Record<CompanySettingsSection, keyof paths>;

// Every section path has the same shape (GET → { data }, PUT body → { data }); one typed call serves them all.
type SectionPath = (typeof SECTION_PATHS)[CompanySettingsSection];
const asOne = (path: SectionPath) => path as (typeof SECTION_PATHS)['dark_mode'];

/** Company settings, one section per call (each under its own permission). */
export const companySettingsMethods = {
  async getCompanySettings<S extends CompanySettingsSection>(section: S): Promise<CompanySettingsValues[S]> {
    const body = await unwrap(apiClient.GET(asOne(SECTION_PATHS[section])));
    return body.data as CompanySettingsValues[S];
  },

  /** 422 field errors on the section's fields; 403 without its update permission. */
  async saveCompanySettings<S extends CompanySettingsSection>(
    section: S,
    input: CompanySettingsWrites[S],
  ): Promise<CompanySettingsValues[S]> {
    const body = await unwrap(apiClient.PUT(asOne(SECTION_PATHS[section]), { body: input as never }));
    return body.data as CompanySettingsValues[S];
  },
};
