import { isCardServicesActive, isCardServicesEnabled } from '../../../src/domain/cardServices.ts';
import { forbidden } from '../http/errors.ts';
import type { CompanyScope } from './guards.ts';

/**
 * Card-service writes (card create, transfers, funding) need the company's card services enabled
 * and onboarding completed (spec §4, the same rule as the app's route gate); otherwise 403.
 */
export function requireCardServices({ company }: CompanyScope): void {
  const { is_stripe_enabled: enabled, stripe_onboarding_status: onboardingStatus } = company.settings;
  if (isCardServicesActive({ enabled: isCardServicesEnabled(enabled), onboardingStatus })) return;
  if (!isCardServicesEnabled(enabled)) throw forbidden('Card services are not enabled for this company.');
  throw forbidden(
    `Card services onboarding of this company is ${(onboardingStatus ?? 'not started').replace('_', ' ')}: cards, transfers and funding open once it is completed.`,
  );
}
