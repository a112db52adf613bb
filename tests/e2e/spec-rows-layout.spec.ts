import type { Locator, Page } from '@playwright/test';
import type { RunningServer } from '../../server/app.ts';
import { avatarInitials } from '../../src/domain/avatar.ts';
import { axeViolations } from './axe';
import { test, expect, openAndSignIn, ACCOUNTS, RETURNING_USER_DEFAULT_COMPANY_ID } from './fixtures';

// Issue 35 item 9: §3's company decoration in the switcher as on My Portfolio; §9's drawer widths
// (right drawers 420px, the assistant's 450px, company drawer 500px) and the 900px full-screen breakpoint of drawers and search.
const ACME = RETURNING_USER_DEFAULT_COMPANY_ID;
const database = (appServer: unknown) => (appServer as RunningServer).mockApi.context.store.db;
const widthOf = async (dialog: Locator) => Math.round((await dialog.boundingBox())!.width);

async function toArabic(page: Page) {
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitemradio', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

test('the company switcher shows each company decorated as My Portfolio shows it (avatar, status, role, plan), in English and Arabic', async ({
  page,
}) => {
  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/organizations/my-portfolio');
  const cards = page.locator('article[data-company]');
  await expect(cards.first()).toBeVisible();
  const portfolio: { name: string; badges: string }[] = [];
  for (const card of await cards.all()) {
    portfolio.push({
      name: (await card.getByRole('heading', { level: 3 }).textContent())!,
      badges: await card.getByTestId('company-badges').innerText(),
    });
    await expect(card.getByTestId('company-avatar')).toHaveText(
      avatarInitials(await card.getByRole('heading', { level: 3 }).textContent()),
    );
  }
  expect(portfolio.length).toBeGreaterThan(1);

  await page.getByRole('button', { name: /^Switch company: / }).click();
  const drawer = page.getByRole('dialog', { name: 'Companies' });
  for (const company of portfolio) {
    const item = drawer.getByRole('listitem', { name: company.name });
    await expect(item.getByTestId('company-avatar')).toHaveText(avatarInitials(company.name));
    await expect(item.getByTestId('company-badges')).toHaveText(company.badges.replace(/\s+/g, ' ').trim(), { useInnerText: true });
    await expect(item.getByTestId('company-plan')).toHaveText(/ plan$/);
  }
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
  await drawer.getByRole('button', { name: 'Close' }).click();

  await toArabic(page);
  await page
    .getByRole('button', { name: /^تبديل الشركة|^Switch company/ })
    .first()
    .click();
  const arabicDrawer = page.getByRole('dialog', { name: 'الشركات' });
  const first = arabicDrawer.getByRole('listitem', { name: portfolio[0].name });
  await expect(first.getByTestId('company-plan')).toHaveText(/^الباقة: /);
  // Mirrored: the drawer opens at the left edge in right-to-left (once it has slid in).
  await expect.poll(async () => Math.round((await arabicDrawer.boundingBox())!.x)).toBe(0);
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
});

test('drawers take §9 widths: the expense drawer 420px and the company drawer 500px at 1280px; both and the search full screen under 900px', async ({
  page,
  appServer,
}) => {
  const expense = database(appServer).expenses.find((row) => row.company_id === ACME)!;
  await page.setViewportSize({ width: 1280, height: 800 });
  await openAndSignIn(page, ACCOUNTS.firmAdmin, `/expenses?expense=${expense.id}`);
  const expenseDrawer = page.getByRole('dialog', { name: 'Expense' });
  await expect(expenseDrawer).toBeVisible();
  expect(await widthOf(expenseDrawer)).toBe(420);
  await expect.poll(async () => Math.round((await expenseDrawer.boundingBox())!.x)).toBe(1280 - 420);

  // 899px and below: full screen; 900px is still the preset.
  await page.setViewportSize({ width: 900, height: 800 });
  await expect.poll(() => widthOf(expenseDrawer)).toBe(420);
  await page.setViewportSize({ width: 820, height: 800 });
  await expect.poll(() => widthOf(expenseDrawer)).toBe(820);
  await expenseDrawer.getByRole('button', { name: 'Close' }).click();
  await expect(expenseDrawer).toHaveCount(0);

  await page.getByRole('button', { name: /^Switch company: / }).click();
  const companies = page.getByRole('dialog', { name: 'Companies' });
  await expect.poll(() => widthOf(companies)).toBe(820);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect.poll(() => widthOf(companies)).toBe(500);
  await companies.getByRole('button', { name: 'Close' }).click();

  await page.keyboard.press('Control+k');
  const search = page.getByRole('dialog').filter({ has: page.getByRole('searchbox', { name: 'Search' }) });
  await expect(search).toBeVisible();
  expect(await widthOf(search)).toBeLessThan(1280);
  await page.setViewportSize({ width: 820, height: 800 });
  await expect.poll(() => widthOf(search)).toBe(820);
});

test('in Arabic the expense drawer is 420px at the left edge at 1280px (mirrored) and full screen on a narrow screen', async ({
  page,
  appServer,
}) => {
  const expense = database(appServer).expenses.find((row) => row.company_id === ACME)!;
  await page.setViewportSize({ width: 1280, height: 800 });
  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/expenses');
  await toArabic(page);
  await page.goto(`/expenses?expense=${expense.id}`);
  const drawer = page.getByRole('dialog', { name: 'المصروف' });
  await expect(drawer).toBeVisible();
  expect(await widthOf(drawer)).toBe(420);
  await expect.poll(async () => Math.round((await drawer.boundingBox())!.x)).toBe(0);
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
  await page.setViewportSize({ width: 600, height: 800 });
  await expect.poll(() => widthOf(drawer)).toBe(600);
});

test('the assistant drawer is 450px at 1280px, mirrored to the left edge in Arabic, full screen under 900px, its question box at the bottom', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/organizations');
  await toArabic(page);
  await page.getByRole('button', { name: 'اسأل مساعد الإنفاق الذكي' }).click();
  const drawer = page.getByRole('dialog', { name: 'مساعد الإنفاق الذكي' });
  await expect(drawer).toBeVisible();
  expect(await widthOf(drawer)).toBe(450);
  await expect.poll(async () => Math.round((await drawer.boundingBox())!.x)).toBe(0);
  // The log scrolls above the composer: the question box ends where the drawer ends, not below the screen.
  const bottomOf = async (locator: Locator) => {
    const box = (await locator.boundingBox())!;
    return Math.round(box.y + box.height);
  };
  const question = drawer.getByRole('textbox', { name: 'سؤالك' });
  await expect(question).toBeInViewport();
  expect(await bottomOf(drawer)).toBe(800);
  expect(await bottomOf(question)).toBeGreaterThan(800 - 100);
  await page.setViewportSize({ width: 820, height: 800 });
  await expect.poll(() => widthOf(drawer)).toBe(820);
});
