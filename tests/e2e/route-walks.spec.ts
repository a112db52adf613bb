import type { Page } from '@playwright/test';
import { test, expect, openAndSignIn, ACCOUNTS } from './fixtures';

// Issue 21 item 14: at 375 × 812 px no page scrolls sideways, in English and Arabic. The routes
// are read from the app itself (the sidebar, the Admin drawer) so a new route is covered without
// editing this file; the routes only in the Ctrl+K index and the tabs of a page are listed here.
const SEARCH_ONLY_ROUTES = [
  '/my-account',
  '/payroll',
  '/payroll/salary-processing',
  '/payroll/employee-management',
  '/payroll/bank-account',
  '/payroll/approvals',
  '/payroll/reports',
  // The organizations page's tabs (the sidebar links its first).
  '/organizations/team',
  '/organizations/my-portfolio',
  '/organizations/my-approval',
];
const PHONE = { width: 375, height: 812 };

async function catalogueRoutes(page: Page): Promise<string[]> {
  const main = page.getByRole('navigation', { name: 'Main navigation' });
  const hrefs = await main.locator('a[href^="/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  await main.getByRole('button', { name: 'Admin' }).click();
  const admin = page.getByRole('navigation', { name: 'Admin settings' });
  await expect(admin.locator('a[href^="/"]').first()).toBeVisible();
  hrefs.push(...(await admin.locator('a[href^="/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))));
  await page.keyboard.press('Escape');
  return [...new Set([...hrefs, ...SEARCH_ONLY_ROUTES])];
}

/** The page's width, and the innermost boxes that stick out of the viewport, for a readable failure. */
async function horizontalOverflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const scroll = document.documentElement.scrollWidth;
    const sticksOut = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && (box.right > width + 1 || box.left < -1);
    };
    const culprits: string[] = [];
    if (scroll > width) {
      for (const element of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
        // An ancestor only sticks out because of what it holds: name the innermost boxes.
        if (!sticksOut(element) || Array.from(element.children).some(sticksOut) || culprits.length >= 5) continue;
        const box = element.getBoundingClientRect();
        const text = (element.textContent ?? '').trim().slice(0, 40);
        culprits.push(
          `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 60)} "${text}" [${Math.round(box.left)}…${Math.round(box.right)}]`,
        );
      }
    }
    return { scroll, width, culprits };
  });
}

async function expectNoSidewaysScroll(page: Page, path: string) {
  await page.goto(path);
  // On a phone the app bar hides the page title: wait for the page's content and for loading to end.
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  const overflow = await horizontalOverflow(page);
  expect(
    overflow.scroll,
    `${path} is ${overflow.scroll}px wide on a ${overflow.width}px screen: ${overflow.culprits.join(', ')}`,
  ).toBeLessThanOrEqual(overflow.width);
}

async function detailPaths(page: Page): Promise<string[]> {
  const paths: string[] = [];
  for (const list of ['/cards', '/people', '/settings/departments']) {
    await page.goto(list);
    const first = page.locator('main a[href*="/overview/"]').first();
    await expect(first).toBeVisible();
    const overview = (await first.getAttribute('href')) ?? list;
    // The overview and the Expenses tab (a list inside the record).
    paths.push(overview, overview.replace('/overview/', '/expenses/'));
  }
  return paths;
}

for (const language of ['English', 'Arabic'] as const) {
  test(`in ${language}, no page of the route catalogue, nor a card, person or department (overview and expenses), scrolls sideways on a 375 px phone`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await openAndSignIn(page, ACCOUNTS.firmAdmin);
    await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();
    const routes = await catalogueRoutes(page);
    expect(routes.length).toBeGreaterThan(30);
    // Read at desktop width, where the first cell of a row is a link.
    const details = await detailPaths(page);
    if (language === 'Arabic') {
      await page.getByRole('button', { name: 'Profile' }).click();
      await page.getByRole('menuitemradio', { name: 'العربية' }).click();
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    }
    await page.setViewportSize(PHONE);
    for (const path of [...routes, ...details]) await expectNoSidewaysScroll(page, path);
  });
}
