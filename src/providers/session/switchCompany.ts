import { apiClient } from '../../api/client';
import { unwrap } from '../../api/apiError';
import { COOKIE, getActiveCompanyId, removeCookie } from '../../api/session';
import { TENANT_HEADER } from '../../api/sessionHeaders';
import { activateCompany } from './sessionBootstrap';

/** The previous company's card-services flags must not show for the new one while its config loads. */
const COMPANY_CONFIG_COOKIES = [COOKIE.isComplianceDone, COOKIE.isStripeEnabled, COOKIE.stripeOnboardingStatus];

/**
 * Switching company (spec §4): `me` with the new company validates it (403 when the user is
 * not assigned to it), then it becomes the active company. The caller clears caches and reloads;
 * it is told whether a company was active before (a first company lands on the dashboard).
 */
export async function switchToCompany(companyId: string): Promise<{ hadActiveCompany: boolean }> {
  await unwrap(apiClient.GET('/api/admin/me', { headers: { [TENANT_HEADER]: companyId } }));
  const hadActiveCompany = Boolean(getActiveCompanyId());
  COMPANY_CONFIG_COOKIES.forEach(removeCookie);
  activateCompany(companyId);
  return { hadActiveCompany };
}
