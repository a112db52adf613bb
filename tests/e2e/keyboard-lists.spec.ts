import type { Page } from '@playwright/test';
import { test, expect, openAndSignIn, ACCOUNTS } from './fixtures';

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
    await openAndSignIn(page, ACCOUNTS.firmAdmin, `/login?redirectTo=${encodeURIComponent(list)}`);
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
