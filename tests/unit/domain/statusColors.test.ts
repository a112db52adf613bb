import { describe, expect, it } from 'vitest';
import {
  AI_CHIP_MUI_COLOR,
  EXPENSE_CHIP_STATUSES as EXPENSE_STATUSES,
  aiPriorityColor,
  aiStatusColor,
  expenseStatusChip,
  syncStatusChip,
} from '../../../src/domain/statusColors';
import { englishText } from '../../support/messageLookup';

const label = (key: string | null) => (key === null ? '' : englishText(key));

describe('expenseStatusChip', () => {
  const expected: Record<string, [string, string]> = {
    draft: ['Draft', 'warning'],
    in_review: ['In Review', 'warning'],
    submitted: ['Submitted', 'primary'],
    declined: ['Declined', 'error'],
    manual_rejected: ['Manual Rejected', 'error'],
    rejected: ['Rejected', 'error'],
    recalled: ['Recalled', 'error'],
    reported: ['Reported', 'error'],
    reimbursed: ['Reimbursed', 'error'],
    cancelled: ['Cancelled', 'error'],
    captured: ['Captured', 'success'],
    reversed: ['Reversed', 'success'],
    manual: ['Manual', 'success'],
    manual_approved: ['Manual Approved', 'success'],
    approved: ['Approved', 'success'],
    refunded: ['Refunded', 'success'],
    authorized: ['Approved', 'success'],
    my_expenses: ['My Expenses', 'success'],
    pending: ['Pending', 'default'],
  };

  it.each(Object.entries(expected))('%s shows %j', (status, [text, color]) => {
    const chip = expenseStatusChip(status);
    expect([label(chip.labelKey), chip.color]).toEqual([text, color]);
  });

  it('covers every status of the spec', () => {
    expect([...EXPENSE_STATUSES].sort()).toEqual(Object.keys(expected).sort());
  });

  it('shows authorized as Approved', () => {
    expect(expenseStatusChip('authorized').labelKey).toBe(expenseStatusChip('approved').labelKey);
  });

  it('ignores case and surrounding spaces', () => {
    expect(expenseStatusChip(' Manual_Approved ').color).toBe('success');
  });

  it('gives unknown or missing statuses a blank default chip', () => {
    for (const status of ['unknown', '', null, undefined, 'toString', '__proto__']) {
      expect(expenseStatusChip(status)).toEqual({ labelKey: null, color: 'default' });
    }
  });
});

describe('syncStatusChip', () => {
  it('shows the accounting sync states', () => {
    const shown = (status: string) => {
      const chip = syncStatusChip(status);
      return [label(chip.labelKey), chip.color];
    };
    expect(shown('NOT_SYNCED')).toEqual(['', 'default']);
    expect(shown('IN_PROGRESS')).toEqual(['Sync In Progress', 'warning']);
    expect(shown('SYNCED')).toEqual(['Synced', 'success']);
    expect(shown('ERROR')).toEqual(['Failed', 'error']);
  });

  it('treats anything else as not synced', () => {
    expect(syncStatusChip(undefined)).toEqual(syncStatusChip('NOT_SYNCED'));
    expect(syncStatusChip('synced')).toEqual(syncStatusChip('NOT_SYNCED'));
  });
});

describe('aiStatusColor', () => {
  it('colours approved green, pending/submitted/in_review amber, rejected red', () => {
    expect(aiStatusColor('approved')).toBe('green');
    expect(aiStatusColor('pending')).toBe('amber');
    expect(aiStatusColor('submitted')).toBe('amber');
    expect(aiStatusColor('in_review')).toBe('amber');
    expect(aiStatusColor('In Review')).toBe('amber');
    expect(aiStatusColor('rejected')).toBe('red');
  });

  it('leaves everything else default', () => {
    for (const status of ['draft', '', null, undefined, 'approved!']) expect(aiStatusColor(status)).toBe('default');
  });
});

describe('aiPriorityColor', () => {
  it('colours urgent red, high amber, medium blue, whatever the case', () => {
    expect(aiPriorityColor('Urgent')).toBe('red');
    expect(aiPriorityColor('High')).toBe('amber');
    expect(aiPriorityColor('medium')).toBe('blue');
  });

  it('leaves low and unknown default', () => {
    expect(aiPriorityColor('Low')).toBe('default');
    expect(aiPriorityColor(undefined)).toBe('default');
  });
});

describe('AI_CHIP_MUI_COLOR', () => {
  it('maps the named colours to Chip colours', () => {
    expect(AI_CHIP_MUI_COLOR).toEqual({ green: 'success', amber: 'warning', red: 'error', blue: 'info', default: 'default' });
  });
});
