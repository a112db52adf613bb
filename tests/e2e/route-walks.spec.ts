import type { Page } from '@playwright/test';
import { ar } from '../../src/i18n/ar';
import { en } from '../../src/i18n/en';
import { englishCatalogueMatchers, englishTextsIn } from '../support/catalogueText';
import { axeViolations } from './axe';
import { test, expect, openAndSignIn, ACCOUNTS } from './fixtures';
import { followRequests, navigateInAppUntilShown } from './navigation';
import { DETAIL_LISTS, UNLINKED_ROUTES } from './walkRoutes';

// Issue 18 items 7 and 8, issue 21 item 14: every route of the catalogue, and every tab of one
// record of each detail page reached from a list, is walked in English and Arabic, light and dark.
// On each page: axe (no serious or critical violation; the dark walks run the colour rules, as the
// theme changes colours only); in the light walks, at 375 × 812 px, no sideways scroll; in Arabic,
// no English text of the message catalogue on screen. The routes are
// read from the app (the sidebar, the Admin drawer) plus walkRoutes.ts, which a unit test keeps
// complete. Failures are collected and reported together, page by page.
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 720 };
// The four walks are independent: each worker takes one.
test.describe.configure({ mode: 'parallel' });
const ENGLISH_TEXTS = englishCatalogueMatchers(en, ar);

type Walk = { language: 'English' | 'Arabic'; theme: 'light' | 'dark' };
const WALKS: Walk[] = [
  { language: 'English', theme: 'light' },
  { language: 'Arabic', theme: 'light' },
  { language: 'English', theme: 'dark' },
  { language: 'Arabic', theme: 'dark' },
];

