import type { Page } from '@playwright/test';
import { test, expect, openAndSignIn, signInAsNewUser, ACCOUNTS } from './fixtures';

const EMAIL = 'hana.invited@acme.example.com';
const PASSWORD = 'Welcome2026go';
const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

test('an invited user accepts the e-mailed link, signs in with the role given on the Users page, and shows as Active', async ({
  page,
  request,
}) => {
  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/settings/administrators');
  // The seeded accounts are users of their companies too, with the roles they sign in with.
  await expect(row(page, ACCOUNTS.manager)).toContainText('Finance Manager');

  await page.getByRole('button', { name: 'Invite user' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite a user' });
  await invite.getByLabel('First name').fill('Hana');
  await invite.getByLabel('Last name').fill('Invited');
  await invite.getByLabel('Email').fill(EMAIL);
  await invite.getByRole('combobox', { name: 'Roles' }).click();
  await page.getByRole('option', { name: 'Viewer' }).click();
  await page.keyboard.press('Escape');
  await invite.getByRole('button', { name: 'Save' }).click();
  await expect(invite).toBeHidden();
  await expect(row(page, 'Hana Invited')).toContainText('Invited');

  // The invitation e-mail (the mock's outbox) carries the verify link.
  const mails = (await (await request.get(`/__mock/outbox?email=${encodeURIComponent(EMAIL)}`)).json()).data as {
    kind: string;
    link: string;
  }[];
  const invitation = mails.find((mail) => mail.kind === 'administrator_invitation');
  expect(invitation?.link).toMatch(/^\/administrator-verify-account\?/);

  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login/);
  // Not verified yet: no password signs in.
  await signInAsNewUser(page, EMAIL, PASSWORD);
  await expect(page.getByText('These credentials do not match our records.')).toBeVisible();

  await page.goto(invitation!.link);
  await page.getByLabel('New password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm new password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Verify and set password' }).click();
  await expect(page.getByRole('status')).toContainText('Your account is verified');
  await page.getByRole('link', { name: 'Sign in' }).click();
  await signInAsNewUser(page, EMAIL, PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  // A one-company account: no switcher, and it belongs to Acme.
  await page.goto('/organizations');
  await expect(page.getByText('Your account belongs to Acme Trading LLC.', { exact: false })).toBeVisible();

  // A Viewer reads people but cannot invite them.
  await page.goto('/people');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Invite people' })).toHaveCount(0);
  await page.goto('/settings/administrators');
  await expect(row(page, 'Hana Invited')).toContainText('Active');
});
