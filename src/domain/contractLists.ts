/**
 * The contract's value lists (statuses, types, modes, currencies), shared by the app and the mock API.
 * Each list is checked against the generated schema's union: a value added to the OpenAPI (or one
 * that is not in it) fails the type check here, and every Record keyed by these unions follows.
 */
import type { components } from '../api/schema';

type Schemas = components['schemas'];

export type CardStatus = Schemas['CardStatus'];
export type CardType = Schemas['CardType'];
export type CardTypeCode = Schemas['CardTypeCode'];
export type Currency = Schemas['Currency'];
export type MemberStatus = Schemas['MemberStatus'];
export type ExpenseStatus = Schemas['ExpenseStatus'];
export type OnboardingStatus = NonNullable<Schemas['StripeOnboardingStatus']>;
export type AccountingSyncStatus = Schemas['AccountingSyncStatus'];
export type AccountingSyncKind = Schemas['AccountingSyncKind'];
export type AccountingSyncProblemCode = Schemas['AccountingSyncProblemCode'];
export type LimitEntity = Schemas['LimitEntity'];
export type LimitModeName = Schemas['LimitMode'];
export type LimitModeCode = Schemas['LimitModeCode'];
export type Emirate = Schemas['Emirate'];
export type CatalogueStatus = Schemas['CatalogueStatus'];
export type TagColour = Schemas['TagColour'];
export type GlAccountType = Schemas['GlAccountType'];
export type TaxRateType = Schemas['TaxRateType'];
export type MccCategory = Schemas['MccCategory'];
export type PaymentMethodType = Schemas['PaymentMethodType'];
export type VatRate = Schemas['VatRate'];
export type PurchaseOrderStatus = Schemas['PurchaseOrderStatus'];
export type SpendRequestKind = Schemas['SpendRequestKind'];
export type SpendRequestStatus = Schemas['SpendRequestStatus'];
export type SpendRequestDuration = Schemas['SpendRequestDuration'];
export type SpendRequestTarget = Schemas['SpendRequestTarget'];
export type DisputeReason = Schemas['DisputeReason'];
export type DisputeStatus = Schemas['DisputeStatus'];
export type BillApprovalStatus = Schemas['BillApprovalStatus'];
export type BillPaymentStatus = Schemas['BillPaymentStatus'];
export type BillSource = Schemas['BillSource'];
export type ExpenseNotificationRecipient = Schemas['ExpenseNotificationRecipient'];
export type ExpenseNotificationFrequency = Schemas['ExpenseNotificationFrequency'];
export type SalaryRunStatus = Schemas['SalaryRunStatus'];
export type PayrollEmployeeStatus = Schemas['PayrollEmployeeStatus'];

type Missing<T, L extends readonly unknown[]> = Exclude<T, L[number]>;

/**
 * Every value of the union `T`, in the order written: `everyValue<T>()([...])` accepts only values of
 * `T` and names the values the list misses.
 */
export const everyValue =
  <T extends string>() =>
  <const L extends readonly T[]>(values: L & ([Missing<T, L>] extends [never] ? unknown : { missing: Missing<T, L> })): L =>
    values;

