import { test, expect, openAndSignIn, ACCOUNTS } from './fixtures';
import { axeViolations } from './axe';
import type { Page } from '@playwright/test';

const PATH = '/login?redirectTo=%2Fsmart-comply';
/** A day as the app writes it (DD/MM/YYYY, spec §9). */
const DAY = String.raw`\d{2}/\d{2}/\d{4}`;
/** 1,250.00 in Latin or Arabic-Indic digits (the browser's Arabic number format). */
const GROUPED_1250 = /(1,250\.00|١٬٢٥٠٫٠٠)/;
/** A value of an Arabic sentence sits in a bidi isolate (U+2068 … U+2069). */
const isolated = (pattern: string) => `\u2068${pattern}\u2069`;

/**
 * What in the page's content is wider than a 375 px screen: the page itself scrolling sideways, a
 * box scrolling sideways inside it (the tabs' own scroller aside), or a visible element past either edge
 * (a switch's transparent input, wider than its track, is not seen).
 */
function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) found.push(`page ${root.scrollWidth}`);
    const main = document.querySelector('#main-content');
    for (const element of main ? [...main.querySelectorAll<HTMLElement>('*')] : []) {
      if (element.closest('.MuiTabs-root')) continue;
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      const scrolls = (style.overflowX === 'auto' || style.overflowX === 'scroll') && element.scrollWidth > element.clientWidth + 1;
      const outside =
        box.width > 0 &&
        box.height > 0 &&
        style.visibility !== 'hidden' &&
        style.opacity !== '0' &&
        (box.right > window.innerWidth + 1 || box.left < -1);
      if (scrolls || outside) found.push(`${element.tagName.toLowerCase()}.${String(element.className).slice(0, 60)}`);
    }
    return found;
  });
}

