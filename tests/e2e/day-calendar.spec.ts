import type { Locator, Page } from '@playwright/test';
import { addDays } from '../../src/domain/analytics.ts';
import { formatDate, parseDisplayDate } from '../../src/domain/dates.ts';
import { axeViolations } from './axe';
import { test, expect, openAndSignIn, ACCOUNTS } from './fixtures';

// Issue 35 item 5: the one day input has a month calendar: keyboard usable, Monday first (UAE), DD/MM/YYYY, RTL in Arabic.
const ANALYTICS = '/analytics_and_reports?group_by=category&view=table&from=2026-06-01&to=2026-06-30';

/** The calendar button at the end of a day field. */
const calendarButtonOf = (page: Page, field: Locator, name: string) =>
  page.locator('.MuiFormControl-root', { has: field }).getByRole('button', { name });

test('analytics From: the calendar opens on the field’s day, weeks start on Monday, arrow keys and Enter pick the next day (DD/MM/YYYY), focus returns', async ({
  page,
}) => {
  await openAndSignIn(page, ACCOUNTS.firmAdmin, ANALYTICS);
  const from = page.getByLabel('From', { exact: true });
  await expect(from).toHaveValue('01/06/2026');
  const button = calendarButtonOf(page, from, 'Choose a date from the calendar');
  await button.click();
  const calendar = page.getByRole('dialog', { name: 'Calendar' });
  await expect(calendar.getByText('June 2026')).toBeVisible();
  await expect(calendar.getByRole('columnheader').first()).toHaveAttribute('aria-label', /Monday/);
  await expect(calendar.getByRole('gridcell', { name: '1', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(calendar.getByRole('gridcell', { name: '1', exact: true })).toBeFocused();

  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(calendar).toBeHidden();
  await expect(from).toHaveValue('09/06/2026');
  await expect(page).toHaveURL(/from=2026-06-09/);
  await expect(button).toBeFocused();

  // Esc closes it without changing the day.
  await button.click();
  await expect(page.getByRole('dialog', { name: 'Calendar' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Calendar' })).toBeHidden();
  await expect(from).toHaveValue('09/06/2026');
});

test('expenses filter From: a day picked in the calendar is the filter’s day', async ({ page }) => {
  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/expenses');
  const from = page.getByLabel('From', { exact: true });
  await expect(from).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
  const before = parseDisplayDate(await from.inputValue())!;
  await calendarButtonOf(page, from, 'Choose a date from the calendar').click();
  await expect(page.getByRole('dialog', { name: 'Calendar' }).getByRole('gridcell', { selected: true })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  const picked = addDays(before, -1);
  await expect(from).toHaveValue(formatDate(picked));
  await expect(page).toHaveURL(new RegExp(`spent_from%22%3A%22${picked}|spent_from":"${picked}`));
});

test('in Arabic the calendar is right to left, in Arabic, Monday first, ArrowLeft moves forward a day, and axe finds nothing', async ({
  page,
}) => {
  await openAndSignIn(page, ACCOUNTS.firmAdmin, ANALYTICS);
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitemradio', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const from = page.getByLabel('من', { exact: true });
  await calendarButtonOf(page, from, 'اختر تاريخًا من التقويم').click();
  const calendar = page.getByRole('dialog', { name: 'التقويم' });
  await expect(calendar.getByText('يونيو 2026')).toBeVisible();
  await expect(calendar.getByRole('columnheader').first()).toHaveAttribute('aria-label', 'الإثنين');
  await expect(calendar.getByRole('button', { name: 'الشهر التالي' })).toBeVisible();
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
  await expect(calendar.getByRole('gridcell', { selected: true })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await expect(from).toHaveValue('02/06/2026');
});
