import { test, expect, openAndSignInThroughForm, ACCOUNTS } from './fixtures';
import { COMPANIES, openCompanySwitcher, switchCompanyTo } from './session-helpers';

/** Spec §4 Card onboarding status, one seeded company per state. */
const STATES = [
  { company: COMPANIES.desert, title: 'Card Services Setup Required', progress: '0', action: 'Start Setup Now', external: true },
  { company: COMPANIES.gulf, title: 'Setup Under Review', progress: '75', action: null, external: false },
  { company: COMPANIES.acme, title: 'Card Services Active', progress: '100', action: 'Access Card Features', external: false },
  { company: COMPANIES.falcon, title: 'Setup Requires Attention', progress: '25', action: 'Restart Setup', external: true },
] as const;

for (const state of STATES) {
  test(`card services onboarding: ${state.company.name} shows '${state.title}'`, async ({ page }) => {
    await openAndSignInThroughForm(page, ACCOUNTS.firmAdmin, '/login?redirectTo=%2Fcard-services');
    await expect(page).toHaveURL(/\/card-services$/);
    if (state.company.id !== COMPANIES.acme.id) {
      await openCompanySwitcher(page);
      await switchCompanyTo(page, state.company.name);
    }
    await expect(page.getByRole('heading', { name: state.title })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Setup progress' })).toHaveAttribute('aria-valuenow', state.progress);
    await expect(page.getByText(`${state.progress}%`, { exact: true })).toBeVisible();
    if (state.action === null) {
      const panel = page.getByRole('region', { name: state.title });
      await expect(panel).toBeVisible();
      await expect(panel.getByRole('link')).toHaveCount(0);
      await expect(panel.getByRole('button')).toHaveCount(0);
    } else if (state.external) {
      await expect(page.getByRole('link', { name: state.action })).toHaveAttribute('href', /^https:\/\/connect\./);
    } else {
      await page.getByRole('link', { name: state.action }).click();
      await expect(page).toHaveURL(/\/cards$/);
    }
  });
}

test('card services not enabled: the generic Card Services panel with Get Started', async ({ page }) => {
  await openAndSignInThroughForm(page, ACCOUNTS.firmAdmin, '/login?redirectTo=%2Fcard-services');
  await openCompanySwitcher(page);
  await switchCompanyTo(page, COMPANIES.oasis.name);
  await expect(page.getByRole('heading', { name: 'Card Services', exact: true }).last()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Get Started' }).or(page.getByRole('link', { name: 'Get Started' }))).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
});

test('the sidebar Financial account entries show padlock, lock or the cards dot per company state', async ({ page }) => {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await openAndSignInThroughForm(page, ACCOUNTS.firmAdmin);

  // Acme: onboarding completed — no lock, the cards entry carries the dot and opens the feature.
  await expect(nav.getByRole('link', { name: 'Cards Card services active' })).toHaveAttribute('href', '/cards');

  // Desert Logistics: enabled, onboarding pending — padlock with its tooltip, entries lead to onboarding.
  await openCompanySwitcher(page);
  await switchCompanyTo(page, COMPANIES.desert.name);
  const pendingCards = nav.getByRole('link', { name: 'Cards', exact: true });
  await expect(pendingCards).toHaveAttribute('href', '/card-services');
  await pendingCards.hover();
  await expect(page.getByRole('tooltip')).toHaveText('Finish Card Services Setup to use this feature');

  // Oasis Hospitality: card services not enabled — the lock, entries lead to onboarding.
  await openCompanySwitcher(page);
  await switchCompanyTo(page, COMPANIES.oasis.name);
  const lockedCards = nav.getByRole('link', { name: 'Cards Card services not enabled' });
  await expect(lockedCards).toHaveAttribute('href', '/card-services');
  await lockedCards.click();
  await expect(page.getByRole('heading', { name: 'Card Services', exact: true }).last()).toBeVisible();
});
