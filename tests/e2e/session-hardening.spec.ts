import { test, expect, openAndSignInThroughForm, signIn, ACCOUNTS } from './fixtures';

const DASHBOARD_URL = /^http:\/\/(127\.0\.0\.1|localhost):\d+\/$/;

for (const redirectTo of ['/a/..//evil.example', '/.//evil.example', '/%2e%2e//evil.example']) {
  test(`redirectTo ${redirectTo} (normalised to //…) falls back to the dashboard`, async ({ page }) => {
    await page.goto(`/login?redirectTo=${encodeURIComponent(redirectTo)}`);
    await signIn(page, ACCOUNTS.firmAdmin);
    await expect(page).toHaveURL(DASHBOARD_URL);
    await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();
    await expect(page).toHaveURL(DASHBOARD_URL);
  });
}

test('an already signed-in visit of /login with a // redirectTo stays on the site', async ({ page }) => {
  await openAndSignInThroughForm(page, ACCOUNTS.firmAdmin);
  await page.goto(`/login?redirectTo=${encodeURIComponent('/a/..//evil.example')}`);
  await expect(page).toHaveURL(DASHBOARD_URL);
});

test.describe('the browser refuses local storage (blocked site data)', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException(
            "Failed to read the 'localStorage' property from 'Window': Access is denied for this document.",
            'SecurityError',
          );
        },
      });
    });
  });

  test('the app starts signed out, signs in, and works with preferences in memory', async ({ page }) => {
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));

    await page.goto('/cards');
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fcards$/);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();

    await signIn(page, ACCOUNTS.member);
    await expect(page).toHaveURL(/\/cards$/);
    await expect(page.getByRole('row').nth(1)).toContainText(/•••• \d{4}/, { timeout: 20_000 });

    // Signed in, a fresh page load still starts.
    await page.reload();
    await expect(page.getByRole('row').nth(1)).toContainText(/•••• \d{4}/, { timeout: 20_000 });

    // A preference (the theme) works for this page load.
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Dark mode' }).click();
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(21, 20, 26)');
    expect(pageErrors).toEqual([]);
  });
});
