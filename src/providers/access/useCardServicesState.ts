import { COOKIE, readCookie } from '../../api/session';
import { useCompanyConfig } from './useCompanyConfig';
import { isCardServicesEnabled } from '../../domain/cardServices';

export type CardServicesStateView = {
  /** False until the config of the active company answered (or failed). */
  loaded: boolean;
  /** `is_stripe_enabled` of the active company. */
  enabled: boolean;
  /** `stripe_onboarding_status` (any string; the onboarding page maps unknown values). */
  status: string | null;
  /** Where onboarding continues; null when there is none; undefined until the config answered. */
  onboardingLink: string | null | undefined;
};

/**
 * Card-services state of the active company, from the signed config (spec §3, §4). Until the
 * config answers, the cookies stored by an earlier call are used, so nothing flashes on reload.
 */
export function useCardServicesState(): CardServicesStateView {
  const query = useCompanyConfig();
  const payload = query.data;
  if (payload) {
    return {
      loaded: true,
      enabled: isCardServicesEnabled(payload.company_settings.is_stripe_enabled),
      status: payload.company_settings.stripe_onboarding_status,
      onboardingLink: payload.company_settings.onboarding_link,
    };
  }
  const cookieStatus = readCookie(COOKIE.stripeOnboardingStatus) ?? null;
  const cookieEnabled = readCookie(COOKIE.isStripeEnabled);
  return {
    loaded: query.isError || (query.isPending && cookieEnabled !== undefined),
    enabled: isCardServicesEnabled(cookieEnabled),
    status: cookieStatus,
    onboardingLink: undefined,
  };
}
