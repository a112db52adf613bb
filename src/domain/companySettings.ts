/**
 * Company settings (`/settings/company-settings`): one section per API call, each read and saved
 * under its own permission (spec §6 names where they exist). The app shows a section only when
 * the user may read it, read-only when they may not change it; the mock API enforces the same
 * names on its GET and PUT.
 */

export const COMPANY_SETTINGS_SECTIONS = [
  'company_information',
  'corporate_wallet',
  'account_information',
  'transfer_approval_department',
  'expense_notifications',
  'card_currency',
  'card_type',
  'dark_mode',
  'support',
] as const;

export type CompanySettingsSection = (typeof COMPANY_SETTINGS_SECTIONS)[number];

/** The page needs it: the company's information is what every section is part of. */
export const COMPANY_SETTINGS_PAGE_PERMISSION = 'read company information';

/**
 * Who may read and who may change each section. The bank details (e-wallet, funding account)
 * have read permissions of their own: seeing the company's information does not show its IBANs.
 */
export const COMPANY_SETTINGS_PERMISSIONS: Readonly<Record<CompanySettingsSection, { read: string; update: string }>> = {
  company_information: { read: COMPANY_SETTINGS_PAGE_PERMISSION, update: 'update company information' },
  corporate_wallet: { read: 'read corporate e-wallet information', update: 'update corporate e-wallet information' },
  account_information: { read: 'read account information', update: 'update account information' },
  transfer_approval_department: {
    read: COMPANY_SETTINGS_PAGE_PERMISSION,
    update: 'update transfer approval department information',
  },
  expense_notifications: { read: COMPANY_SETTINGS_PAGE_PERMISSION, update: 'update expense notification setting' },
  card_currency: { read: COMPANY_SETTINGS_PAGE_PERMISSION, update: 'update_card_currency' },
  card_type: { read: COMPANY_SETTINGS_PAGE_PERMISSION, update: 'update_card_type' },
  dark_mode: { read: COMPANY_SETTINGS_PAGE_PERMISSION, update: 'update dark mode setting' },
  support: { read: COMPANY_SETTINGS_PAGE_PERMISSION, update: 'update support admin emails' },
};

/** Every permission name the page asks about (for one permission check of the whole page). */
export const COMPANY_SETTINGS_PERMISSION_NAMES: readonly string[] = [
  ...new Set(Object.values(COMPANY_SETTINGS_PERMISSIONS).flatMap(({ read, update }) => [read, update])),
];

export type SectionAccess = 'hidden' | 'read_only' | 'editable';

/** Hidden without the read permission; read-only without the update permission (or when it is denied firm-wide). */
export function sectionAccess(section: CompanySettingsSection, isPermitted: (name: string) => boolean): SectionAccess {
  const { read, update } = COMPANY_SETTINGS_PERMISSIONS[section];
  if (!isPermitted(read)) return 'hidden';
  return isPermitted(update) ? 'editable' : 'read_only';
}

/** The API path segment of a section: `company_information` → `company-information`. */
export const sectionSlug = (section: CompanySettingsSection) => section.replace(/_/g, '-');

/** Case-insensitive duplicates in a list of e-mail addresses: the index of each repeat. */
export function repeatedEmailIndexes(emails: readonly string[]): number[] {
  const seen = new Set<string>();
  return emails.flatMap((email, index) => {
    const key = email.trim().toLowerCase();
    if (seen.has(key)) return [index];
    seen.add(key);
    return [];
  });
}
