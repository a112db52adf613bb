import { test, expect, openAndSignIn, openAndSignInThroughForm, ACCOUNTS } from './fixtures';
import { axeViolations } from './axe';
import { totpCodeAt } from '../../server/mock-api/auth/totp.ts';

test('a firm admin without a second factor cannot require one (it would lock them out): the reason shows on the switch', async ({
  page,
}) => {
  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/settings/company-settings');
  const security = page.getByRole('region', { name: 'Security' });
  const requireSwitch = security.getByRole('switch', { name: 'Require two-step verification for administrators' });
  await expect(requireSwitch).not.toBeChecked();
  await requireSwitch.check();
  await security.getByRole('button', { name: 'Save' }).click();
  await expect(security.getByText('Set up two-step verification for yourself first: requiring it now would lock you out.')).toBeVisible();
  expect(await axeViolations(page, 'main')).toEqual([]);
});

test('once the firm requires it, a manager without a second factor sees only its set-up, on any page, until it is on; then the app opens', async ({
  page,
  appServer,
}) => {
  // The enrolled firm administrator turned the requirement on (the API path is covered by the integration test).
  appServer.mockApi.context.store.db.firmSecurity.require_two_factor_for_administrators = true;

  await openAndSignInThroughForm(page, ACCOUNTS.manager);
  const heading = page.getByRole('heading', { name: 'Set up two-step verification to continue' });
  await expect(heading).toBeVisible();
  const twoStep = page.getByRole('region', { name: 'Two-step verification' });
  await expect(
    twoStep.getByText('Your firm requires two-step verification for administrators. Set it up now to keep using Spendboard.'),
  ).toBeVisible();
  // No shell, no other page: a direct load of the cards list shows the same set-up.
  await page.goto('/cards');
  await expect(heading).toBeVisible();
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Cards' })).toHaveCount(0);
  expect(await axeViolations(page, 'main')).toEqual([]);

  await twoStep.getByRole('button', { name: 'Set up two-step verification' }).click();
  const secret = (await twoStep.getByTestId('two-step-secret').innerText()).replace(/\s+/g, '');
  await twoStep.getByLabel('6-digit code from the app').fill(totpCodeAt(secret));
  await twoStep.getByRole('button', { name: 'Turn on' }).click();
  const recovery = twoStep.getByRole('region', { name: 'Your recovery codes' });
  await expect(recovery.getByRole('listitem')).toHaveCount(10);
  await recovery.getByRole('button', { name: 'I have saved my codes' }).click();

  // The page asked for opens, in the shell.
  await expect(heading).toBeHidden();
  await expect(page).toHaveURL(/\/cards/);
  await expect(page.getByRole('heading', { name: 'Cards', level: 1 })).toBeVisible();
});

test('the manager sees the firm security setting read-only, with the reason', async ({ page }) => {
  await openAndSignIn(page, ACCOUNTS.manager, '/settings/company-settings');
  const security = page.getByRole('region', { name: 'Security' });
  await expect(security.getByText('Only a firm administrator can change this setting.')).toBeVisible();
  await expect(security.getByRole('button', { name: 'Save' })).toHaveCount(0);
});
