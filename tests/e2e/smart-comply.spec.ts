import { test, expect, openAndSignIn, ACCOUNTS } from './fixtures';
import { axeViolations } from './axe';

const PATH = '/login?redirectTo=%2Fsmart-comply';

test('the firm admin simulates the split-purchase rule, enables it, sees its flag and dismisses it with a reason', async ({ page }) => {
  await openAndSignIn(page, ACCOUNTS.firmAdmin, PATH);
  await expect(page.getByRole('heading', { name: 'Smart Comply', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Not Yet' })).toHaveCount(0);

  // Flags: the seeded possible duplicate, explained from its evidence, with links to both expenses.
  const duplicate = page.getByRole('row').filter({ hasText: 'Dubai Print House charged 1250 AED 2 times' });
  await expect(duplicate).toContainText('within 3 days: possible duplicates.');
  await expect(duplicate.getByRole('link', { name: /^Expense \d+$/ })).toHaveCount(2);
  await expect(duplicate).toContainText('High');
  expect(await axeViolations(page, '#main-content')).toEqual([]);

  // Rules: the change is simulated before it can be saved.
  await page.getByRole('tab', { name: 'Rules' }).click();
  const split = page.getByRole('region', { name: 'Split purchases' });
  await split.getByLabel('On').check();
  const save = split.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await expect(split.getByText('Check the impact of your change before you save it.')).toBeVisible();
  await split.getByRole('button', { name: 'Check the impact' }).click();
  await expect(split.getByText('Would have raised 1 flag in the last 90 days')).toBeVisible();
  await expect(
    split.getByText(/^3 purchases at Sharaf DG on \d{4}-\d{2}-\d{2} add up to 6500 AED, above the 5000 AED limit/),
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
  await expect(splitFlag.getByRole('link', { name: /^Expense \d+$/ })).toHaveCount(3);
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
});

test('in Arabic Smart Comply reads right to left, every tab in Arabic and accessible', async ({ page }) => {
  await openAndSignIn(page, ACCOUNTS.firmAdmin, PATH);
  await expect(page.getByRole('heading', { name: 'Smart Comply', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitemradio', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'الامتثال الذكي', level: 1 })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Dubai Print House' }).first()).toContainText('مصروفات مكررة محتملة');
  expect(await axeViolations(page, '#main-content')).toEqual([]);

  await page.getByRole('tab', { name: 'القواعد' }).click();
  await expect(page.getByRole('region', { name: 'مشتريات مجزأة' })).toBeVisible();
  expect(await axeViolations(page, '#main-content')).toEqual([]);

  await page.getByRole('tab', { name: 'النتائج' }).click();
  await expect(page.getByRole('table', { name: 'الأقسام' })).toBeVisible();
  expect(await axeViolations(page, '#main-content')).toEqual([]);
});
