import type { Page } from '@playwright/test';
import { test, expect, openAndSignInThroughForm, signIn, ACCOUNTS } from './fixtures';
import { apiRequests, clearRequestLog } from './session-helpers';

const authCookies = async (page: Page) =>
  (await page.context().cookies()).filter((cookie) => cookie.name === 'access_token' || cookie.name === 'refresh_token');

test('Logout: POST me/logout, tokens cleared, a full load of /login?redirectTo=<page>, and signing in again returns there', async ({
  page,
  request,
  baseURL,
}) => {
  await openAndSignInThroughForm(page, ACCOUNTS.firmAdmin);
  await page.goto('/my-account');
  await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();
  await clearRequestLog(request, baseURL);
  // Gone after a full page load, kept by a client-side navigation.
  await page.evaluate(() => ((window as unknown as Record<string, unknown>).__beforeLogout = true));

  await page.getByRole('button', { name: 'Profile' }).click();
  await Promise.all([page.waitForEvent('load'), page.getByRole('menuitem', { name: 'Logout' }).click()]);

  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fmy-account$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as Record<string, unknown>).__beforeLogout)).toBeUndefined();
  expect(await authCookies(page)).toEqual([]);
  const logoutCalls = (await apiRequests(request, baseURL)).filter(
    (call) => call.method === 'POST' && call.path === '/api/admin/me/logout',
  );
  expect(logoutCalls.map((call) => call.status)).toEqual([204]);

  await signIn(page, ACCOUNTS.firmAdmin);
  await expect(page).toHaveURL(/\/my-account$/);
  await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();
});

test.describe('inactivity (idle timeout set for the test)', () => {
  const IDLE_MS = 8_000;

  test.beforeEach(async ({ page }) => {
    // The page's clock runs on its own, and the test moves it on where it would wait (the app's own timers fire
    // as time passes, without the real seconds).
    await page.clock.install();
    await page.addInitScript((ms) => {
      (window as unknown as Record<string, unknown>).__spendboardE2EIdleTimeoutMs = ms;
    }, IDLE_MS);
  });

  test('activity keeps the session; idle past the timeout: soft logout, the page stays, the dialog signs in again back to it', async ({
    page,
    request,
    baseURL,
  }) => {
    await openAndSignInThroughForm(page, ACCOUNTS.firmAdmin, '/login?redirectTo=%2Fcards');
    const dialog = page.getByRole('dialog', { name: 'You have been logged out due to inactivity' });

    // Moving the mouse and pressing keys for longer than the timeout keeps the session.
    for (let step = 0; step < 12; step += 1) {
      await page.mouse.move(200 + step * 10, 300);
      if (step % 2) await page.keyboard.press('Shift');
      await page.clock.fastForward(1_000);
    }
    await expect(page.getByRole('heading', { name: 'Cards' })).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(await authCookies(page)).toHaveLength(2);

    await clearRequestLog(request, baseURL);
    await page.clock.fastForward(IDLE_MS);
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/cards$/);
    await expect(page.getByRole('heading', { name: 'Cards', includeHidden: true })).toBeAttached();
    await expect.poll(() => authCookies(page)).toEqual([]);
    await expect
      .poll(async () => (await apiRequests(request, baseURL)).filter((call) => call.path === '/api/admin/me/logout').length)
      .toBe(1);
    // Still on the same page a while later: nothing sends the user away behind the dialog.
    await page.clock.fastForward(1_500);
    await expect(page).toHaveURL(/\/cards$/);

    await dialog.getByRole('button', { name: 'Sign in again' }).click();
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fcards$/);
    await signIn(page, ACCOUNTS.firmAdmin);
    await expect(page).toHaveURL(/\/cards$/);
    await expect(page.getByRole('heading', { name: 'Cards' })).toBeVisible();
  });
});

test('without a configured timeout (the shipped default) nobody is signed out for inactivity', async ({ page }) => {
  await page.clock.install();
  await openAndSignInThroughForm(page, ACCOUNTS.member);
  await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();
  await page.clock.fastForward(5_000);
  await expect(page.getByRole('dialog', { name: 'You have been logged out due to inactivity' })).toBeHidden();
  expect(await authCookies(page)).toHaveLength(2);
});
