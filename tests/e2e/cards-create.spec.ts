import { test, expect, openAndSignIn, ACCOUNTS } from './fixtures';

test('firm admin issues a virtual card; the currency stays the company currency, read-only with the reason', async ({ page }) => {
  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/cards/create');
  const currency = page.getByRole('combobox', { name: 'Currency' });
  await expect(currency).toContainText('AED');
  await expect(page.getByText('Cards are issued in the company currency; choosing another currency is not allowed.')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Virtual' })).toBeChecked();

  await page.getByRole('combobox', { name: 'Holder' }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('textbox', { name: 'Name' }).fill('E2E subscriptions');
  await page.getByRole('radio', { name: 'Limit', exact: true }).check();
  await page.getByRole('spinbutton', { name: 'Amount' }).fill('2500');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/cards\/overview\/\d+$/);
  await expect(page.getByRole('heading', { name: /E2E subscriptions/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Card' })).toContainText('Virtual');
  await expect(page.getByRole('region', { name: 'Limit' })).toContainText('AED 2,500.00');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Limit' })).toContainText('AED 2,500.00');
});
