import type { Page } from '@playwright/test';
import { formatMoney } from '../../src/domain/amounts.ts';
import { axeViolations } from './axe';
import { test, expect, openAndSignIn, ACCOUNTS, RETURNING_USER_DEFAULT_COMPANY_ID } from './fixtures';

// Issue 21 item 15: every list row is reached with Tab and opened with Enter, with a visible focus ring.

/** Presses Tab until the focus is on a link of the list's first row; fails after `limit` presses. */
async function tabToFirstRowLink(page: Page, detailPrefix: string, limit = 40) {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    const href = await page.evaluate(() => (document.activeElement as HTMLAnchorElement | null)?.getAttribute('href') ?? '');
    if (href.startsWith(detailPrefix)) return href;
  }
  throw new Error(`No row link to ${detailPrefix}… within ${limit} Tab presses`);
}

async function focusRing(page: Page) {
  return page.evaluate(() => {
    const style = getComputedStyle(document.activeElement as Element);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
}

for (const { list, detail, heading } of [
  { list: '/cards', detail: '/cards/overview/', heading: 'Cards' },
  { list: '/people', detail: '/people/overview/', heading: 'People' },
  { list: '/settings/departments', detail: '/settings/departments/overview/', heading: 'Departments' },
]) {
  test(`the ${heading} list opens its first row with the keyboard alone`, async ({ page }) => {
    await openAndSignIn(page, ACCOUNTS.firmAdmin, list);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(page.locator(`main a[href^="${detail}"]`).first()).toBeVisible();
    // As a keyboard user does: the first Tab reaches "Skip to content", Enter jumps past the sidebar.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Enter');
    const href = await tabToFirstRowLink(page, detail);
    const ring = await focusRing(page);
    expect(ring.style).not.toBe('none');
    expect(ring.width).toBeGreaterThanOrEqual(2);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });
}

test("an expense row of a card's Expenses tab opens in the drawer with the keyboard alone, and by its URL", async ({ page, appServer }) => {
  const DAY_MS = 86_400_000;
  const recent = appServer.mockApi.context.store.db.expenses.find(
    (row) =>
      row.company_id === RETURNING_USER_DEFAULT_COMPANY_ID &&
      row.card_id !== null &&
      (Date.now() - Date.parse(row.spent_at)) / DAY_MS < 20 &&
      (Date.now() - Date.parse(row.spent_at)) / DAY_MS > 1,
  );
  if (!recent) throw new Error('The seed has no card expense in the last 20 days');
  const tab = `/cards/expenses/${recent.card_id}`;
  await openAndSignIn(page, ACCOUNTS.firmAdmin, tab);
  await expect(page.locator(`main a[href^="${tab}?expense="]`).first()).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  // The rows are newest first: Tab reaches the first row's link whatever the expense.
  await tabToFirstRowLink(page, `${tab}?expense=`);
  const ring = await focusRing(page);
  expect(ring.style).not.toBe('none');
  expect(ring.width).toBeGreaterThanOrEqual(2);
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Expense' });
  await expect(drawer).toBeVisible();
  await expect(page).toHaveURL(/\?expense=\d+$/);
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${tab}$`));

  // The link is the expense's address: opened directly it shows the expense's own figures.
  await page.goto(`${tab}?expense=${recent.id}`);
  await expect(drawer.getByRole('heading', { name: recent.merchant })).toBeVisible();
  await expect(drawer.getByText(formatMoney(recent.amount, recent.currency))).toBeVisible();
  await page.goto(`${tab}?expense=999999`);
  await expect(drawer.getByText('This expense was not found in Acme Trading LLC')).toBeVisible();
});
