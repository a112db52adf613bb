/**
 * English texts of the keys the domain rules return (`src/domain`: amounts, dates, card services,
 * status chips); `ar/domain.ts` mirrors them. Status texts are keyed by the contract's unions, so a
 * status added to the OpenAPI fails the type check here until it has a text.
 */
import type {
  FundingRequestStatus,
  AccountingSyncStatus,
  BillApprovalStatus,
  BillPaymentStatus,
  CardStatus,
  CatalogueStatus,
  ExpenseStatus,
  IntegrationStatus,
  MemberStatus,
  OnboardingStatus,
  PurchaseOrderStatus,
  SpendRequestStatus,
  DisputeStatus,
  SalaryRunStatus,
  ComplianceFlagStatus,
  ComplianceSeverity,
} from '../../domain/contractLists';
import type { AI_PRIORITIES, AI_STATUSES } from '../../domain/statusColors';

/** The texts of one status family: every value of the contract's union (sync: NOT_SYNCED is blank). */
export type StatusTexts = {
  card: Record<CardStatus, string>;
  member: Record<MemberStatus, string>;
  /** authorized is shown as Approved (its key is `approved`). */
  expense: Record<Exclude<ExpenseStatus, 'authorized'> | 'my_expenses', string>;
  sync: Record<Exclude<AccountingSyncStatus, 'NOT_SYNCED'>, string>;
  onboarding: Record<OnboardingStatus, string>;
  catalogue: Record<CatalogueStatus, string>;
  integration: Record<IntegrationStatus, string>;
  purchase_order: Record<PurchaseOrderStatus, string>;
  request: Record<SpendRequestStatus, string>;
  salary_run: Record<SalaryRunStatus, string>;
  dispute: Record<DisputeStatus, string>;
  compliance_flag: Record<ComplianceFlagStatus, string>;
  compliance_severity: Record<ComplianceSeverity, string>;
  bill_approval: Record<BillApprovalStatus, string>;
  bill_payment: Record<BillPaymentStatus, string>;
  funding: Record<FundingRequestStatus, string>;
  ai: Record<(typeof AI_STATUSES)[number], string>;
  priority: Record<(typeof AI_PRIORITIES)[number], string>;
};

const status: StatusTexts = {
  card: { active: 'Active', inactive: 'Inactive', frozen: 'Frozen', terminated: 'Terminated', expired: 'Expired' },
  member: { active: 'Active', invited: 'Invited', suspended: 'Suspended' },
  expense: {
    draft: 'Draft',
    submitted: 'Submitted',
    declined: 'Declined',
    captured: 'Captured',
    reversed: 'Reversed',
    manual: 'Manual',
    manual_approved: 'Manual Approved',
    manual_rejected: 'Manual Rejected',
    approved: 'Approved',
    rejected: 'Rejected',
    recalled: 'Recalled',
    reported: 'Reported',
    reimbursed: 'Reimbursed',
    cancelled: 'Cancelled',
    refunded: 'Refunded',
    in_review: 'In Review',
    pending: 'Pending',
    my_expenses: 'My Expenses',
  },
  sync: { IN_PROGRESS: 'Sync In Progress', SYNCED: 'Synced', ERROR: 'Failed' },
  catalogue: { active: 'Active', archived: 'Archived' },
  integration: { connected: 'Connected', needs_attention: 'Needs attention', disconnected: 'Disconnected' },
  purchase_order: {
    draft: 'Draft',
    open: 'Open',
    partially_billed: 'Partially Billed',
    fully_billed: 'Fully Billed',
    closed: 'Closed',
    cancelled: 'Cancelled',
  },
  salary_run: {
    draft: 'Draft',
    in_review: 'In Review',
    approved: 'Approved',
    file_generated: 'File Generated',
    submitted: 'Submitted',
    accepted: 'Accepted by Bank',
    rejected: 'Rejected by Bank',
    paid: 'Paid',
    posted: 'Posted',
  },
  request: { pending: 'Pending', approved: 'Approved', declined: 'Declined', withdrawn: 'Withdrawn' },
  dispute: { unsubmitted: 'Unsubmitted', submitted: 'Submitted', won: 'Won', lost: 'Lost', expired: 'Expired' },
  compliance_flag: { open: 'Open', resolved: 'Resolved', dismissed: 'Dismissed' },
  compliance_severity: { low: 'Low', medium: 'Medium', high: 'High' },
  bill_approval: { draft: 'Draft', pending_approval: 'Pending Approval', approved: 'Approved', rejected: 'Rejected' },
  bill_payment: {
    unpaid: 'Unpaid',
    scheduled: 'Scheduled',
    processing: 'Processing',
    paid: 'Paid',
    failed: 'Failed',
    partially_paid: 'Partially Paid',
  },
  funding: { pending: 'Pending', approved: 'Approved', declined: 'Declined', withdrawn: 'Withdrawn' },
  onboarding: { pending: 'Setup Required', in_review: 'Under Review', completed: 'Active', rejected: 'Needs Attention' },
  ai: { pending: 'Pending', submitted: 'Submitted', in_review: 'In Review', approved: 'Approved', rejected: 'Rejected' },
  priority: { low: 'Low', medium: 'Medium', high: 'High', urgent: 'Urgent' },
};

export const domainMessagesEn = {
  validation: {
    day: 'Enter a date as DD/MM/YYYY',
    amount: {
      required: 'Enter an amount',
      number: 'Enter a number, e.g. 1250.50',
      min: 'The amount cannot be negative',
      max: 'The amount cannot be more than %{max}',
      decimals: 'Use at most %{decimals} decimals',
      positive: 'The amount must be more than 0',
      over_balance: 'The amount is more than the available balance (%{balance})',
    },
  },
  card_services: {
    pending: { title: 'Card Services Setup Required', action: 'Start Setup Now' },
    in_review: { title: 'Setup Under Review' },
    completed: { title: 'Card Services Active', action: 'Access Card Features' },
    rejected: { title: 'Setup Requires Attention', action: 'Restart Setup' },
    other: { title: 'Card Services', action: 'Get Started' },
    locked_tooltip: 'Finish Card Services Setup to use this feature',
    not_enabled: {
      reason: 'Card services are not enabled for %{company}.',
      remedy: 'Ask your company administrator to turn them on, or contact support.',
    },
    no_link: {
      reason: 'The card services setup link for %{company} is not available yet.',
      remedy: 'Contact support to receive it.',
    },
    contact_support: 'Contact support',
    this_company: 'this company',
  },
  status,
  periods: {
    label: 'Period',
    presets: {
      this_month: 'This month',
      last_month: 'Last month',
      this_quarter: 'This quarter',
      last_quarter: 'Last quarter',
      year_to_date: 'Year to date',
      custom: 'Custom',
    },
  },
  calendar: {
    open: 'Choose a date from the calendar',
    title: 'Calendar',
    previous_month: 'Previous month',
    next_month: 'Next month',
    year_view_open: 'Year view is open, switch to the month',
    day_view_open: 'Month view is open, switch to the years',
  },
};
