import { test, expect, openAndSignInThroughForm, ACCOUNTS } from './fixtures';

test('a new visitor gets the sign-in page in English, left to right', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('Arabic chosen in the profile menu stays on the public pages after signing out', async ({ page }) => {
  await openAndSignInThroughForm(page, ACCOUNTS.member);
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitemradio', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  await page.getByRole('button', { name: 'الملف الشخصي' }).click();
  await page.getByRole('menuitem', { name: 'تسجيل الخروج' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('heading', { name: 'تسجيل الدخول إلى Spendboard' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'البريد الإلكتروني' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');

  await page.reload();
  await expect(page.getByRole('button', { name: 'تسجيل الدخول' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  await page.goto('/terms');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('link', { name: 'العودة إلى تسجيل الدخول' })).toBeVisible();
});
