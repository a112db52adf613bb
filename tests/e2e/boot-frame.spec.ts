import type { Page } from '@playwright/test';
import { test, expect, openAndSignIn, ACCOUNTS } from './fixtures';
import { axeViolations } from './axe';

const BRAND_HEADER = 'rgb(129, 2, 32)';

/** Holds every request for the files matching `pattern` until the returned release is called. */
async function holdFiles(page: Page, pattern: string) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('a signed-in page paints the product frame from index.html before any script: the brand header, the sidebar outline, a skeleton', async ({
  page,
}) => {
  await openAndSignIn(page, ACCOUNTS.firmAdmin);
  const release = await holdFiles(page, '**/assets/index-*.js');
  await page.goto('/cards', { waitUntil: 'commit' });
  const frame = page.getByRole('progressbar', { name: 'Loading Spendboard' });
  await expect(frame).toBeVisible();
  await expect(frame.locator('.boot__bar')).toHaveText('Spendboard');
  await expect(frame.locator('.boot__bar')).toHaveCSS('background-color', BRAND_HEADER);
  await expect(frame.locator('.boot__side')).toBeVisible();
  await expect(frame.locator('.boot__panel')).toBeVisible();
  await expect(frame.locator('.boot__card')).toBeHidden();
  expect(await axeViolations(page)).toEqual([]);
  release();
  // The page itself replaces the frame.
  await expect(page.getByRole('heading', { name: 'Cards', level: 1 })).toBeVisible();
  await expect(page.locator('.boot')).toHaveCount(0);
});

test('while the signed-in app downloads, the same frame stays (no blank page, no spinner)', async ({ page }) => {
  await openAndSignIn(page, ACCOUNTS.firmAdmin);
  const release = await holdFiles(page, '**/assets/App-*.js');
  await page.goto('/bills', { waitUntil: 'commit' });
  // index.html's frame, then the app's loading state with the same classes and its translated label.
  const frame = page.getByRole('progressbar', { name: 'Loading…' });
  await expect(frame).toBeVisible();
  await expect(frame.locator('.boot__bar')).toHaveCSS('background-color', BRAND_HEADER);
  await expect(frame.locator('.boot__side')).toBeVisible();
  await expect(page.locator('.MuiCircularProgress-root')).toHaveCount(0);
  release();
  await expect(page.getByRole('heading', { name: 'Bills', level: 1 })).toBeVisible();
  await expect(page.locator('.boot')).toHaveCount(0);
});

test('the sign-in page paints the sign-in card, not the signed-in shell', async ({ page }) => {
  const release = await holdFiles(page, '**/assets/index-*.js');
  await page.goto('/login', { waitUntil: 'commit' });
  const frame = page.getByRole('progressbar', { name: 'Loading Spendboard' });
  await expect(frame).toBeVisible();
  await expect(frame.locator('.boot__card')).toBeVisible();
  await expect(frame.locator('.boot__brand')).toHaveCSS('color', BRAND_HEADER);
  await expect(frame.locator('.boot__bar')).toBeHidden();
  await expect(frame.locator('.boot__side')).toBeHidden();
  release();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.locator('.boot')).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the frame has the header and the skeleton, without the sidebar', async ({ page }) => {
    await openAndSignIn(page, ACCOUNTS.firmAdmin);
    const release = await holdFiles(page, '**/assets/index-*.js');
    await page.goto('/expenses', { waitUntil: 'commit' });
    const frame = page.getByRole('progressbar', { name: 'Loading Spendboard' });
    await expect(frame.locator('.boot__bar')).toBeVisible();
    await expect(frame.locator('.boot__side')).toBeHidden();
    await expect(frame.locator('.boot__panel')).toBeVisible();
    release();
    await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();
    await expect(page.locator('.boot')).toHaveCount(0);
  });
});

test('opening another page shows the top progress bar at once and marks the page being left, until the new page is in', async ({
  page,
}) => {
  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/cards');
  await expect(page.getByRole('heading', { name: 'Cards', level: 1 })).toBeVisible();
  await expect(page.getByTestId('route-progress')).toHaveCount(0);
  // The Expenses page's code is not in yet: hold every script the click asks for.
  const release = await holdFiles(page, '**/assets/*.js');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Expenses' }).click();
  await expect(page).toHaveURL(/\/expenses/);
  await expect(page.getByRole('progressbar', { name: 'Opening the page…' })).toBeVisible();
  // The cards list is still on screen, marked as the page being left.
  await expect(page.getByRole('heading', { name: 'Cards', level: 1 })).toBeVisible();
  await expect(page.locator('[data-leaving]')).toHaveAttribute('aria-busy', 'true');
  await expect(page.locator('[data-leaving]')).toHaveCSS('opacity', '0.5');
  release();
  await expect(page.getByRole('heading', { name: 'Expenses', level: 1 })).toBeVisible();
  await expect(page.locator('[data-leaving]')).toHaveCount(0);
  await expect(page.getByTestId('route-progress')).toHaveCount(0);
});
