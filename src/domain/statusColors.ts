/**
 * Status chips (spec §4): expense-like statuses, accounting sync, AI portfolio chips.
 * Labels are i18n keys; `statusMessagesEn` holds their English values.
 */

/** The colours of an MUI Chip. */
export type ChipColor = 'default' | 'primary' | 'secondary' | 'error' | 'info' | 'success' | 'warning';

export const EXPENSE_STATUSES = [
  'draft', 'submitted', 'declined', 'captured', 'reversed', 'manual', 'manual_approved', 'manual_rejected',
  'approved', 'rejected', 'recalled', 'reported', 'reimbursed', 'cancelled', 'refunded', 'authorized',
  'in_review', 'pending', 'my_expenses',
] as const;
export type ExpenseStatus = (typeof EXPENSE_STATUSES)[number];

/** Colours exactly as §4 lists them; `pending` is listed without a colour, so it is `default`. */
const EXPENSE_STATUS_COLORS: Record<ExpenseStatus, ChipColor> = {
  draft: 'warning', in_review: 'warning',
  submitted: 'primary',
  declined: 'error', manual_rejected: 'error', rejected: 'error', recalled: 'error',
  reported: 'error', reimbursed: 'error', cancelled: 'error',
  captured: 'success', reversed: 'success', manual: 'success', manual_approved: 'success',
  approved: 'success', refunded: 'success', authorized: 'success', my_expenses: 'success',
  pending: 'default',
};

function isExpenseStatus(status: string): status is ExpenseStatus {
  return Object.hasOwn(EXPENSE_STATUS_COLORS, status);
}

export type StatusChip = { labelKey: string | null; color: ChipColor };

/** The chip of an expense-like status; authorized is labelled Approved. Unknown → default. */
export function expenseStatusChip(status: string | null | undefined): StatusChip {
  const key = (status ?? '').trim().toLowerCase();
  if (!isExpenseStatus(key)) return { labelKey: null, color: 'default' };
  const label = key === 'authorized' ? 'approved' : key;
  return { labelKey: `spendboard.status.expense.${label}`, color: EXPENSE_STATUS_COLORS[key] };
}

export const SYNC_STATUSES = ['NOT_SYNCED', 'IN_PROGRESS', 'SYNCED', 'ERROR'] as const;
export type SyncStatus = (typeof SYNC_STATUSES)[number];

const SYNC_CHIPS: Record<SyncStatus, StatusChip> = {
  NOT_SYNCED: { labelKey: null, color: 'default' },
  IN_PROGRESS: { labelKey: 'spendboard.status.sync.IN_PROGRESS', color: 'warning' },
  SYNCED: { labelKey: 'spendboard.status.sync.SYNCED', color: 'success' },
  ERROR: { labelKey: 'spendboard.status.sync.ERROR', color: 'error' },
};

/** Accounting sync: NOT_SYNCED (and anything unknown) has a blank label. */
export function syncStatusChip(status: string | null | undefined): StatusChip {
  return (SYNC_STATUSES as readonly string[]).includes(status ?? '') ? SYNC_CHIPS[status as SyncStatus] : SYNC_CHIPS.NOT_SYNCED;
}

/** AI portfolio chip colours, by name; `aiChipMuiColor` maps them to Chip colours. */
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
  return (value ?? '').trim().toLowerCase().replace(/[\s-]+/g, '_');
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

export const statusMessagesEn = {
  spendboard: {
    status: {
      expense: {
        draft: 'Draft', submitted: 'Submitted', declined: 'Declined', captured: 'Captured', reversed: 'Reversed',
        manual: 'Manual', manual_approved: 'Manual Approved', manual_rejected: 'Manual Rejected', approved: 'Approved',
        rejected: 'Rejected', recalled: 'Recalled', reported: 'Reported', reimbursed: 'Reimbursed',
        cancelled: 'Cancelled', refunded: 'Refunded', in_review: 'In Review', pending: 'Pending',
        my_expenses: 'My Expenses',
      },
      sync: { IN_PROGRESS: 'Sync In Progress', SYNCED: 'Synced', ERROR: 'Failed' },
    },
  },
} as const;
