import type { components } from '../../../src/api/schema.d.ts';
import { repeatedEmailIndexes, type CompanySettingsSection } from '../../../src/domain/companySettings.ts';
import { isValidIban, isValidUaeTrn, normalizeIban, normalizeTrn } from '../../../src/domain/uaeIdentifiers.ts';
import type { FieldErrors } from '../http/errors.ts';
import type { MockDatabase, StoredCompany, StoredCompanySettings } from '../store/types.ts';

type Schemas = components['schemas'];

/** What each section's PUT takes (the validator has checked the schema already). */
export type SectionWrites = {
  company_information: Schemas['CompanyInformation'];
  corporate_wallet: Schemas['CorporateWallet'];
  account_information: Schemas['AccountInformation'];
  transfer_approval_department: Schemas['TransferApprovalDepartmentWrite'];
  expense_notifications: Schemas['ExpenseNotificationSetting'];
  card_currency: Schemas['CardCurrencySetting'];
  card_type: Schemas['CardTypeSetting'];
  dark_mode: Schemas['DarkModeSetting'];
  support: Schemas['SupportSetting'];
};

/** Where a write lands: the company (name, address, config fields) and its settings row. */
export type SettingsTarget = { db: MockDatabase; company: StoredCompany; row: StoredCompanySettings; today: string };

const TRN_MESSAGE = 'The TRN must be 15 digits starting with 100.';
const IBAN_MESSAGE = 'The IBAN is not valid: check its country code, length and check digits (mod-97).';

const ibanErrors = (iban: string): FieldErrors => (isValidIban(iban) ? {} : { iban: [IBAN_MESSAGE] });

/** The rules beyond the schema, per section: field errors, empty when the write may go ahead. */
const ERRORS: { [S in CompanySettingsSection]: (body: SectionWrites[S], target: SettingsTarget) => FieldErrors } = {
  company_information: (body, { today }) => ({
    ...(isValidUaeTrn(body.trn) ? {} : { trn: [TRN_MESSAGE] }),
    ...(body.trade_license_expiry < today
      ? { trade_license_expiry: ['The trade licence has expired: enter the expiry date of the current licence.'] }
      : {}),
  }),
  corporate_wallet: (body) => ibanErrors(body.iban),
  account_information: (body) => ibanErrors(body.iban),
  transfer_approval_department: (body, { db, company }): FieldErrors =>
    body.department_id === null || db.departments.some((row) => row.id === body.department_id && row.company_id === company.id)
      ? {}
      : { department_id: ['Choose a department of this company.'] },
  expense_notifications: () => ({}),
  card_currency: () => ({}),
  card_type: () => ({}),
  dark_mode: () => ({}),
  support: (body) =>
    Object.fromEntries(
      repeatedEmailIndexes(body.support_admin_emails).map((index) => [`support_admin_emails.${index}`, ['This e-mail is listed twice.']]),
    ),
};

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/** Saves a valid write: what each section changes. */
const APPLY: { [S in CompanySettingsSection]: (body: SectionWrites[S], target: SettingsTarget) => void } = {
  company_information: ({ name, address, ...information }, { company, row }) => {
    company.name = name.trim();
    company.address = {
      line1: address.line1.trim(),
      line2: blankToNull(address.line2),
      city: address.city.trim(),
      postal_code: blankToNull(address.postal_code),
      country_code: address.country_code ?? 'AE',
    };
    row.company_information = {
      ...information,
      legal_name: information.legal_name.trim(),
      trn: normalizeTrn(information.trn),
      website: blankToNull(information.website),
      description: blankToNull(information.description),
    };
  },
  corporate_wallet: (body, { row }) => {
    row.corporate_wallet = { ...body, wallet_name: body.wallet_name.trim(), iban: normalizeIban(body.iban) };
  },
  account_information: (body, { row }) => {
    row.account_information = { ...body, iban: normalizeIban(body.iban) };
  },
  transfer_approval_department: (body, { row }) => {
    row.transfer_approval_department_id = body.department_id;
  },
  expense_notifications: (body, { row }) => {
    row.expense_notifications = structuredClone(body);
  },
  card_currency: (body, { row }) => {
    row.card_currency = body.card_currency;
  },
  card_type: (body, { row }) => {
    row.card_type = body.card_type;
  },
  dark_mode: (body, { company }) => {
    company.dark_mode_enabled = body.dark_mode_enabled;
  },
  support: (body, { company }) => {
    company.settings.support_admin_emails = body.support_admin_emails.map((email) => email.trim());
  },
};

export function sectionWriteErrors<S extends CompanySettingsSection>(
  section: S,
  body: SectionWrites[S],
  target: SettingsTarget,
): FieldErrors {
  return ERRORS[section](body, target);
}

export function applySectionWrite<S extends CompanySettingsSection>(section: S, body: SectionWrites[S], target: SettingsTarget): void {
  APPLY[section](body, target);
}
