import { test, expect, openAndSignIn, ACCOUNTS } from './fixtures';
import type { Page } from '@playwright/test';

const searchInput = (page: Page) => page.getByRole('dialog').getByRole('searchbox', { name: 'Search' });
const resultLinks = (page: Page) => page.getByRole('list', { name: 'Pages' }).getByRole('listitem').locator('a[href]:not(.MuiChip-root)');

async function openSearchWithShortcut(page: Page) {
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await page.keyboard.press('Control+k');
  await expect(searchInput(page)).toBeFocused();
}

// The member's company is activated at sign-in (tenant_specific), so every page opens directly.
test.beforeEach(async ({ page }) => {
  await openAndSignIn(page, ACCOUNTS.member);
  await expect(page).toHaveURL(/\/$/);
});

test('Ctrl+K opens the search; results rank by label, tags and description; Enter opens the first', async ({ page }) => {
  await openSearchWithShortcut(page);
  await expect(searchInput(page)).toHaveAttribute('placeholder', 'Search');

  await searchInput(page).fill('reports');
  // Reports: exact label 180 + description 10; Payroll Reports: 100 + 10; Analytics & Reports: 100.
  await expect(resultLinks(page)).toHaveText(['Reports', 'Payroll Reports', 'Analytics & Reports']);

  await searchInput(page).fill('zzzz-nothing');
  await expect(page.getByRole('dialog').getByText('No routes found')).toBeVisible();

  await searchInput(page).fill('reports');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/analytics_and_reports$/);
  await expect(page.getByRole('dialog')).toBeHidden();
  // The page itself inside the layout (every catalogue route is built).
  await expect(page.getByRole('heading', { name: 'Analytics & Reports' }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Not Yet' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
});

test('a quick-action chip needs its permission: the member (Viewer) sees Cards without Create', async ({ page }) => {
  await openSearchWithShortcut(page);
  await searchInput(page).fill('cards');
  await expect(resultLinks(page).filter({ hasText: /^Cards$/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cards: Create' })).toHaveCount(0);
});

test('a starred route comes first and stays starred after a reload', async ({ page }) => {
  await openSearchWithShortcut(page);
  await searchInput(page).fill('reports');
  await page.getByRole('button', { name: 'Star Analytics & Reports' }).click();
  await expect(resultLinks(page).first()).toHaveText('Analytics & Reports');
  await expect(page.getByRole('button', { name: 'Unstar Analytics & Reports' })).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  await openSearchWithShortcut(page);
  await searchInput(page).fill('reports');
  await expect(resultLinks(page)).toHaveText(['Analytics & Reports', 'Reports', 'Payroll Reports']);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('an open dialog closes when the path changes', async ({ page }) => {
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Inbox' }).click();
  await expect(page).toHaveURL(/\/mailbox$/);
  // The Inbox is on screen: the router shows the previous page until the new one's code is in, and a
  // search opened over it belongs to it (going back to it would rightly leave the search open).
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inbox');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('dialog')).toBeHidden();
});
