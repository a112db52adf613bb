import type { components } from '../../../src/api/schema.d.ts';
import type { StoredLedgerTransaction } from './ledgerTypes.ts';
import { emptyFragmentTables, type FragmentTables } from './tables/index.ts';

export type * from './tables/index.ts';

/**
 * Rows of the in-memory store. Where the API shape is the same they reuse the generated
 * schema types; tenant-owned rows add `company_id` (a company UUID) so ownership checks
 * are one comparison. Relations are ids, resolved by the route that presents them.
 */
type Schemas = components['schemas'];

export type Currency = Schemas['Currency'];
export type CardStatus = Schemas['CardStatus'];
export type CardType = Schemas['CardType'];
export type Limit = Schemas['Limit'];
export type Address = Schemas['Address'];
export type Country = Required<Schemas['Country']>;
export type Permission = Schemas['Permission'];
export type UserType = Schemas['UserType'];
export type MccCategory = Schemas['MccCategory'];
export type ExpenseStatus = Schemas['ExpenseStatus'];
export type LimitEntity = Schemas['LimitEntity'];
export type Emirate = Schemas['Emirate'];
export type TagColour = Schemas['TagColour'];
export type PaymentMethodType = Schemas['PaymentMethodType'];

export type CardOnboardingStatus = NonNullable<Schemas['StripeOnboardingStatus']>;

export interface CompanySettings {
  /** 1 when card services are enabled for the company. */
  is_stripe_enabled: 0 | 1;
  /** null while card services are not enabled. */
  stripe_onboarding_status: CardOnboardingStatus | null;
  onboarding_link: string | null;
  support_admin_emails: string[];
}

export interface StoredCompany {
  id: string;
  name: string;
  address: Address;
  is_compliance_done: boolean;
  /** Whether the app offers this company's users the dark theme switch (config `dark_mode_enabled`). */
  dark_mode_enabled: boolean;
  /** The Spendboard subscription plan. */
  plan: Schemas['CompanyPlan'];
  settings: CompanySettings;
  /** The company's own funds (always mode balance): what transfers from the company draw on. */
  limit: Limit;
  created_at: string;
}

/** A signed-in administrator (an account), not a company member. */
export interface StoredUser {
  id: number;
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  avatar: string | null;
  user_type: UserType;
  country_id: number;
  /** Two-step verification (issue 35 item 8): on once confirmed; its unused one-time recovery codes. */
  two_factor?: { secret: string; recovery_codes: string[] } | null;
  /** A started, unconfirmed enrolment's secret. */
  pending_two_factor_secret?: string | null;
}

/**
 * An account's place in a company: its person there (`members`), whose roles are the account's
 * permissions in that company (edited on the Users page). The account belongs to the company while
 * that person exists and is not suspended. firm_admin needs none: it belongs to every company.
 */
export interface StoredMembership {
  user_id: number;
  company_id: string;
  member_id: number;
}

type RoleShape = Schemas['Role'];

export interface StoredRole extends RoleShape {
  company_id: string;
}

/** A person of a company (card holder, department administrator). */
export interface StoredMember {
  id: number;
  company_id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  job_title: string;
  status: Schemas['MemberStatus'];
  department_id: number | null;
  /** The branch the person works at (issue 11); null when not assigned. */
  branch_id: number | null;
  limit: Limit;
  addresses: Address[];
  /** Roles of the company the person holds; a person with any role is an administrator (Users). */
  role_ids: number[];
  created_at: string;
}

export interface StoredDepartment {
  id: number;
  company_id: string;
  name: string;
  limit: Limit;
  /** Member ids of the same company. */
  administrator_ids: number[];
  created_at: string;
}

export interface CardUsageControls {
  allowed_mcc_categories: MccCategory[];
  allowed_countries: string[];
}

export interface StoredCard extends Omit<Schemas['Card'], 'administrator' | 'limit'> {
  company_id: string;
  limit: Limit;
  /** Where the card may be used (empty: anywhere). */
  controls: CardUsageControls;
}

/** One side of a transfer; a company side's id is the company UUID. */
export interface StoredTransferParty {
  type: LimitEntity;
  id: number | string;
  /** The side's name when the money moved, shown once the side is gone (a removed person, a deleted department). */
  name?: string;
}

export interface StoredTransfer {
  id: number;
  company_id: string;
  from: StoredTransferParty;
  to: StoredTransferParty;
  amount: number;
  currency: Currency;
  created_at: string;
  /** Full name of the account that moved the money; null for seeded history. */
  created_by: string | null;
}

