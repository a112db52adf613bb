// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { StatusChip } from '../../../src/layout/StatusChip';
import {
  ACCOUNTING_SYNC_STATUSES,
  CARD_STATUSES,
  CATALOGUE_STATUSES,
  EXPENSE_STATUSES,
  INTEGRATION_STATUSES,
  MEMBER_STATUSES,
  ONBOARDING_STATUSES,
  PURCHASE_ORDER_STATUSES,
  BILL_APPROVAL_STATUSES,
  BILL_PAYMENT_STATUSES,
  FUNDING_REQUEST_STATUSES,
  SPEND_REQUEST_STATUSES,
  DISPUTE_STATUSES,
  SALARY_RUN_STATUSES,
  COMPLIANCE_FLAG_STATUSES,
  COMPLIANCE_SEVERITIES,
  everyValue,
} from '../../../src/domain/contractLists';
import { AI_PRIORITIES, AI_STATUSES, STATUS_CHIP_RULES, type StatusFamily } from '../../../src/domain/statusColors';
import { renderInAdmin } from '../../support/renderInAdmin';

afterEach(cleanup);

/** Every value of every family that has a label (NOT_SYNCED is blank by §4). */
const FAMILIES: Record<StatusFamily, readonly string[]> = {
  card: CARD_STATUSES,
  member: MEMBER_STATUSES,
  expense: [...EXPENSE_STATUSES, 'my_expenses'],
  sync: ACCOUNTING_SYNC_STATUSES.filter((status) => status !== 'NOT_SYNCED'),
  onboarding: ONBOARDING_STATUSES,
  catalogue: CATALOGUE_STATUSES,
  integration: INTEGRATION_STATUSES,
  purchase_order: PURCHASE_ORDER_STATUSES,
  bill_approval: BILL_APPROVAL_STATUSES,
  bill_payment: BILL_PAYMENT_STATUSES,
  funding: FUNDING_REQUEST_STATUSES,
  request: SPEND_REQUEST_STATUSES,
  dispute: DISPUTE_STATUSES,
  salary_run: SALARY_RUN_STATUSES,
  ai_status: AI_STATUSES,
  ai_priority: AI_PRIORITIES,
  compliance_flag: COMPLIANCE_FLAG_STATUSES,
  compliance_severity: COMPLIANCE_SEVERITIES,
};

const MUI_CLASS = {
  default: 'Default',
  primary: 'Primary',
  secondary: 'Secondary',
  error: 'Error',
  info: 'Info',
  success: 'Success',
  warning: 'Warning',
};

function chipOf(text: string) {
  return screen.getByText(text).closest('.MuiChip-root');
}

describe('StatusChip', () => {
  it.each(['en', 'ar'] as const)('renders every value of every family with its label in %s, never a key', (locale) => {
    for (const [family, values] of Object.entries(FAMILIES) as [StatusFamily, readonly string[]][]) {
      for (const value of values) {
        const { container, unmount } = renderInAdmin(<StatusChip family={family} status={value} />, { locale });
        const text = container.textContent ?? '';
        expect(text, `${family}.${value}`).not.toBe('');
        expect(text, `${family}.${value}`).not.toMatch(/spendboard\.|^[a-z_]+$/);
        if (locale === 'ar') expect(text, `${family}.${value}`).toMatch(/[\u0600-\u06FF]/);
        unmount();
      }
    }
  });

  it('colours each value by the §4 rules', () => {
    for (const [family, values] of Object.entries(FAMILIES) as [StatusFamily, readonly string[]][]) {
      for (const value of values) {
        const { unmount, container } = renderInAdmin(<StatusChip family={family} status={value} />);
        const color = STATUS_CHIP_RULES[family](value).color;
        expect(container.querySelector('.MuiChip-root')?.className, `${family}.${value}`).toContain(`MuiChip-color${MUI_CLASS[color]}`);
        unmount();
      }
    }
  });

  it('shows the spec colours and texts', () => {
    renderInAdmin(
      <>
        <StatusChip family="expense" status="authorized" />
        <StatusChip family="sync" status="ERROR" />
        <StatusChip family="card" status="frozen" />
        <StatusChip family="member" status="suspended" />
        <StatusChip family="ai_status" status="in_review" />
        <StatusChip family="ai_priority" status="Medium" />
        <StatusChip family="onboarding" status="completed" />
      </>,
    );
    expect(chipOf('Approved')?.className).toContain('MuiChip-colorSuccess');
    expect(chipOf('Failed')?.className).toContain('MuiChip-colorError');
    expect(chipOf('Frozen')?.className).toContain('MuiChip-colorInfo');
    expect(chipOf('Suspended')?.className).toContain('MuiChip-colorError');
    expect(chipOf('In Review')?.className).toContain('MuiChip-colorWarning');
    expect(chipOf('Medium')?.className).toContain('MuiChip-colorInfo');
    expect(chipOf('Active')?.className).toContain('MuiChip-colorSuccess');
  });

  it('shows an unknown value as it comes, plain; a sync not started shows nothing', () => {
    const { container } = renderInAdmin(
      <>
        <StatusChip family="card" status="lost" />
        <StatusChip family="sync" status="NOT_SYNCED" />
      </>,
    );
    expect(container.textContent).toBe('lost');
    expect(chipOf('lost')?.className).toContain('MuiChip-colorDefault');
  });
});

describe('contract lists', () => {
  it('name a value the OpenAPI adds: a list that misses one of its union fails the type check', () => {
    type WithNewStatus = (typeof CARD_STATUSES)[number] | 'lost';
    // @ts-expect-error 'lost' is missing from the list
    everyValue<WithNewStatus>()(['active', 'inactive', 'frozen', 'terminated', 'expired']);
    // @ts-expect-error 'gone' is not in the union
    everyValue<(typeof CARD_STATUSES)[number]>()(['active', 'inactive', 'frozen', 'terminated', 'expired', 'gone']);
    expect(everyValue<WithNewStatus>()(['active', 'inactive', 'frozen', 'terminated', 'expired', 'lost'])).toHaveLength(6);
  });
});
