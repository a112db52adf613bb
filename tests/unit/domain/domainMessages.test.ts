import { describe, expect, it } from 'vitest';
import { domainMessagesEn } from '../../../src/domain/domainMessages';
import { EXPENSE_STATUSES, SYNC_STATUSES, expenseStatusChip, syncStatusChip } from '../../../src/domain/statusColors';
import { financialEntryLock, onboardingPanel, ONBOARDING_STATUSES } from '../../../src/domain/cardServices';
import { validateAmount } from '../../../src/domain/amounts';
import { validateTransferAmount } from '../../../src/domain/transfers';
import { lookup } from './messageLookup';

function keysReturnedByTheRules(): string[] {
  const keys: (string | null | undefined)[] = [];
  for (const status of EXPENSE_STATUSES) keys.push(expenseStatusChip(status).labelKey);
  for (const status of SYNC_STATUSES) keys.push(syncStatusChip(status).labelKey);
  for (const status of [...ONBOARDING_STATUSES, 'other']) {
    const panel = onboardingPanel(status);
    keys.push(panel.titleKey, panel.action?.labelKey);
  }
  keys.push(financialEntryLock({ enabled: true, onboardingStatus: 'pending' }).tooltipKey);
  for (const value of ['x', -1, 1e8, 1.001]) keys.push(validateAmount(value)?.message);
  for (const value of ['', 0, 500]) keys.push(validateTransferAmount(value, 100)?.message);
  return keys.filter((key): key is string => typeof key === 'string');
}

describe('domainMessagesEn', () => {
  it('lives under the spendboard namespace of the catalogue', () => {
    expect(Object.keys(domainMessagesEn)).toEqual(['spendboard']);
  });

  it('has an English text for every key the rules return', () => {
    const keys = keysReturnedByTheRules();
    expect(keys.length).toBeGreaterThan(30);
    for (const key of keys) expect(lookup(domainMessagesEn, key), key).toEqual(expect.any(String));
  });

  it('keeps the texts of each module', () => {
    expect(lookup(domainMessagesEn, 'spendboard.status.sync.IN_PROGRESS')).toBe('Sync In Progress');
    expect(lookup(domainMessagesEn, 'spendboard.card_services.pending.title')).toBe('Card Services Setup Required');
    expect(lookup(domainMessagesEn, 'spendboard.validation.amount.max')).toContain('%{max}');
  });
});