async function catalogueRoutes(page: Page): Promise<string[]> {
  const main = page.getByRole('navigation', { name: 'Main navigation' });
  const hrefs = await main.locator('a[href^="/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  await main.getByRole('button', { name: 'Admin' }).click();
  const admin = page.getByRole('navigation', { name: 'Admin settings' });
  await expect(admin.locator('a[href^="/"]').first()).toBeVisible();
  hrefs.push(...(await admin.locator('a[href^="/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))));
  await page.keyboard.press('Escape');
  return [...new Set([...hrefs, ...UNLINKED_ROUTES])];
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

/** Every text the page shows or announces: visible text nodes and the accessible names set as attributes. */
async function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
      const parent = node.parentElement;
      if (text && parent && parent.checkVisibility()) texts.push(text);
    }
    for (const element of Array.from(document.body.querySelectorAll('[aria-label], [title], [placeholder]')))
      for (const name of ['aria-label', 'title', 'placeholder']) {
        const value = element.getAttribute(name)?.replace(/\s+/g, ' ').trim();
        if (value) texts.push(value);
      }
    return texts;
  });
}

/** Every short text of the mock's data (names, titles, descriptions): shown as they are, in any language. */
function dataTexts(db: object): Set<string> {
  const texts = new Set<string>();
  const visit = (value: unknown) => {
    if (typeof value === 'string') {
      if (value.length <= 120) texts.add(value.replace(/\s+/g, ' ').trim());
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  visit(db);
  return texts;
}

/** A detail link's pattern (`/cards/overview/12` → `/cards/overview/:id`): one record per detail page is enough. */
const patternOf = (path: string) => path.replace(/\/[^/]*\d[^/]*$/, '/:id');

/** A record a list opens in its drawer (`/expenses/overview/12`) shows as a dialog over the page: that is the page. */
const shownPage = (page: Page) => page.getByRole('dialog').or(page.getByRole('main')).first();

/**
 * Opens `path` in the running app (no reload and no second sign-in check per page, which keeps four
 * walks of ~90 pages within minutes) and returns once the shell shows it (never the page left; a
 * route may redirect at once, e.g. /accounting → /accounting/expenses). The first page of a walk is a
 * full load, and so is a page after one that left a dialog open (a dialog stays over the next page) or one
 * hidden behind the phone's sidebar.
 */
async function openInApp(page: Page, path: string) {
  if (await page.getByRole('dialog').isVisible()) return page.goto(path);
  await navigateInAppUntilShown(page, path);
  // The phone's sidebar, left open by the resize, hides the page from assistive technology: start afresh.
  if (!(await shownPage(page).isVisible())) await page.goto(path);
}

/** The page has asked for what it shows (no request in flight for 500 ms, in-app navigation too) and shows no spinner. */
async function settle(page: Page, requests: ReturnType<typeof followRequests>) {
  await requests.quiet();
  await expect(shownPage(page)).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

for (const walk of WALKS) {
  const phone = walk.theme === 'light';
  test(`${walk.language}, ${walk.theme}: every route and detail tab passes axe${phone ? ', fits a 375 px phone' : ''}${walk.language === 'Arabic' ? ' and shows no English catalogue text' : ''}`, async ({
    page,
    appServer,
  }) => {
    test.setTimeout(900_000);
    const data = dataTexts(appServer.mockApi.context.store.db);
    const requests = followRequests(page);
    await openAndSignIn(page, ACCOUNTS.firmAdmin);
    await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();
    const routes = await catalogueRoutes(page);
    expect(routes.length).toBeGreaterThan(30);
    await page.getByRole('button', { name: 'Profile' }).click();
    if (walk.theme === 'dark') await page.getByRole('menuitemcheckbox', { name: 'Dark mode' }).click();
    if (walk.language === 'Arabic') {
      // The menu may stay open after the theme switch: close it, then open it again for the language.
      if (walk.theme === 'dark') {
        await page.keyboard.press('Escape');
        await expect(page.getByRole('menu')).toHaveCount(0);
        await page.getByRole('button', { name: 'Profile' }).click();
      }
      await page.getByRole('menuitemradio', { name: 'العربية' }).click();
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    } else await page.keyboard.press('Escape');

    const failures: string[] = [];
    const details = new Map<string, string>();
    const detailLinks = () =>
      page.locator('main a[href*="/overview/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    // The first record of each list with detail pages, read at desktop width (where a row's first cell is a link).
    if (phone) await page.setViewportSize(DESKTOP);
    for (const list of DETAIL_LISTS) {
      await openInApp(page, list);
      await expect(page.locator('main a[href*="/overview/"]').first()).toBeVisible();
      for (const href of await detailLinks()) if (!details.has(patternOf(href))) details.set(patternOf(href), href);
    }
    if (phone) await page.setViewportSize(PHONE);

    const visited = new Set<string>();
    // The dark theme changes colours only: its walks run the colour rules; the light walks run every rule.
    const rules = walk.theme === 'dark' ? { onlyRules: ['color-contrast', 'link-in-text-block'] } : {};
    const check = async (path: string) => {
      if (visited.has(path)) return;
      visited.add(path);
      // The shell is the same on every page: scanned whole on the first, then the page's own content.
      await openInApp(page, path);
      await settle(page, requests);
      const scope = visited.size === 1 ? undefined : (await page.getByRole('dialog').isVisible()) ? '[role="dialog"]' : 'main';
      if (phone) {
        const overflow = await horizontalOverflow(page);
        if (overflow.scroll > overflow.width)
          failures.push(`${path}: ${overflow.scroll}px wide on a ${overflow.width}px screen: ${overflow.culprits.join(', ')}`);
      }
      for (const violation of await axeViolations(page, scope, rules)) failures.push(`${path}: axe ${violation}`);
      if (walk.language === 'Arabic' && walk.theme === 'light')
        for (const text of englishTextsIn(await shownTexts(page), ENGLISH_TEXTS, data)) failures.push(`${path}: English ${text}`);
      // Any page may link a record of another kind (Smart Comply links expenses): its first one is walked too.
      for (const href of await detailLinks()) if (!details.has(patternOf(href))) details.set(patternOf(href), href);
    };

    for (const path of routes) await check(path);
    for (const detail of details.values()) {
      await check(detail);
      // Each tab of the record (tabs are links: `/cards/cards-control/12`).
      const tabs = await page
        .locator('main a[role="tab"][href]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      for (const tab of tabs) await check(tab);
    }
    expect(failures).toEqual([]);
  });
}
