import { describe, expect, it } from 'vitest';
import {
  financialEntryLock,
  isCardServicesActive,
  isCardServicesEnabled,
  onboardingBlocker,
  onboardingPanel,
} from '../../../src/domain/cardServices';
import { englishText } from '../../support/messageLookup';

const en = englishText;

function shown(status: string | null | undefined) {
  const panel = onboardingPanel(status);
  return {
    title: en(panel.titleKey),
    progress: panel.progress,
    action: panel.action && { label: en(panel.action.labelKey), target: panel.action.target },
  };
}

describe('onboardingPanel', () => {
  it('pending: setup required, 0 %, Start Setup Now to the onboarding link', () => {
    expect(shown('pending')).toEqual({
      title: 'Card Services Setup Required',
      progress: 0,
      action: { label: 'Start Setup Now', target: 'onboarding_link' },
    });
  });

  it('in_review: under review, 75 %, no action', () => {
    expect(shown('in_review')).toEqual({ title: 'Setup Under Review', progress: 75, action: null });
  });

  it('completed: active, 100 %, Access Card Features', () => {
    expect(shown('completed')).toEqual({
      title: 'Card Services Active',
      progress: 100,
      action: { label: 'Access Card Features', target: 'cards' },
    });
  });

  it('rejected: requires attention, 25 %, Restart Setup', () => {
    expect(shown('rejected')).toEqual({
      title: 'Setup Requires Attention',
      progress: 25,
      action: { label: 'Restart Setup', target: 'onboarding_link' },
    });
  });

  it('any other value: the generic Card Services panel with Get Started', () => {
    for (const status of [undefined, null, '', 'PENDING', 'unknown', 'not_started']) {
      expect(onboardingPanel(status).status).toBe('other');
      expect(shown(status)).toEqual({
        title: 'Card Services',
        progress: null,
        action: { label: 'Get Started', target: 'onboarding_link' },
      });
    }
  });
});

describe('isCardServicesEnabled', () => {
  it('treats 1 as on', () => {
    expect(isCardServicesEnabled(1)).toBe(true);
    expect(isCardServicesEnabled('1')).toBe(true);
    expect(isCardServicesEnabled(true)).toBe(true);
    expect(isCardServicesEnabled('true')).toBe(true);
  });

  it('treats everything else as off', () => {
    for (const value of [0, '0', false, 'false', '', null, undefined, 2]) expect(isCardServicesEnabled(value)).toBe(false);
  });
});

describe('isCardServicesActive', () => {
  it('needs card services enabled and onboarding completed', () => {
    expect(isCardServicesActive({ enabled: true, onboardingStatus: 'completed' })).toBe(true);
    expect(isCardServicesActive({ enabled: true, onboardingStatus: 'in_review' })).toBe(false);
    expect(isCardServicesActive({ enabled: false, onboardingStatus: 'completed' })).toBe(false);
  });
});

describe('financialEntryLock', () => {
  it('shows a padlock with the setup tooltip when enabled but not complete', () => {
    for (const onboardingStatus of ['pending', 'in_review', 'rejected', null]) {
      const lock = financialEntryLock({ enabled: true, onboardingStatus });
      expect(lock).toMatchObject({ icon: 'padlock', locked: true, cardsDot: false });
      expect(en(lock.tooltipKey)).toBe('Finish Card Services Setup to use this feature');
    }
  });

  it('shows a lock icon when card services are not enabled, even if onboarding says completed', () => {
    expect(financialEntryLock({ enabled: false, onboardingStatus: 'completed' })).toEqual({
      icon: 'lock',
      tooltipKey: null,
      locked: true,
      cardsDot: false,
    });
  });

  it('shows no icon and a dot on cards when onboarding is complete', () => {
    expect(financialEntryLock({ enabled: true, onboardingStatus: 'completed' })).toEqual({
      icon: 'none',
      tooltipKey: null,
      locked: false,
      cardsDot: true,
    });
  });
});

describe('onboardingBlocker (issue 21 item 10)', () => {
  it('says card services are not enabled, whatever the status, and sends to the administrator or support', () => {
    for (const onboardingStatus of [null, 'pending', 'completed', 'weird']) {
      expect(onboardingBlocker({ enabled: false, onboardingStatus, onboardingLink: 'https://connect.example/x' })).toEqual({
        reasonKey: 'spendboard.card_services.not_enabled.reason',
        remedyKey: 'spendboard.card_services.not_enabled.remedy',
      });
    }
  });

  it('says the setup link is missing when the action needs it and there is none', () => {
    expect(onboardingBlocker({ enabled: true, onboardingStatus: 'pending', onboardingLink: null })?.reasonKey).toBe(
      'spendboard.card_services.no_link.reason',
    );
    expect(onboardingBlocker({ enabled: true, onboardingStatus: 'rejected', onboardingLink: '' })?.reasonKey).toBe(
      'spendboard.card_services.no_link.reason',
    );
  });

  it('blocks nothing when the action can work or there is none', () => {
    expect(onboardingBlocker({ enabled: true, onboardingStatus: 'pending', onboardingLink: 'https://connect.example/x' })).toBeNull();
    expect(onboardingBlocker({ enabled: true, onboardingStatus: 'completed', onboardingLink: null })).toBeNull();
    expect(onboardingBlocker({ enabled: true, onboardingStatus: 'in_review', onboardingLink: null })).toBeNull();
    // Not known yet (the config has not answered): nothing is claimed.
    expect(onboardingBlocker({ enabled: true, onboardingStatus: 'pending', onboardingLink: undefined })).toBeNull();
  });
});
