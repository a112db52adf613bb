import { describe, expect, it } from 'vitest';
import { domainMessagesEn } from '../../../src/i18n/en/domain';
import { domainMessagesAr } from '../../../src/i18n/ar/domain';
import {
  ACCOUNTING_SYNC_STATUSES,
  BILL_APPROVAL_STATUSES,
  BILL_PAYMENT_STATUSES,
  CARD_STATUSES,
  MEMBER_STATUSES,
  PURCHASE_ORDER_STATUSES,
} from '../../../src/domain/contractLists';
import { AI_PRIORITIES, AI_STATUSES, EXPENSE_CHIP_STATUSES, statusChip, type StatusFamily } from '../../../src/domain/statusColors';
import { financialEntryLock, onboardingPanel, ONBOARDING_STATUSES } from '../../../src/domain/cardServices';
import { validateAmount } from '../../../src/domain/amounts';
import { validateTransferAmount } from '../../../src/domain/transfers';
import { lookup } from '../../support/messageLookup';

function keysReturnedByTheRules(): string[] {
  const keys: (string | null | undefined)[] = [];
  const families: [StatusFamily, readonly string[]][] = [
    ['card', CARD_STATUSES],
    ['member', MEMBER_STATUSES],
    ['expense', EXPENSE_CHIP_STATUSES],
    ['sync', ACCOUNTING_SYNC_STATUSES],
    ['onboarding', ONBOARDING_STATUSES],
    ['purchase_order', PURCHASE_ORDER_STATUSES],
    ['bill_approval', BILL_APPROVAL_STATUSES],
    ['bill_payment', BILL_PAYMENT_STATUSES],
    ['ai_status', AI_STATUSES],
    ['ai_priority', AI_PRIORITIES],
  ];
  for (const [family, values] of families) for (const value of values) keys.push(statusChip(family, value).labelKey);
  for (const status of [...ONBOARDING_STATUSES, 'other']) {
    const panel = onboardingPanel(status);
    keys.push(panel.titleKey, panel.action?.labelKey);
  }
  keys.push(financialEntryLock({ enabled: true, onboardingStatus: 'pending' }).tooltipKey);
  for (const value of ['x', -1, 1e8, 1.001]) keys.push(validateAmount(value)?.message);
  for (const value of ['', 0, 500]) keys.push(validateTransferAmount(value, 100)?.message);
  return keys.filter((key): key is string => typeof key === 'string');
}

const en = { spendboard: domainMessagesEn };
const ar = { spendboard: domainMessagesAr };

describe('the texts of the domain rules', () => {
  it('has an English text for every key the rules return', () => {
    const keys = keysReturnedByTheRules();
    expect(keys.length).toBeGreaterThan(50);
    for (const key of keys) expect(lookup(en, key), key).toEqual(expect.any(String));
  });

  it('has an Arabic text for every key the rules return', () => {
    for (const key of keysReturnedByTheRules()) expect(lookup(ar, key), key).toEqual(expect.any(String));
  });

  it('keeps the texts of each module', () => {
    expect(lookup(en, 'spendboard.status.sync.IN_PROGRESS')).toBe('Sync In Progress');
    expect(lookup(en, 'spendboard.card_services.pending.title')).toBe('Card Services Setup Required');
    expect(lookup(en, 'spendboard.validation.amount.max')).toContain('%{max}');
  });
});
