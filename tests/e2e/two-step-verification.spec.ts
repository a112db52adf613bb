import { test, expect, openAndSignIn, ACCOUNTS, PASSWORD, signInAsNewUser, waitForSession } from './fixtures';
import { axeViolations } from './axe';
import { switchCompanyTo } from './session-helpers';
import { apiSignIn, requestToken } from '../support/apiSignIn';
import { totpCodeAt } from '../../server/mock-api/auth/totp.ts';
import { SEEDED_TWO_FACTOR_ACCOUNT } from '../../server/mock-api/store/seed/index.ts';

/** A 6-digit code that is not the current one (nor one step either side) of `secret`. */
function wrongCodeFor(secret: string): string {
  const near = [-30_000, 0, 30_000].map((offset) => totpCodeAt(secret, Date.now() + offset));
  return ['000000', '111111', '222222', '333333'].find((code) => !near.includes(code))!;
}

test('My Account: set up two-step verification, sign in again with a code, see the sessions, sign out everywhere else', async ({
  page,
  appServer,
}) => {
  const otherDevice = await apiSignIn(appServer.url, ACCOUNTS.member);
  await openAndSignIn(page, ACCOUNTS.member, '/my-account');
  const twoStep = page.getByRole('region', { name: 'Two-step verification' });
  await expect(twoStep.getByText('Off', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Active sessions' })).toBeVisible();
  expect(await axeViolations(page, 'main')).toEqual([]);

  await twoStep.getByRole('button', { name: 'Set up two-step verification' }).click();
  await expect(twoStep.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await twoStep.getByTestId('two-step-secret').innerText()).replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  expect(await axeViolations(page, 'main')).toEqual([]);

  const code = twoStep.getByLabel('6-digit code from the app');
  await code.fill(wrongCodeFor(secret));
  await twoStep.getByRole('button', { name: 'Turn on' }).click();
  await expect(code).toHaveAccessibleDescription(/The code is not correct\. Enter the current 6-digit code from your authenticator app\./);

  await code.fill(totpCodeAt(secret));
  await twoStep.getByRole('button', { name: 'Turn on' }).click();
  const recovery = twoStep.getByRole('region', { name: 'Your recovery codes' });
  await expect(recovery.getByRole('listitem')).toHaveCount(10);
  await expect(recovery.getByRole('button', { name: 'Download codes' })).toBeVisible();
  expect(await axeViolations(page, 'main')).toEqual([]);
  await recovery.getByRole('button', { name: 'I have saved my codes' }).click();
  await expect(twoStep.getByText('On', { exact: true })).toBeVisible();
  await expect(twoStep.getByText('10 recovery codes left')).toBeVisible();

  // Sign out, then in again: the password, then the code step.
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login/);
  await signInAsNewUser(page, ACCOUNTS.member, PASSWORD);
  await expect(page.getByText('Enter the 6-digit code from your authenticator app', { exact: true })).toBeVisible();
  await page.getByLabel('6-digit code', { exact: true }).fill(wrongCodeFor(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'That code is not correct. Try the current code from your authenticator app, or a recovery code.',
  );
  await page.getByLabel('6-digit code', { exact: true }).fill(totpCodeAt(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await waitForSession(page);
  await expect(page).not.toHaveURL(/\/login/);

  // The sessions: this browser (marked) and the other device; sign out everywhere else.
  await page.goto('/my-account');
  const sessions = page.getByRole('region', { name: 'Active sessions' });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await expect(sessions.getByRole('listitem').filter({ hasText: 'This device' })).toContainText('Chrome');
  await sessions.getByRole('button', { name: 'Sign out everywhere else' }).click();
  // Asked first, with what it does from the sessions listed: the other device must sign in again, this one stays.
  const confirm = page.getByRole('dialog', { name: 'Sign out everywhere else' });
  await expect(confirm).toContainText('Sign out every other session of your account?');
  await expect(confirm.getByRole('listitem')).toHaveCount(2);
  await expect(confirm.getByRole('listitem').first()).toContainText(/last active .+, will have to sign in again\./);
  await expect(confirm.getByRole('listitem').last()).toHaveText('This device stays signed in.');
  expect(await axeViolations(page, '[role=dialog]')).toEqual([]);
  await confirm.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await expect(page.getByText('1 other session signed out')).toBeVisible();
  await expect(sessions.getByText('No other session is signed in.')).toBeVisible();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  // The other device can no longer refresh: it is signed out.
  const refresh = await requestToken(appServer.url, { grant_type: 'refresh_token', refresh_token: otherDevice.refresh_token });
  expect(refresh.status).toBe(400);
});

test('the seeded enrolled administrator signs in with a recovery code (9 left); in Arabic the two-step verification and sessions of My Account read in Arabic', async ({
  page,
}) => {
  await page.goto('/login');
  await signInAsNewUser(page, SEEDED_TWO_FACTOR_ACCOUNT.email, PASSWORD);
  await expect(page.getByText('Enter the 6-digit code from your authenticator app', { exact: true })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await expect(page.getByText('Enter one of your recovery codes. Each code works once.')).toBeVisible();
  await page.getByLabel('Recovery code', { exact: true }).fill(SEEDED_TWO_FACTOR_ACCOUNT.recoveryCodes[0]);
  await page.getByRole('button', { name: 'Verify' }).click();
  await waitForSession(page);
  await expect(page).not.toHaveURL(/\/login/);

  // A firm administrator with no default company chooses one first.
  await switchCompanyTo(page, 'Acme Trading LLC');
  await page.goto('/my-account');
  await expect(page.getByRole('region', { name: 'Two-step verification' }).getByText('9 recovery codes left')).toBeVisible();
  await page.getByRole('radiogroup', { name: 'Language' }).getByRole('radio', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const twoStep = page.getByRole('region', { name: 'التحقق بخطوتين' });
  await expect(twoStep.getByText('مفعّل', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'الجلسات النشطة' }).getByText('هذا الجهاز')).toBeVisible();
  expect(await axeViolations(page, 'main')).toEqual([]);
});
