/**
 * Status chips (spec §4): the label key and colour of every status family the app shows — card,
 * member, expense-like, accounting sync, card onboarding and the AI portfolio chips. Records are
 * keyed by the contract's unions, so a status added to the OpenAPI fails the type check here until
 * it has a colour. English and Arabic texts: `src/i18n/{en,ar}/domain.ts` (`spendboard.status.*`).
 */
import {
  ACCOUNTING_SYNC_STATUSES,
  EXPENSE_STATUSES,
  isOneOf,
  type AccountingSyncStatus,
  type BillApprovalStatus,
  type BillPaymentStatus,
  type CardStatus,
  type CatalogueStatus,
  type ExpenseStatus,
  type IntegrationStatus,
  type MemberStatus,
  type OnboardingStatus,
  type PurchaseOrderStatus,
  type FundingRequestStatus,
  type DisputeStatus,
  type SpendRequestStatus,
  type SalaryRunStatus,
  type ComplianceFlagStatus,
  type ComplianceSeverity,
} from './contractLists';

/** The colours of an MUI Chip. */
export type ChipColor = 'default' | 'primary' | 'secondary' | 'error' | 'info' | 'success' | 'warning';

export type StatusChip = { labelKey: string | null; color: ChipColor };

const K = 'spendboard.status';

/** Expense-like statuses plus the pseudo-filter my_expenses (§4), as chips show them. */
export const EXPENSE_CHIP_STATUSES = [...EXPENSE_STATUSES, 'my_expenses'] as const;
type ExpenseChipStatus = ExpenseStatus | 'my_expenses';

/** Colours exactly as §4 lists them; `pending` is listed without a colour, so it is `default`. */
const EXPENSE_STATUS_COLORS: Record<ExpenseChipStatus, ChipColor> = {
  draft: 'warning',
  in_review: 'warning',
  submitted: 'primary',
  declined: 'error',
  manual_rejected: 'error',
  rejected: 'error',
  recalled: 'error',
  reported: 'error',
  reimbursed: 'error',
  cancelled: 'error',
  captured: 'success',
  reversed: 'success',
  manual: 'success',
  manual_approved: 'success',
  approved: 'success',
  refunded: 'success',
  authorized: 'success',
  my_expenses: 'success',
  pending: 'default',
};

/** The chip of an expense-like status; authorized is labelled Approved. Unknown → default. */
export function expenseStatusChip(status: string | null | undefined): StatusChip {
  const key = (status ?? '').trim().toLowerCase();
  if (!isOneOf(EXPENSE_CHIP_STATUSES, key)) return { labelKey: null, color: 'default' };
  const label = key === 'authorized' ? 'approved' : key;
  return { labelKey: `${K}.expense.${label}`, color: EXPENSE_STATUS_COLORS[key] };
}

const SYNC_CHIPS: Record<AccountingSyncStatus, StatusChip> = {
  NOT_SYNCED: { labelKey: null, color: 'default' },
  IN_PROGRESS: { labelKey: `${K}.sync.IN_PROGRESS`, color: 'warning' },
  SYNCED: { labelKey: `${K}.sync.SYNCED`, color: 'success' },
  ERROR: { labelKey: `${K}.sync.ERROR`, color: 'error' },
};

/** Accounting sync: NOT_SYNCED (and anything unknown) has a blank label. */
export function syncStatusChip(status: string | null | undefined): StatusChip {
  return isOneOf(ACCOUNTING_SYNC_STATUSES, status) ? SYNC_CHIPS[status] : SYNC_CHIPS.NOT_SYNCED;
}

/** AI portfolio chip colours, by name; `AI_CHIP_MUI_COLOR` maps them to Chip colours. */
export type AiChipColor = 'green' | 'amber' | 'red' | 'blue' | 'default';

export const AI_CHIP_MUI_COLOR: Record<AiChipColor, ChipColor> = {
  green: 'success',
  amber: 'warning',
  red: 'error',
  blue: 'info',
  default: 'default',
};