export const CARD_STATUSES = everyValue<CardStatus>()(['active', 'inactive', 'frozen', 'terminated', 'expired']);
export const CARD_TYPES = everyValue<CardType>()(['virtual', 'physical']);
export const CURRENCIES = everyValue<Currency>()(['AED', 'USD', 'EUR', 'GBP', 'SAR']);
export const MEMBER_STATUSES = everyValue<MemberStatus>()(['active', 'invited', 'suspended']);
export const EXPENSE_STATUSES = everyValue<ExpenseStatus>()([
  'draft',
  'submitted',
  'declined',
  'captured',
  'reversed',
  'manual',
  'manual_approved',
  'manual_rejected',
  'approved',
  'rejected',
  'recalled',
  'reported',
  'reimbursed',
  'cancelled',
  'refunded',
  'authorized',
  'in_review',
  'pending',
]);
export const ONBOARDING_STATUSES = everyValue<OnboardingStatus>()(['pending', 'in_review', 'completed', 'rejected']);
export const ACCOUNTING_SYNC_STATUSES = everyValue<AccountingSyncStatus>()(['NOT_SYNCED', 'IN_PROGRESS', 'SYNCED', 'ERROR']);
export const ACCOUNTING_SYNC_KINDS = everyValue<AccountingSyncKind>()(['expenses', 'payables']);
export const ACCOUNTING_SYNC_PROBLEM_CODES = everyValue<AccountingSyncProblemCode>()([
  'NO_CONNECTION',
  'NOT_CODED',
  'CATEGORY_NOT_MAPPED',
  'PERIOD_LOCKED',
  'VENDOR_NOT_IN_ERP',
]);
export const LIMIT_ENTITIES = everyValue<LimitEntity>()(['member', 'department', 'company', 'card']);
export const LIMIT_MODES = everyValue<LimitModeName>()(['inherited', 'limit', 'balance']);
export const EMIRATES = everyValue<Emirate>()(['abu_dhabi', 'dubai', 'sharjah', 'ajman', 'umm_al_quwain', 'ras_al_khaimah', 'fujairah']);
export const CATALOGUE_STATUSES = everyValue<CatalogueStatus>()(['active', 'archived']);
export const TAG_COLOURS = everyValue<TagColour>()(['grey', 'red', 'orange', 'amber', 'green', 'teal', 'blue', 'indigo', 'purple', 'pink']);
export const GL_ACCOUNT_TYPES = everyValue<GlAccountType>()(['asset', 'liability', 'equity', 'income', 'expense']);
export const TAX_RATE_TYPES = everyValue<TaxRateType>()(['standard', 'zero_rated', 'exempt']);
export const MCC_CATEGORY_VALUES = everyValue<MccCategory>()([
  'airlines',
  'car_rental',
  'lodging',
  'restaurants',
  'groceries',
  'fuel',
  'software',
  'advertising',
  'office_supplies',
  'utilities',
  'professional_services',
  'government',
]);
export const PAYMENT_METHOD_TYPES = everyValue<PaymentMethodType>()(['bank_transfer', 'card', 'cash', 'cheque']);
export const VAT_RATES = everyValue<VatRate>()(['standard', 'zero_rated', 'exempt']);
export const PURCHASE_ORDER_STATUSES = everyValue<PurchaseOrderStatus>()([
  'draft',
  'open',
  'partially_billed',
  'fully_billed',
  'closed',
  'cancelled',
]);

export const BILL_APPROVAL_STATUSES = everyValue<BillApprovalStatus>()(['draft', 'pending_approval', 'approved', 'rejected']);
export const BILL_PAYMENT_STATUSES = everyValue<BillPaymentStatus>()([
  'unpaid',
  'scheduled',
  'processing',
  'paid',
  'failed',
  'partially_paid',
]);
export const BILL_SOURCES = everyValue<BillSource>()(['upload', 'mailbox', 'manual']);

/** Limit modes as write calls send them (spec §3): inherited '3', limit '2', balance '1'. */
export const LIMIT_MODE_CODES: Readonly<Record<LimitModeName, LimitModeCode>> = { inherited: '3', limit: '2', balance: '1' };

/** Card types as write calls and the list filter send them (spec §3): virtual '1', physical '0'. */
export const CARD_TYPE_CODES: Readonly<Record<CardType, CardTypeCode>> = { virtual: '1', physical: '0' };

export const EXPENSE_NOTIFICATION_RECIPIENTS = everyValue<ExpenseNotificationRecipient>()([
  'submitter',
  'department_administrators',
  'approvers',
]);
export const EXPENSE_NOTIFICATION_FREQUENCIES = everyValue<ExpenseNotificationFrequency>()(['instant', 'daily', 'weekly']);

/** `value` is one of `list` (narrows an API or cookie string). */
export const SPEND_REQUEST_KINDS = everyValue<SpendRequestKind>()(['card', 'limit']);
export const SALARY_RUN_STATUSES = everyValue<SalaryRunStatus>()([
  'draft',
  'in_review',
  'approved',
  'file_generated',
  'submitted',
  'accepted',
  'rejected',
  'paid',
  'posted',
]);
export const PAYROLL_EMPLOYEE_STATUSES = everyValue<PayrollEmployeeStatus>()(['active', 'inactive']);
export const SPEND_REQUEST_STATUSES = everyValue<SpendRequestStatus>()(['pending', 'approved', 'declined', 'withdrawn']);
export const SPEND_REQUEST_DURATIONS = everyValue<SpendRequestDuration>()(['permanent', 'temporary']);
export const SPEND_REQUEST_TARGETS = everyValue<SpendRequestTarget>()(['card', 'member']);
export const DISPUTE_REASONS = everyValue<DisputeReason>()([
  'fraudulent',
  'duplicate',
  'not_received',
  'not_as_described',
  'canceled',
  'other',
]);
export const DISPUTE_STATUSES = everyValue<DisputeStatus>()(['unsubmitted', 'submitted', 'won', 'lost', 'expired']);

export const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T => (list as readonly unknown[]).includes(value);

