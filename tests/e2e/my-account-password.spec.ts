import { test, expect, openAndSignIn, ACCOUNTS, PASSWORD } from './fixtures';
import { axeViolations } from './axe';
import { apiSignIn } from '../support/apiSignIn';

const NEW_PASSWORD = 'Fresh2026pass';

test('My Account changes the password: field errors on the fields, other sessions signed out, this one kept', async ({
  page,
  appServer,
  request,
}) => {
  const otherSession = await apiSignIn(appServer.url, ACCOUNTS.member);
  await openAndSignIn(page, ACCOUNTS.member, '/my-account');
  const form = page.getByRole('region', { name: 'Change password' });
  await expect(form).toBeVisible();
  expect(await axeViolations(page, 'main')).toEqual([]);

  const current = form.getByLabel('Current password', { exact: true });
  const next = form.getByLabel('New password', { exact: true });
  const confirmation = form.getByLabel('Confirm new password', { exact: true });
  const submit = form.getByRole('button', { name: 'Change password' });

  // The reset rules, on their fields, before anything is sent.
  await next.fill('lettersonly');
  await confirmation.fill('different');
  await submit.click();
  await expect(current).toHaveAttribute('aria-invalid', 'true');
  await expect(current).toHaveAccessibleDescription(/Enter your current password/);
  await expect(next).toHaveAccessibleDescription(/Include at least one number/);
  await expect(confirmation).toHaveAccessibleDescription(/The passwords do not match/);

  // A wrong current password comes back from the API as a field error on that field.
  await current.fill('NotMine123');
  await next.fill(NEW_PASSWORD);
  await confirmation.fill(NEW_PASSWORD);
  await submit.click();
  await expect(current).toHaveAccessibleDescription(/The current password is not correct\./);
  await expect(next).not.toHaveAttribute('aria-invalid', 'true');
  expect(await axeViolations(page, 'main')).toEqual([]);

  await current.fill(PASSWORD);
  await submit.click();
  await expect(page.getByText('Your password was changed. Your other sessions were signed out.')).toBeVisible();
  await expect(current).toHaveValue('');

  // The other session is gone; this one goes on (a reload stays signed in); the new password signs in.
  const me = (accessToken: string) => request.get(`${appServer.url}/api/admin/me`, { headers: { Authorization: `Bearer ${accessToken}` } });
  expect((await me(otherSession.access_token)).status()).toBe(401);
  await page.reload();
  await expect(page).toHaveURL(/\/my-account$/);
  await expect(page.getByRole('heading', { name: 'My Account', level: 1 })).toBeVisible();
  await expect(apiSignIn(appServer.url, ACCOUNTS.member, NEW_PASSWORD)).resolves.toHaveProperty('access_token');
  await expect(apiSignIn(appServer.url, ACCOUNTS.member, PASSWORD)).rejects.toThrow();
});

test('in Arabic, chosen on My Account, the password form shows its field errors in Arabic on the fields', async ({ page }) => {
  await openAndSignIn(page, ACCOUNTS.member, '/my-account');
  // click, not check: once Arabic applies the group is named in Arabic, so check() could never re-read it.
  await page.getByRole('radiogroup', { name: 'Language' }).getByRole('radio', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'حسابي', level: 1 })).toBeVisible();

  const form = page.getByRole('region', { name: 'تغيير كلمة المرور' });
  await form.getByLabel('كلمة المرور الجديدة', { exact: true }).fill('short1');
  await form.getByRole('button', { name: 'تغيير كلمة المرور' }).click();
  await expect(form.getByLabel('كلمة المرور الحالية', { exact: true })).toHaveAccessibleDescription(/أدخل كلمة المرور الحالية/);
  await expect(form.getByLabel('كلمة المرور الجديدة', { exact: true })).toHaveAccessibleDescription(/استخدم 8 أحرف على الأقل/);
  await expect(form.getByLabel('تأكيد كلمة المرور الجديدة', { exact: true })).toHaveAccessibleDescription(/كلمتا المرور غير متطابقتين/);
  expect(await axeViolations(page, 'main')).toEqual([]);

  // The language stays chosen after a reload, as when chosen in the profile menu.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'حسابي', level: 1 })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'العربية' })).toBeChecked();
});

test('My Account switches the theme the profile menu switches', async ({ page }) => {
  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/my-account');
  const darkMode = page.getByRole('region', { name: 'Preferences' }).getByRole('switch', { name: 'Dark mode' });
  await expect(darkMode).not.toBeChecked();
  await darkMode.check();
  await page.getByRole('button', { name: 'Profile' }).click();
  await expect(page.getByRole('menuitemcheckbox', { name: 'Dark mode' })).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Preferences' }).getByRole('switch', { name: 'Dark mode' })).toBeChecked();
});
