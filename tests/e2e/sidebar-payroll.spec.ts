import { test, expect, openAndSignIn, ACCOUNTS } from './fixtures';

test('Payroll is in the sidebar (financial group) and opens the payroll summary', async ({ page }) => {
  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/');
  const sidebar = page.getByRole('navigation', { name: 'Main navigation' });
  await sidebar.getByRole('link', { name: 'Payroll', exact: true }).click();
  await expect(page).toHaveURL(/\/payroll$/);
  await expect(page.getByRole('heading', { name: 'Payroll', level: 1 })).toBeVisible();
});