test('the firm admin simulates the split-purchase rule, enables it, sees its flag and dismisses it with a reason', async ({ page }) => {
  await openAndSignIn(page, ACCOUNTS.firmAdmin, PATH);
  await expect(page.getByRole('heading', { name: 'Smart Comply', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Not Yet' })).toHaveCount(0);

  // Flags: the seeded possible duplicate, explained from its evidence, with links to both expenses.
  // Its amount reads as money (code, grouped digits, decimals) and its days as dates, never raw.
  const duplicate = page.getByRole('row').filter({ hasText: 'Dubai Print House charged AED 1,250.00 2 times' });
  await expect(duplicate).toContainText(new RegExp(`between ${DAY} and ${DAY}, within 3 days: possible duplicates\\.`));
  await expect(duplicate).not.toContainText('1250 AED');
  await expect(duplicate).not.toContainText(/\d{4}-\d{2}-\d{2}/);
  await expect(duplicate.getByRole('link', { name: /^Expense at .+, AED.[\d,.]+$/ })).toHaveCount(2);
  await expect(duplicate).toContainText('High');
  expect(await axeViolations(page, '#main-content')).toEqual([]);

  // Rules: the change is simulated before it can be saved.
  await page.getByRole('tab', { name: 'Rules' }).click();
  const split = page.getByRole('region', { name: 'Split purchases' });
  await split.getByLabel('Apply the rule Split purchases').check();
  const save = split.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await expect(split.getByText('Check the impact of your change before you save it.')).toBeVisible();
  await split.getByRole('button', { name: 'Check the impact' }).click();
  await expect(split.getByText('Would have raised 1 flag in the last 90 days')).toBeVisible();
  await expect(
    split.getByText(new RegExp(`^3 purchases at Sharaf DG on ${DAY} add up to AED\\s6,500\\.00, above the AED\\s5,000\\.00 limit`)),
  ).toBeVisible();
  await expect(save).toBeEnabled();
  // A further change needs its own simulation.
  await split.getByLabel('Amount (AED)').fill('6000');
  await expect(save).toBeDisabled();
  await split.getByLabel('Amount (AED)').fill('5000');
  await split.getByRole('button', { name: 'Check the impact' }).click();
  await expect(save).toBeEnabled();
  expect(await axeViolations(page, '#main-content')).toEqual([]);
  await save.click();
  await expect(page.getByText('Rule “Split purchases” saved')).toBeVisible();

  // Its flag in the list, filtered by rule; dismissed with a reason (required).
  await page.getByRole('tab', { name: 'Flags' }).click();
  await page.getByRole('combobox', { name: 'Rule' }).click();
  await page.getByRole('option', { name: 'Split purchases' }).click();
  const splitFlag = page.getByRole('row').filter({ hasText: '3 purchases at Sharaf DG' });
  await expect(splitFlag.getByRole('link', { name: /^Expense at .+, AED.[\d,.]+$/ })).toHaveCount(3);
  await splitFlag.getByRole('button', { name: 'Dismiss' }).click();
  const dialog = page.getByRole('dialog', { name: 'Dismiss the flag' });
  await expect(dialog).toContainText('never comes back for these records');
  await dialog.getByRole('button', { name: 'Dismiss' }).click();
  await expect(dialog.getByText('Required: say how it was resolved or why it is dismissed.').first()).toBeVisible();
  await dialog.getByLabel(/^Reason/).fill('One order split by the supplier’s card limit');
  await dialog.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByText('Flag dismissed')).toBeVisible();
  await expect(page.getByText('No flags match these filters.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Dismissed' }).click();
  await expect(page.getByRole('row').filter({ hasText: '3 purchases at Sharaf DG' })).toContainText(
    'One order split by the supplier’s card limit — Farah Al Mansoori',
  );

  // Scores: the chart's numbers as tables too.
  await page.getByRole('tab', { name: 'Scores' }).click();
  await expect(page.getByRole('table', { name: 'Departments' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'People' })).toBeVisible();
  await expect(page.getByText('Company compliance score per month (percent of spend without open flags)')).toBeVisible();
  expect(await axeViolations(page, '#main-content')).toEqual([]);

  // On a 375 px phone (opened there: the wide layout's sidebar does not come along) nothing scrolls
  // sideways: each flag and each score line is a card.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Smart Comply', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Flags' })).toHaveCount(0);
  const card = page.getByRole('listitem').filter({ hasText: 'Dubai Print House charged AED 1,250.00 2 times' });
  await expect(card).toContainText('Possible duplicates');
  await expect(card).toContainText(new RegExp(`between ${DAY} and ${DAY}, within 3 days: possible duplicates\\.`));
  await expect(card).toContainText('Severity: High · Status: Open');
  await expect(card.getByRole('link', { name: /^Expense at .+, AED.[\d,.]+$/ })).toHaveCount(2);
  await expect(card.getByRole('button', { name: 'Dismiss' })).toBeVisible();
  await expect.poll(() => sidewaysOverflow(page)).toEqual([]);
  expect(await axeViolations(page, '#main-content')).toEqual([]);
  // Resolved from its card, with a note.
  await card.getByRole('button', { name: 'Resolve' }).click();
  const resolve = page.getByRole('dialog', { name: 'Resolve the flag' });
  await expect(resolve).toContainText('Dubai Print House charged AED 1,250.00 2 times');
  await resolve.getByLabel(/^Note/).fill('Second charge refunded by the supplier');
  await resolve.getByRole('button', { name: 'Resolve' }).click();
  await expect(page.getByText('Flag resolved')).toBeVisible();
  await expect(card).toHaveCount(0);

  await page.getByRole('tab', { name: 'Scores' }).click();
  await expect(page.getByRole('heading', { name: 'Departments', level: 2 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Departments' })).toHaveCount(0);
  await expect(page.getByRole('listitem').filter({ hasText: 'With open flags' }).first()).toContainText(/Spend: AED\s[\d,]+\.\d{2}/);
  await expect.poll(() => sidewaysOverflow(page)).toEqual([]);
  expect(await axeViolations(page, '#main-content')).toEqual([]);

  // The rule editor and its simulation fit too.
  await page.getByRole('tab', { name: 'Rules' }).click();
  const rounds = page.getByRole('region', { name: 'Round amounts' });
  await rounds.getByLabel('Apply the rule Round amounts').check();
  await rounds.getByRole('button', { name: 'Check the impact' }).click();
  await expect(rounds.getByText(/^Would have raised/)).toBeVisible();
  await page
    .getByRole('region', { name: 'Receipt required above an amount' })
    .getByRole('combobox', { name: /^Merchant categories/ })
    .click();
  await page.getByRole('option').nth(0).click();
  await page.getByRole('option').nth(1).click();
  await page.getByRole('option').nth(2).click();
  await page.keyboard.press('Escape');
  await expect.poll(() => sidewaysOverflow(page)).toEqual([]);
  expect(await axeViolations(page, '#main-content')).toEqual([]);
});

test('in Arabic Smart Comply reads right to left, every tab in Arabic and accessible', async ({ page }) => {
  await openAndSignIn(page, ACCOUNTS.firmAdmin, PATH);
  await expect(page.getByRole('heading', { name: 'Smart Comply', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitemradio', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'الامتثال الذكي', level: 1 })).toBeVisible();
  // The Arabic sentence, its amount as money in the Arabic format and its days as dates.
  const duplicate = page.getByRole('row').filter({ hasText: new RegExp(`سجّل ${isolated('Dubai Print House')} مبلغ .* مرات بين`) });
  await expect(duplicate).toContainText('مصروفات مكررة محتملة');
  await expect(duplicate).toContainText(new RegExp(`مرات بين ${isolated(DAY)} و${isolated(DAY)} خلال`));
  await expect(duplicate).toContainText('AED');
  await expect(duplicate.getByRole('cell').nth(1)).toContainText(GROUPED_1250);
  await expect(duplicate).not.toContainText('charged');
  await expect(duplicate.getByRole('link', { name: /^مصروف لدى .+، / })).toHaveCount(2);
  expect(await axeViolations(page, '#main-content')).toEqual([]);

  // On a 375 px phone, right to left: the flag is a card in Arabic with its actions; nothing scrolls sideways.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const card = page.getByRole('listitem').filter({ hasText: new RegExp(`سجّل ${isolated('Dubai Print House')} مبلغ .* مرات بين`) });
  await expect(card).toContainText('مصروفات مكررة محتملة');
  await expect(card).toContainText(GROUPED_1250);
  await expect(card.getByRole('button', { name: 'تجاهل' })).toBeVisible();
  await expect(card.getByRole('link', { name: /^مصروف لدى .+، / })).toHaveCount(2);
  await expect.poll(() => sidewaysOverflow(page)).toEqual([]);
  expect(await axeViolations(page, '#main-content')).toEqual([]);

  await page.getByRole('tab', { name: 'القواعد' }).click();
  const split = page.getByRole('region', { name: 'مشتريات مجزأة' });
  await split.getByLabel('تطبيق القاعدة مشتريات مجزأة').check();
  await split.getByRole('button', { name: 'تحقق من الأثر' }).click();
  await expect(split.getByText(new RegExp(`مشتريات من ${isolated('Sharaf DG')} في`))).toContainText(/الحد .*AED/);
  await expect.poll(() => sidewaysOverflow(page)).toEqual([]);
  expect(await axeViolations(page, '#main-content')).toEqual([]);

  await page.getByRole('tab', { name: 'النتائج' }).click();
  await expect(page.getByRole('heading', { name: 'الأقسام', level: 2 })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'بتنبيهات مفتوحة' }).first()).toBeVisible();
  await expect.poll(() => sidewaysOverflow(page)).toEqual([]);
  expect(await axeViolations(page, '#main-content')).toEqual([]);

  // Wider again: the scores are tables, named by their headings.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.reload();
  await page.getByRole('tab', { name: 'النتائج' }).click();
  await expect(page.getByRole('table', { name: 'الأقسام' })).toBeVisible();
  expect(await axeViolations(page, '#main-content')).toEqual([]);
});