/** 'In Review', 'in-review', 'IN_REVIEW' → 'in_review'. */
function normalise(value: string | null | undefined): string {
  return (value ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

/** approved green; pending, submitted, in_review amber; rejected red; else default. */
export function aiStatusColor(status: string | null | undefined): AiChipColor {
  const key = normalise(status);
  if (key === 'approved') return 'green';
  if (key === 'pending' || key === 'submitted' || key === 'in_review') return 'amber';
  if (key === 'rejected') return 'red';
  return 'default';
}

/** urgent red, high amber, medium blue; low and anything else default. */
export function aiPriorityColor(priority: string | null | undefined): AiChipColor {
  const key = normalise(priority);
  if (key === 'urgent') return 'red';
  if (key === 'high') return 'amber';
  if (key === 'medium') return 'blue';
  return 'default';
}

/** The AI sample data's statuses and priorities that have a text (§3 Sample approval request). */
export const AI_STATUSES = ['pending', 'submitted', 'in_review', 'approved', 'rejected'] as const;
export const AI_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;

const CARD_STATUS_COLORS: Record<CardStatus, ChipColor> = {
  active: 'success',
  inactive: 'default',
  frozen: 'info',
  terminated: 'error',
  expired: 'warning',
};

const MEMBER_STATUS_COLORS: Record<MemberStatus, ChipColor> = { active: 'success', invited: 'warning', suspended: 'error' };

/** Onboarding has no colours in §4: done is green, under review amber, refused red, not started plain. */
const ONBOARDING_STATUS_COLORS: Record<OnboardingStatus, ChipColor> = {
  pending: 'default',
  in_review: 'warning',
  completed: 'success',
  rejected: 'error',
};

/** An accounting connection: connected green, needs attention amber, disconnected plain. */
const INTEGRATION_STATUS_COLORS: Record<IntegrationStatus, ChipColor> = {
  connected: 'success',
  needs_attention: 'warning',
  disconnected: 'default',
};

/** A catalogue record (tag, payment method, branch…): active green, archived plain. */
const CATALOGUE_STATUS_COLORS: Record<CatalogueStatus, ChipColor> = { active: 'success', archived: 'default' };

/** A purchase order: draft plain, open blue, billing amber, fully billed and closed green, cancelled red. */
const BILL_APPROVAL_STATUS_COLORS: Record<BillApprovalStatus, ChipColor> = {
  draft: 'default',
  pending_approval: 'warning',
  approved: 'success',
  rejected: 'error',
};

const BILL_PAYMENT_STATUS_COLORS: Record<BillPaymentStatus, ChipColor> = {
  unpaid: 'default',
  scheduled: 'info',
  processing: 'info',
  paid: 'success',
  failed: 'error',
  partially_paid: 'warning',
};

const PURCHASE_ORDER_STATUS_COLORS: Record<PurchaseOrderStatus, ChipColor> = {
  draft: 'default',
  open: 'info',
  partially_billed: 'warning',
  fully_billed: 'success',
  closed: 'success',
  cancelled: 'error',
};

/** A funding request: pending amber, approved green, declined red, withdrawn plain. */
const FUNDING_STATUS_COLORS: Record<FundingRequestStatus, ChipColor> = {
  pending: 'warning',
  approved: 'success',
  declined: 'error',
  withdrawn: 'default',
};

/** A salary run: being prepared amber, on its way blue, rejected red, paid and posted green. */
const SALARY_RUN_STATUS_COLORS: Record<SalaryRunStatus, ChipColor> = {
  draft: 'default',
  in_review: 'warning',
  approved: 'info',
  file_generated: 'info',
  submitted: 'info',
  accepted: 'primary',
  rejected: 'error',
  paid: 'success',
  posted: 'success',
};

/** A card or limit request: pending amber, approved green, declined red, withdrawn plain. */
const REQUEST_STATUS_COLORS: Record<SpendRequestStatus, ChipColor> = {
  pending: 'warning',
  approved: 'success',
  declined: 'error',
  withdrawn: 'default',
};

/** A dispute: unsubmitted plain, submitted blue, won green, lost red, expired amber. */
const DISPUTE_STATUS_COLORS: Record<DisputeStatus, ChipColor> = {
  unsubmitted: 'default',
  submitted: 'info',
  won: 'success',
  lost: 'error',
  expired: 'warning',
};

const COMPLIANCE_FLAG_STATUS_COLORS: Record<ComplianceFlagStatus, ChipColor> = {
  open: 'warning',
  resolved: 'success',
  dismissed: 'default',
};
const COMPLIANCE_SEVERITY_COLORS: Record<ComplianceSeverity, ChipColor> = { low: 'info', medium: 'warning', high: 'error' };

/** A chip from a colour table keyed by the contract's union; an unknown value has no label. */
function fromTable(family: string, colors: Record<string, ChipColor>, value: string | null | undefined): StatusChip {
  const key = value ?? '';
  return Object.hasOwn(colors, key) ? { labelKey: `${K}.${family}.${key}`, color: colors[key] } : { labelKey: null, color: 'default' };
}

function fromAi(family: 'ai' | 'priority', list: readonly string[], color: AiChipColor, value: string | null | undefined): StatusChip {
  const key = normalise(value);
  return { labelKey: list.includes(key) ? `${K}.${family}.${key}` : null, color: AI_CHIP_MUI_COLOR[color] };
}

/** Every family one StatusChip renders. */
export const STATUS_CHIP_RULES = {
  card: (value: string | null | undefined) => fromTable('card', CARD_STATUS_COLORS, value),
  member: (value: string | null | undefined) => fromTable('member', MEMBER_STATUS_COLORS, value),
  expense: expenseStatusChip,
  sync: syncStatusChip,
  onboarding: (value: string | null | undefined) => fromTable('onboarding', ONBOARDING_STATUS_COLORS, value),
  catalogue: (value: string | null | undefined) => fromTable('catalogue', CATALOGUE_STATUS_COLORS, value),
  integration: (value: string | null | undefined) => fromTable('integration', INTEGRATION_STATUS_COLORS, value),
  purchase_order: (value: string | null | undefined) => fromTable('purchase_order', PURCHASE_ORDER_STATUS_COLORS, value),
  bill_approval: (value: string | null | undefined) => fromTable('bill_approval', BILL_APPROVAL_STATUS_COLORS, value),
  bill_payment: (value: string | null | undefined) => fromTable('bill_payment', BILL_PAYMENT_STATUS_COLORS, value),
  funding: (value: string | null | undefined) => fromTable('funding', FUNDING_STATUS_COLORS, value),
  request: (value: string | null | undefined) => fromTable('request', REQUEST_STATUS_COLORS, value),
  dispute: (value: string | null | undefined) => fromTable('dispute', DISPUTE_STATUS_COLORS, value),
  compliance_flag: (value: string | null | undefined) => fromTable('compliance_flag', COMPLIANCE_FLAG_STATUS_COLORS, value),
  compliance_severity: (value: string | null | undefined) => fromTable('compliance_severity', COMPLIANCE_SEVERITY_COLORS, value),
  salary_run: (value: string | null | undefined) => fromTable('salary_run', SALARY_RUN_STATUS_COLORS, value),
  ai_status: (value: string | null | undefined) => fromAi('ai', AI_STATUSES, aiStatusColor(value), value),
  ai_priority: (value: string | null | undefined) => fromAi('priority', AI_PRIORITIES, aiPriorityColor(value), value),
} satisfies Record<string, (value: string | null | undefined) => StatusChip>;

export type StatusFamily = keyof typeof STATUS_CHIP_RULES;

/**
 * What a status chip shows: its label key (null: show `text` as it is) and colour. An unknown value is
 * shown as it comes; an accounting sync that has not started (or is unknown) shows nothing.
 */
export function statusChip(family: StatusFamily, value: string | null | undefined): StatusChip & { text: string } {
  const chip = STATUS_CHIP_RULES[family](value);
  return { ...chip, text: chip.labelKey || family === 'sync' ? '' : (value ?? '') };
}

/** The label key of a status (for select choices and plain text), or null when it has none. */
export const statusLabelKey = (family: StatusFamily, value: string) => statusChip(family, value).labelKey;

/** Select choices for the statuses of a family: `{ id: value, name: label key }`. */
export const statusChoices = (family: StatusFamily, values: readonly string[]) =>
  values.map((value) => ({ id: value, name: statusLabelKey(family, value) ?? value }));
