import { test, expect, openAndSignIn, ACCOUNTS } from './fixtures';
import { axeViolations } from './axe';

test('in Arabic the people list, a person and the expenses tab read right to left with Arabic texts', async ({ page }) => {
  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/people');
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitemradio', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  await expect(page.getByRole('heading', { name: 'الأشخاص' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'البطاقات' })).toBeVisible();
  // Columns run right to left: the name comes first, at the right; statuses are Arabic.
  const name = await page.getByRole('columnheader', { name: 'الاسم' }).boundingBox();
  const cards = await page.getByRole('columnheader', { name: 'البطاقات' }).boundingBox();
  expect(name!.x).toBeGreaterThan(cards!.x);
  await expect(
    page
      .getByRole('row')
      .nth(1)
      .getByText(/^(نشط|مدعو|موقوف)$/),
  ).toBeVisible();

  await page.getByRole('row').nth(1).click();
  await expect(page).toHaveURL(/\/people\/overview\/\d+$/);
  const tabs = page.getByRole('tablist');
  await expect(tabs.getByRole('tab', { name: 'نظرة عامة' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: 'تعديل الشخص' })).toBeVisible();

  await tabs.getByRole('tab', { name: 'المصروفات' }).click();
  await expect(page).toHaveURL(/\/people\/expenses\/\d+$/);
  await expect(page.getByLabel('من', { exact: true })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'الحالة' })).toBeVisible();
  // Expense status chips are in Arabic too (no English status word is left in the table).
  await expect(page.getByRole('row').nth(1).locator('td:last-child')).toHaveText(/^[\u0600-\u06FF\s]+$/);
  expect(await axeViolations(page, 'main')).toEqual([]);
});
