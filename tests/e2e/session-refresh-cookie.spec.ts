import type { BrowserContext, Page } from '@playwright/test';
import { test, expect, openAndSignInThroughForm, ACCOUNTS } from './fixtures';
import { expireTokens } from './session-helpers';

const refreshCookie = async (context: BrowserContext) => (await context.cookies()).find((cookie) => cookie.name === 'refresh_token');

/** Everything a script of the page can read: its cookies, local storage and session storage. */
const scriptReadableState = (page: Page) =>
  page.evaluate(() => {
    const values = (storage: Storage) => Object.keys(storage).map((key) => `${key}=${storage.getItem(key)}`);
    return { cookie: document.cookie, localStorage: values(localStorage), sessionStorage: values(sessionStorage) };
  });

async function expectOutOfScriptsReach(page: Page, refreshToken: string) {
  const state = await scriptReadableState(page);
  expect(state.cookie).not.toContain('refresh_token');
  expect(state.cookie).not.toContain(refreshToken);
  expect(state.cookie).toContain('access_token=');
  for (const entry of [...state.localStorage, ...state.sessionStorage]) expect(entry).not.toContain(refreshToken);
}

test('the refresh token lives only in an HttpOnly, SameSite=Strict cookie of /auth; it refreshes an expired session; logout ends it', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await openAndSignInThroughForm(page, ACCOUNTS.firmAdmin, '/login?redirectTo=%2Fmy-account');
  await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();

  const signedIn = await refreshCookie(context);
  expect(signedIn).toMatchObject({ httpOnly: true, path: '/auth', sameSite: 'Strict' });
  expect(signedIn!.value.length).toBeGreaterThan(0);
  await expectOutOfScriptsReach(page, signedIn!.value);

  // The access token expires: the page keeps working through one refresh, and the cookie rotates.
  await expireTokens(request, baseURL);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();
  await expect(page).toHaveURL(/\/my-account$/);
  await expect.poll(async () => (await refreshCookie(context))?.value).not.toBe(signedIn!.value);
  const rotated = await refreshCookie(context);
  expect(rotated).toMatchObject({ httpOnly: true, path: '/auth', sameSite: 'Strict' });
  await expectOutOfScriptsReach(page, rotated!.value);
  await expectOutOfScriptsReach(page, signedIn!.value);

  await page.getByRole('button', { name: 'Profile' }).click();
  await Promise.all([page.waitForEvent('load'), page.getByRole('menuitem', { name: 'Logout' }).click()]);
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fmy-account$/);
  await expect.poll(() => refreshCookie(context)).toBeUndefined();
});
