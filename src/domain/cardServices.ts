/**
 * Card services (spec §4 Card onboarding status, §2 Financial account group, §3 Company
 * settings). Texts are i18n keys (`spendboard.card_services.*` in `src/i18n/{en,ar}/domain.ts`).
 */
import { ONBOARDING_STATUSES, isOneOf, type OnboardingStatus } from './contractLists';

export { ONBOARDING_STATUSES, type OnboardingStatus };

/** Where an onboarding action leads: the provider's onboarding link, or the cards feature. */
export type OnboardingActionTarget = 'onboarding_link' | 'cards';
export type OnboardingAction = { labelKey: string; target: OnboardingActionTarget };

export type OnboardingPanel = {
  /** The known status, or 'other' for the generic 'Card Services' panel. */
  status: OnboardingStatus | 'other';
  titleKey: string;
  /** Percentage for the progress bar; null on the generic panel (no bar). */
  progress: number | null;
  action: OnboardingAction | null;
};

const K = 'spendboard.card_services';

const PANELS: Record<OnboardingStatus, Omit<OnboardingPanel, 'status'>> = {
  pending: { titleKey: `${K}.pending.title`, progress: 0, action: { labelKey: `${K}.pending.action`, target: 'onboarding_link' } },
  in_review: { titleKey: `${K}.in_review.title`, progress: 75, action: null },
  completed: { titleKey: `${K}.completed.title`, progress: 100, action: { labelKey: `${K}.completed.action`, target: 'cards' } },
  rejected: { titleKey: `${K}.rejected.title`, progress: 25, action: { labelKey: `${K}.rejected.action`, target: 'onboarding_link' } },
};

const GENERIC_PANEL: OnboardingPanel = {
  status: 'other',
  titleKey: `${K}.other.title`,
  progress: null,
  action: { labelKey: `${K}.other.action`, target: 'onboarding_link' },
};

/** The onboarding page for a `stripe_onboarding_status` value, exactly as the §4 table. */
export function onboardingPanel(status: string | null | undefined): OnboardingPanel {
  return isOneOf(ONBOARDING_STATUSES, status) ? { status, ...PANELS[status] } : GENERIC_PANEL;
}

/** `is_stripe_enabled`: 1 means on (the cookie holds '1'; decoded config may hold 1 or true). */
export function isCardServicesEnabled(flag: unknown): boolean {
  return flag === 1 || flag === '1' || flag === true || flag === 'true';
}

export type CardServicesState = { enabled: boolean; onboardingStatus: string | null | undefined };

/** Why the onboarding panel cannot offer its action, with what to do (issue 21 item 10); i18n keys. */
export type OnboardingBlocker = { reasonKey: string; remedyKey: string };

/**
 * Card services not enabled for the company: nothing the user can start here; the company's
 * administrator or support turns them on. Enabled, but the panel's action needs the provider's
 * onboarding link and there is none (known: undefined means not answered yet): support sends it.
 * Otherwise nothing blocks (null).
 */
export function onboardingBlocker({
  enabled,
  onboardingStatus,
  onboardingLink,
}: CardServicesState & { onboardingLink: string | null | undefined }): OnboardingBlocker | null {
  if (!enabled) return { reasonKey: `${K}.not_enabled.reason`, remedyKey: `${K}.not_enabled.remedy` };
  const action = onboardingPanel(onboardingStatus).action;
  // undefined: the company's config has not answered yet; only a known absence is said.
  if (action?.target === 'onboarding_link' && onboardingLink !== undefined && !onboardingLink) {
    return { reasonKey: `${K}.no_link.reason`, remedyKey: `${K}.no_link.remedy` };
  }
  return null;
}

/** Card features usable: enabled and onboarding completed (People cards/transfer tabs need it). */
export function isCardServicesActive({ enabled, onboardingStatus }: CardServicesState): boolean {
  return enabled && onboardingStatus === 'completed';
}

export type FinancialEntryLock = {
  /** padlock: enabled but not complete; lock: not enabled; none: complete. */
  icon: 'padlock' | 'lock' | 'none';
  tooltipKey: string | null;
  /** Locked entries lead to the onboarding page instead of the feature. */
  locked: boolean;
  /** The small dot marker on the cards entry once onboarding is complete. */
  cardsDot: boolean;
};

/** The Financial account group's sidebar state (spec §2). */
export function financialEntryLock(state: CardServicesState): FinancialEntryLock {
  if (!state.enabled) return { icon: 'lock', tooltipKey: null, locked: true, cardsDot: false };
  if (!isCardServicesActive(state)) {
    return { icon: 'padlock', tooltipKey: `${K}.locked_tooltip`, locked: true, cardsDot: false };
  }
  return { icon: 'none', tooltipKey: null, locked: false, cardsDot: true };
}