export interface StoredExpense {
  id: number;
  company_id: string;
  merchant: string;
  description: string;
  amount: number;
  currency: Currency;
  status: ExpenseStatus;
  category: MccCategory;
  card_id: number | null;
  member_id: number;
  department_id: number | null;
  spent_at: string;
  created_at: string;
  /** Why it was rejected (the rejection's reason, shown to the spender). */
  rejection_reason?: string;
  /** Its coding against the company's catalogues (null / empty until coded). */
  category_id: number | null;
  project_id: number | null;
  tag_ids: number[];
  counterpart_id: number | null;
  branch_id: number | null;
  vat_amount: number | null;
  supplier_trn: string | null;
  receipt: StoredReceipt | null;
  /** Its accounting sync; absent: never synced. */
  accounting_sync?: StoredAccountingSync;
}

/** A record's accounting sync state (the contract's shape), kept on the expense or the bill. */
export type StoredAccountingSync = Schemas['AccountingSyncState'];

/** A receipt on file; seeded receipts have no bytes (the mock renders them from the expense). */
type ReceiptShape = Schemas['ExpenseReceipt'];
export interface StoredReceipt extends ReceiptShape {
  bytes: Buffer | null;
}

/** One entry of an expense's trail (`GET expenses/{id}/activity`); the "created" entry is derived, not stored. */
type ExpenseActivityShape = Schemas['ExpenseActivity'];
export interface StoredExpenseActivity extends ExpenseActivityShape {
  expense_id: number;
}

export interface StoredNotification {
  id: number;
  user_id: number;
  company_id: string | null;
  created_at: string;
  read_at: string | null;
  data: { title: string; additional_data: { cta: string | null } };
}

type AccountingSettingsShape = Schemas['AccountingSettings'];

/** A company's accounting settings: default accounts, sync options and the lock date (one row per company). */
export interface StoredAccountingSettings extends AccountingSettingsShape {
  company_id: string;
}

/**
 * A company's settings (company settings page), one row per company. Its name and address live on
 * the company (`StoredCompany`), dark mode and the support e-mails in the company's config fields.
 */
export interface StoredCompanySettings {
  company_id: string;
  company_information: Omit<Schemas['CompanyInformation'], 'name' | 'address'>;
  corporate_wallet: Schemas['CorporateWallet'];
  account_information: Schemas['AccountInformation'];
  /** The department whose administrators approve transfers; null: none chosen. */
  transfer_approval_department_id: number | null;
  expense_notifications: Schemas['ExpenseNotificationSetting'];
  card_currency: Currency;
  card_type: CardType;
}

/** Global deny list (spec §6): permission name → true when denied. */
export interface DenyList {
  api: Record<string, boolean>;
  action: Record<string, boolean>;
}

/**
 * The store's database: the tables below and those of every fragment in ./tables/ (one file per area; a new
 * resource adds its own fragment there and `npm run resources:gather`).
 */
export interface MockDatabase extends FragmentTables {
  users: StoredUser[];
  companies: StoredCompany[];
  memberships: StoredMembership[];
  permissions: Permission[];
  roles: StoredRole[];
  members: StoredMember[];
  departments: StoredDepartment[];
  cards: StoredCard[];
  notifications: StoredNotification[];
  transfers: StoredTransfer[];
  expenses: StoredExpense[];
  expenseActivity: StoredExpenseActivity[];
  countries: Country[];
  denyList: DenyList;
  companySettings: StoredCompanySettings[];
  accountingSettings: StoredAccountingSettings[];
  /** Every balanced money movement of every company (issue 33). */
  ledger: StoredLedgerTransaction[];
  /** Firm-wide security settings (issue 35 item 8). */
  firmSecurity: { require_two_factor_for_administrators: boolean };
}

/** Every table empty, for the seed to fill: a table of `MockDatabase` above goes here too (a fragment's come with it). */
export function emptyDatabase(): MockDatabase {
  return {
    ...emptyFragmentTables(),
    users: [],
    companies: [],
    memberships: [],
    permissions: [],
    roles: [],
    members: [],
    departments: [],
    cards: [],
    notifications: [],
    transfers: [],
    expenses: [],
    expenseActivity: [],
    countries: [],
    denyList: { api: {}, action: {} },
    companySettings: [],
    accountingSettings: [],
    ledger: [],
    firmSecurity: { require_two_factor_for_administrators: false },
  };
}

export type SeedScale = 'default' | 'large';
