import { test, expect, openAndSignIn, openAndSignInThroughForm, ACCOUNTS } from './fixtures';
import { axeViolations } from './axe';

test('the firm admin requires two-step verification for administrators; a manager without it is taken to set it up after the password', async ({
  page,
}) => {
  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/settings/company-settings');
  const security = page.getByRole('region', { name: 'Security' });
  const requireSwitch = security.getByRole('switch', { name: 'Require two-step verification for administrators' });
  await expect(requireSwitch).not.toBeChecked();
  await requireSwitch.check();
  await security.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Security settings saved')).toBeVisible();
  expect(await axeViolations(page, 'main')).toEqual([]);

  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login/);

  await openAndSignInThroughForm(page, ACCOUNTS.manager);
  await expect(page).toHaveURL(/\/my-account#two-step$/);
  const twoStep = page.getByRole('region', { name: 'Two-step verification' });
  await expect(
    twoStep.getByText('Your firm requires two-step verification for administrators. Set it up now to keep using Spendboard.'),
  ).toBeVisible();
  await expect(twoStep.getByRole('button', { name: 'Set up two-step verification' })).toBeVisible();
});

test('the manager sees the firm security setting read-only, with the reason', async ({ page }) => {
  await openAndSignIn(page, ACCOUNTS.manager, '/settings/company-settings');
  const security = page.getByRole('region', { name: 'Security' });
  await expect(security.getByText('Only a firm administrator can change this setting.')).toBeVisible();
  await expect(security.getByRole('button', { name: 'Save' })).toHaveCount(0);
});