export type IntegrationProvider = Schemas['IntegrationProvider'];
export type IntegrationStatus = Schemas['IntegrationStatus'];
export type IntegrationScope = Schemas['IntegrationScope'];
export type IntegrationImportKind = Schemas['IntegrationImportKind'];
export type IntegrationImportOutcome = Schemas['IntegrationImportOutcome'];
export type IntegrationSkipReason = Schemas['IntegrationSkipReason'];
export const INTEGRATION_PROVIDERS = everyValue<IntegrationProvider>()(['xero', 'quickbooks_online', 'zoho_books', 'netsuite', 'odoo']);
export const INTEGRATION_STATUSES = everyValue<IntegrationStatus>()(['connected', 'needs_attention', 'disconnected']);
export const INTEGRATION_SCOPES = everyValue<IntegrationScope>()(['chart_of_accounts', 'tax_rates', 'vendors', 'expenses', 'bills']);
export const INTEGRATION_IMPORT_KINDS = everyValue<IntegrationImportKind>()(['chart_of_accounts', 'tax_rates', 'vendors']);
export const INTEGRATION_IMPORT_OUTCOMES = everyValue<IntegrationImportOutcome>()(['created', 'updated', 'skipped']);
export const INTEGRATION_SKIP_REASONS = everyValue<IntegrationSkipReason>()([
  'unchanged',
  'no_trn',
  'invalid_trn',
  'duplicate_in_source',
  'locked',
  'inactive_in_source',
  'default_account',
  'invalid',
]);

export type WalletEntryType = Schemas['WalletEntryType'];
export type FundingRequestStatus = Schemas['FundingRequestStatus'];
export type FundingRecurrence = Schemas['FundingRecurrence'];
export type FundingDuration = Schemas['FundingDuration'];
export const WALLET_ENTRY_TYPES = everyValue<WalletEntryType>()([
  'bill_payment',
  'bill_payment_returned',
  'transfer_out',
  'transfer_in',
  'top_up',
  'card_spend',
  'refund',
  'dispute_credit',
  'salary_payment',
  'reimbursement',
  'funding',
  'funding_return',
  'adjustment',
  'conversion',
]);
export const FUNDING_REQUEST_STATUSES = everyValue<FundingRequestStatus>()(['pending', 'approved', 'declined', 'withdrawn']);
export const FUNDING_RECURRENCES = everyValue<FundingRecurrence>()(['one_time', 'monthly']);
export const FUNDING_DURATIONS = everyValue<FundingDuration>()(['permanent', 'temporary']);
export type ApprovalItemType = Schemas['ApprovalItemType'];
export const APPROVAL_ITEM_TYPES = everyValue<ApprovalItemType>()([
  'expense',
  'reimbursement',
  'bill',
  'funding_request',
  'card_request',
  'limit_request',
]);
export type ApprovalItemStatus = Schemas['ApprovalItemStatus'];
export const APPROVAL_ITEM_STATUSES = everyValue<ApprovalItemStatus>()(['submitted', 'in_review']);
export type CompanyPlan = Schemas['CompanyPlan'];
export const COMPANY_PLANS = everyValue<CompanyPlan>()(['standard', 'professional', 'enterprise']);

export type ComplianceRuleKind = Schemas['ComplianceRuleKind'];
export type ComplianceSeverity = Schemas['ComplianceSeverity'];
export type ComplianceFlagStatus = Schemas['ComplianceFlagStatus'];
/** Smart Comply's rule kinds, in the order the rules page lists them. */
export const COMPLIANCE_RULE_KINDS = everyValue<ComplianceRuleKind>()([
  'receipt_required',
  'max_per_expense',
  'max_per_person_month',
  'weekend_spend',
  'after_hours',
  'blocked_merchant_category',
  'duplicate',
  'split_purchase',
  'round_amount',
  'missing_coding',
  'vat_without_trn',
]);
export const COMPLIANCE_SEVERITIES = everyValue<ComplianceSeverity>()(['low', 'medium', 'high']);
export const COMPLIANCE_FLAG_STATUSES = everyValue<ComplianceFlagStatus>()(['open', 'resolved', 'dismissed']);
export type AnalyticsGroupBy = Schemas['AnalyticsGroupBy'];
export const ANALYTICS_GROUPS = everyValue<AnalyticsGroupBy>()([
  'time',
  'category',
  'department',
  'merchant',
  'card',
  'person',
  'project',
  'company',
]);
export type AnalyticsInterval = Schemas['AnalyticsInterval'];
export const ANALYTICS_INTERVALS = everyValue<AnalyticsInterval>()(['day', 'week', 'month']);
export type AnalyticsBudgetBasis = Schemas['AnalyticsBudgetBasis'];
export const ANALYTICS_BUDGET_BASES = everyValue<AnalyticsBudgetBasis>()(['period', 'standing']);
export type ReportKind = Schemas['ReportKind'];
export const REPORT_KINDS = everyValue<ReportKind>()([
  'expenses',
  'ap_ageing',
  'card_statement',
  'vat',
  'missing_receipts',
  'declined_transactions',
  'sync_errors',
  'compliance_flags',
]);
