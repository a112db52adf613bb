import type { BrowserContext } from '@playwright/test';
import { test, expect, signIn, openAndSignIn, openAndSignInThroughForm, ACCOUNTS, RETURNING_USER_DEFAULT_COMPANY_ID } from './fixtures';

test('firm admin signs in, sees the cards list, stays signed in after reload and signs out', async ({ page }) => {
  await openAndSignInThroughForm(page, ACCOUNTS.firmAdmin);
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/cards');
  await expect(page.getByRole('heading', { name: 'Cards' })).toBeVisible();
  const rows = page.getByRole('row');
  await expect(rows.nth(1)).toContainText(/•••• \d{4}/);

  await page.reload();
  await expect(page).toHaveURL(/\/cards$/);
  await expect(page.getByRole('heading', { name: 'Cards' })).toBeVisible();
  await expect(rows.nth(1)).toContainText(/•••• \d{4}/);

  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();

  // Signed out for real: the admin is no longer reachable.
  await page.goto('/cards');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fcards/);
});

test('opening /cards signed out, then signing in, lands on /cards', async ({ page }) => {
  await page.goto('/cards');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fcards/);
  await signIn(page, ACCOUNTS.firmAdmin);
  await expect(page).toHaveURL(/\/cards$/);
  await expect(page.getByRole('heading', { name: 'Cards' })).toBeVisible();
});

test('an unsafe redirectTo is ignored after sign-in', async ({ page }) => {
  await page.goto('/login?redirectTo=%2F%2Fevil.example.com%2Fphish');
  await signIn(page, ACCOUNTS.firmAdmin);
  await expect(page).toHaveURL(/^http:\/\/(127\.0\.0\.1|localhost):\d+\/$/);
});

test('a wrong password shows the error and stays on the sign-in page', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, ACCOUNTS.firmAdmin, 'not-the-password');
  await expect(page.getByRole('alert')).toContainText(/credentials/i);
  await expect(page).toHaveURL(/\/login/);
});

test('after five wrong passwords the sign-in form shows the API throttling message, even for the right password', async ({ page }) => {
  await page.goto('/login');
  const tokenAnswer = () => page.waitForResponse((response) => new URL(response.url()).pathname === '/auth/token');
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    const answered = tokenAnswer();
    await signIn(page, ACCOUNTS.member, `wrong-password-${attempt}`);
    expect((await answered).status()).toBe(400);
  }
  await expect(page.getByRole('alert')).toContainText(/credentials/i);
  const answered = tokenAnswer();
  await signIn(page, ACCOUNTS.member);
  expect((await answered).status()).toBe(429);
  await expect(page.getByRole('alert')).toContainText('Too many failed sign-in attempts. Try again in 15 minutes.');
  await expect(page).toHaveURL(/\/login/);
});

test('an expired access token is refreshed once, transparently', async ({ page, request, baseURL }) => {
  await openAndSignInThroughForm(page, ACCOUNTS.firmAdmin, '/login?redirectTo=%2Fcards');
  await expect(page.getByRole('heading', { name: 'Cards' })).toBeVisible();

  await request.delete(`${baseURL}/__mock/requests`);
  await request.post(`${baseURL}/__mock/expire-tokens`, { data: {} });
  await page.reload();
  await expect(page.getByRole('row').nth(1)).toContainText(/•••• \d{4}/);

  const log = await (await request.get(`${baseURL}/__mock/requests`)).json();
  const tokenCalls = log.data.filter((entry: { method: string; path: string }) => entry.method === 'POST' && entry.path === '/oauth/token');
  expect(tokenCalls).toHaveLength(1);
});

/** What a browser keeps after signing in, with the tokens (new at each sign-in) reduced to their presence. */
async function signedInState(context: BrowserContext) {
  const state = await context.storageState();
  const cookies = state.cookies
    .map(({ name, value, path, httpOnly, sameSite, secure, expires }) => ({
      name,
      value: name === 'access_token' || name === 'refresh_token' ? value.length > 20 : value,
      path,
      httpOnly,
      sameSite,
      secure,
      lasting: expires > 0,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
  const storage = Object.fromEntries(state.origins.flatMap((origin) => origin.localStorage.map(({ name, value }) => [name, value])));
  return { cookies, storage };
}

test('a sign-in through the API (the e2e fast path) leaves the same browser state as the sign-in form', async ({ browser, appServer }) => {
  for (const email of [ACCOUNTS.firmAdmin, ACCOUNTS.manager, ACCOUNTS.member]) {
    const [throughForm, throughApi] = [
      await browser.newContext({ baseURL: appServer.url }),
      await browser.newContext({ baseURL: appServer.url }),
    ];
    const [formPage, apiPage] = [await throughForm.newPage(), await throughApi.newPage()];
    await openAndSignInThroughForm(formPage, email, '/login?redirectTo=%2Fcards');
    await openAndSignIn(apiPage, email, '/login?redirectTo=%2Fcards');
    for (const signedIn of [formPage, apiPage]) {
      await expect(signedIn).toHaveURL(/\/cards$/);
      await expect(signedIn.getByRole('row').nth(1)).toContainText(/•••• \d{4}/);
    }
    const formState = await signedInState(throughForm);
    // The company, its card-services flags and the preferences are all there, so the comparison means something.
    expect(formState.cookies.map((cookie) => cookie.name)).toEqual(
      expect.arrayContaining(['access_token', 'refresh_token', 'active_subtenant_id', 'is_compliance_done', 'is_stripe_enabled']),
    );
    expect(formState.storage).toHaveProperty('last_active_subtenant_id', RETURNING_USER_DEFAULT_COMPANY_ID);
    await expect.poll(() => signedInState(throughApi), { message: email }).toEqual(formState);
    await Promise.all([throughForm.close(), throughApi.close()]);
  }
});
