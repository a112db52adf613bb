import { test, expect, signIn, ACCOUNTS, PASSWORD } from './fixtures';

const NEW_PASSWORD = 'Fresh2026pass';

test('forgot password → reset link → new password → sign in with it; the old one fails', async ({ page, request }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  await page.getByRole('textbox', { name: 'Email' }).fill(ACCOUNTS.member);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText('a link to reset its password is on its way');

  const [mail] = (await (await request.get(`/__mock/outbox?email=${encodeURIComponent(ACCOUNTS.member)}`)).json()).data;
  await page.goto(mail.link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expect(page.getByText(`Account: ${ACCOUNTS.member}`)).toBeVisible();

  // The rules show on the fields before anything is sent.
  await page.getByLabel('New password', { exact: true }).fill('lettersonly');
  await page.getByLabel('Confirm new password', { exact: true }).fill('other');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('Include at least one number')).toBeVisible();
  await expect(page.getByText('The passwords do not match')).toBeVisible();

  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password has been changed');

  // The link is single use.
  await page.goto(mail.link);
  await page.getByLabel('New password', { exact: true }).fill('Another2026x');
  await page.getByLabel('Confirm new password', { exact: true }).fill('Another2026x');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByRole('alert')).toContainText('This link is invalid or has expired. Ask for a new one.');

  await page.goto('/login');
  await signIn(page, ACCOUNTS.member, PASSWORD);
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, ACCOUNTS.member, NEW_PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
});

test('an invited administrator verifies the account, then signs in', async ({ page, request }) => {
  const invitation = await request.post('/__mock/administrator-invitations', { data: { email: ACCOUNTS.firmAdmin } });
  const { link } = (await invitation.json()).data;
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Verify your account' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Verify and set password' }).click();
  await expect(page.getByRole('status')).toContainText('Your account is verified');
  await page.getByRole('link', { name: 'Sign in' }).click();
  await signIn(page, ACCOUNTS.firmAdmin, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/$/);
});
