import type { RunningServer } from '../../server/app.ts';

/**
 * Completes a seeded company's card onboarding in the worker's own mock store (reset before every
 * test). Routes that need card services show the onboarding panel until onboarding is complete
 * (spec §2, §4; issue 10 item 5), so a test about permissions on cards or the people card tabs in
 * a company seeded as pending or in review starts with this.
 */
export function completeCardOnboarding(appServer: unknown, companyId: string) {
  const company = (appServer as RunningServer).mockApi.context.store.db.companies.find((entry) => entry.id === companyId);
  if (!company) throw new Error(`No seeded company ${companyId}`);
  company.is_compliance_done = true;
  company.settings = { ...company.settings, is_stripe_enabled: 1, stripe_onboarding_status: 'completed', onboarding_link: null };
}
