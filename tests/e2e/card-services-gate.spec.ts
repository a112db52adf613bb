import type { Page } from '@playwright/test';
import type { RunningServer } from '../../server/app.ts';
import { test, expect, openAndSignIn, ACCOUNTS } from './fixtures';
import { COMPANIES, openCompanySwitcher, switchCompanyTo } from './session-helpers';

/** Spec §2, §4, issue 10 item 5: routes that need card services show the onboarding panel until onboarding is complete. */
const seededIds = (appServer: unknown, companyId: string) => {
  const { db } = (appServer as RunningServer).mockApi.context.store;
  const card = db.cards.find((entry) => entry.company_id === companyId) ?? db.cards[0];
  const member = db.members.find((entry) => entry.company_id === companyId) ?? db.members[0];
  return { cardId: card.id, memberId: member.id };
};

async function expectPanelInsteadOfPage(page: Page, path: string, title: string) {
  await page.goto(path);
  await expect(page.getByRole('region', { name: title })).toBeVisible();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByRole('tablist')).toHaveCount(0);
}

test('a company whose onboarding is pending sees the setup panel on /cards, a card detail, the people card tabs and the other locked routes', async ({
  page,
  appServer,
}) => {
  test.slow(); // one full page load per URL
  const { cardId, memberId } = seededIds(appServer, COMPANIES.desert.id);
  await openAndSignIn(page, ACCOUNTS.firmAdmin);
  await openCompanySwitcher(page);
  await switchCompanyTo(page, COMPANIES.desert.name);

  const title = 'Card Services Setup Required';
  await expectPanelInsteadOfPage(page, '/cards', title);
  await expect(page.getByRole('progressbar', { name: 'Setup progress' })).toHaveAttribute('aria-valuenow', '0');
  await expect(page.getByRole('link', { name: 'Start Setup Now' })).toHaveAttribute('href', /^https:\/\/connect\./);
  await expectPanelInsteadOfPage(page, `/cards/overview/${cardId}`, title);
  await expectPanelInsteadOfPage(page, '/funds', title);
  await expectPanelInsteadOfPage(page, `/people/cards/${memberId}`, title);
  await expectPanelInsteadOfPage(page, `/people/transfer/${memberId}`, title);

  // Routes that need no card services are untouched.
  await page.goto(`/people/overview/${memberId}`);
  await expect(page.getByRole('tablist')).toBeVisible();
  await expect(page.getByRole('region', { name: title })).toHaveCount(0);
});

test('a company without card services sees the generic Card Services panel on a card detail URL', async ({ page, appServer }) => {
  const { cardId } = seededIds(appServer, COMPANIES.oasis.id);
  await openAndSignIn(page, ACCOUNTS.firmAdmin);
  await openCompanySwitcher(page);
  await switchCompanyTo(page, COMPANIES.oasis.name);
  await expectPanelInsteadOfPage(page, `/cards/overview/${cardId}`, 'Card Services');
  // Issue 21 item 10: not a disabled button with no text, but why and what to do.
  const panel = page.getByRole('region', { name: 'Card Services' });
  await expect(panel.getByText(`Card services are not enabled for ${COMPANIES.oasis.name}.`)).toBeVisible();
  await expect(panel.getByText('Ask your company administrator to turn them on, or contact support.')).toBeVisible();
  // Spec §4's 'Get Started' stays, disabled, described by the notice that says why.
  await expect(panel.getByRole('button', { name: 'Get Started' })).toBeDisabled();
  await expectPanelInsteadOfPage(page, '/cards', 'Card Services');
  await page.getByRole('link', { name: 'Contact support' }).click();
  await expect(page).toHaveURL(/\/support\/create$/);
});

test('an onboarding without its setup link says so and sends to support instead of a disabled button', async ({ page, appServer }) => {
  const company = (appServer as RunningServer).mockApi.context.store.db.companies.find((entry) => entry.id === COMPANIES.desert.id);
  if (!company) throw new Error('No seeded Desert Logistics');
  company.settings = { ...company.settings, onboarding_link: null };
  await openAndSignIn(page, ACCOUNTS.firmAdmin);
  await openCompanySwitcher(page);
  await switchCompanyTo(page, COMPANIES.desert.name);
  await expectPanelInsteadOfPage(page, '/cards', 'Card Services Setup Required');
  const panel = page.getByRole('region', { name: 'Card Services Setup Required' });
  await expect(panel.getByText(`The card services setup link for ${COMPANIES.desert.name} is not available yet.`)).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/support/create');
  // Spec §4's 'Start Setup Now' stays, disabled, described by the notice that says why.
  await expect(panel.getByRole('button', { name: 'Start Setup Now' })).toBeDisabled();
});

test('a company whose onboarding is complete still sees the card list and the card detail', async ({ page, appServer }) => {
  const { cardId } = seededIds(appServer, COMPANIES.acme.id);
  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/cards');
  await expect(page.getByRole('heading', { name: 'Cards' })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Card Services Active' })).toHaveCount(0);
  await page.goto(`/cards/overview/${cardId}`);
  await expect(page.getByRole('tablist')).toBeVisible();
});
