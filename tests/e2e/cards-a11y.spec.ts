import { test, expect, openAndSignIn, ACCOUNTS } from './fixtures';
import { axeViolations } from './axe';

test('the cards list and every card detail tab have no serious axe violations', async ({ page }) => {
  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/cards');
  await expect(page.getByRole('row').nth(1)).toContainText(/•••• \d{4}/);
  expect(await axeViolations(page, 'main')).toEqual([]);

  await page.getByRole('row').nth(1).click();
  await expect(page.getByRole('region', { name: 'Limit' })).toBeVisible();
  expect(await axeViolations(page, 'main')).toEqual([]);

  await page.getByRole('tab').filter({ hasText: 'Controls' }).click();
  await expect(page.getByRole('heading', { name: 'Card holder restrictions' })).toBeVisible();
  expect(await axeViolations(page, 'main')).toEqual([]);

  await page.getByRole('tab').filter({ hasText: 'Transfers' }).click();
  await expect(page.getByRole('heading', { name: 'Transfer history' })).toBeVisible();
  expect(await axeViolations(page, 'main')).toEqual([]);
});
