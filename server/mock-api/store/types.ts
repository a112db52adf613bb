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

/** The facts of a document e-mailed to the company (an invoice, a receipt, a statement): its PDF is rendered from them. */
export interface StoredMailDocument {
  kind: 'invoice' | 'receipt' | 'statement';
  vendor_name: string;
  vendor_trn: string;
  number: string;
  issued_on: string;
  due_on: string | null;
  currency: Currency;
  /** Percent. */
  vat_rate: number;
  lines: { description: string; quantity: number; unit_price: number }[];
}

/** A file attached to a mailbox item: uploaded bytes, or a document the mock renders on read. */
export interface StoredMailAttachment {
  id: number;
  file_name: string;
  mime_type: string;
  size_bytes: number;
  bytes: Buffer | null;
  document: StoredMailDocument | null;
}

export interface StoredMailboxItem {
  id: number;
  company_id: string;
  subject: string;
  from_name: string;
  from_email: string;
  body: string;
  received_at: string;
  read_at: string | null;
  /** A classification of the company (the catalogue); null while unclassified. */
  classification_id: number | null;
  attachments: StoredMailAttachment[];
  /** The bill recorded from this e-mail (issue 13, invoice to bill); null while none. */
  bill_id: number | null;
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
  mailbox: StoredMailboxItem[];
  transfers: StoredTransfer[];
  expenses: StoredExpense[];
  expenseActivity: StoredExpenseActivity[];
  countries: Country[];
  denyList: DenyList;
  companySettings: StoredCompanySettings[];
  accountingSettings: StoredAccountingSettings[];
  walletEntries: StoredWalletEntry[];
  /** Every balanced money movement of every company (issue 33). */
  ledger: StoredLedgerTransaction[];
  fundingRequests: StoredFundingRequest[];
  spendRequests: StoredSpendRequest[];
  disputes: StoredDispute[];
  /** Reports saved by a user in a company (issue 16), with their monthly e-mail schedule. */
  savedReports: StoredSavedReport[];
  /** Firm-wide security settings (issue 35 item 8). */
  firmSecurity: { require_two_factor_for_administrators: boolean };
}

/** What moved the company wallet (the contract's `WalletEntryType`). */
export type WalletEntryType = Schemas['WalletEntryType'];

/** One movement of the company wallet: a signed amount (money out is negative) and the balance after it. */
export interface StoredWalletEntry {
  id: number;
  company_id: string;
  at: string;
  type: WalletEntryType;
  amount: number;
  currency: Currency;
  balance_after: number;
  description: string;
  reference_kind: string | null;
  reference_id: string | null;
}

/**
 * A funding request. The target's name is presented, not stored; `given` is what its runs moved
 * (a temporary request gives it back at its end date); `low_balance_alerted` lives on the company.
 */
export interface StoredFundingRequest {
  id: number;
  company_id: string;
  target: { type: LimitEntity; id: number | null };
  amount: number;
  currency: Currency;
  recurrence: Schemas['FundingRecurrence'];
  duration: Schemas['FundingDuration'];
  end_date: string | null;
  reason: string;
  status: Schemas['FundingRequestStatus'];
  decision_reason: string | null;
  requested_by: { id: number; name: string };
  requested_at: string;
  decided_by: string | null;
  decided_at: string | null;
  runs: number;
  next_run_on: string | null;
  /** What the runs gave and how: a limit raise (`limit`) or money moved (`transfer`). */
  given: number;
  given_as: 'limit' | 'transfer' | null;
  funds_returned_at: string | null;
  last_run_error: string | null;
}

/** A card or limit request (`/requests`); the requester is a person of the company. */
type SpendRequestShape = Schemas['SpendRequest'];
export interface StoredSpendRequest extends Omit<SpendRequestShape, 'requester' | 'target_name'> {
  company_id: string;
  requester_member_id: number;
  /** The limit a temporary change replaced, put back on `ends_on`; null otherwise. */
  previous_limit: { mode: Schemas['LimitMode']; amount: number } | null;
}

/** A file of a dispute's evidence; seeded files have no bytes (the mock renders a text). */
type DisputeFileShape = Schemas['DisputeFile'];
export interface StoredDisputeFile extends DisputeFileShape {
  bytes: Buffer | null;
}

/** A dispute of a card expense (`/disputes`); the expense is presented from `expense_id`. */
type DisputeShape = Schemas['Dispute'];
export interface StoredDispute extends Omit<
  DisputeShape,
  'expense' | 'files' | 'is_partial' | 'window_ends_on' | 'currency' | 'credit_exchange'
> {
  company_id: string;
  expense_id: number;
  files: StoredDisputeFile[];
  /** Stored when a won dispute credits the wallet in a foreign currency: its rate into AED of the decision day. */
  credit_exchange?: DisputeShape['credit_exchange'];
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
    mailbox: [],
    transfers: [],
    expenses: [],
    expenseActivity: [],
    countries: [],
    denyList: { api: {}, action: {} },
    companySettings: [],
    accountingSettings: [],
    walletEntries: [],
    ledger: [],
    fundingRequests: [],
    spendRequests: [],
    disputes: [],
    savedReports: [],
    firmSecurity: { require_two_factor_for_administrators: false },
  };
}

export type SeedScale = 'default' | 'large';

/** A report one user saved in one company; only that user sees it (another's id is a 404). */
type SavedReportShape = Schemas['SavedReport'];
export interface StoredSavedReport extends SavedReportShape {
  company_id: string;
  user_id: number;
}
