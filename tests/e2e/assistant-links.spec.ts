import type { Page } from '@playwright/test';
import { test, expect, openAndSignIn, ACCOUNTS } from './fixtures';

// Issue 35 items 3 and 4: the assistant counts a category with its sub-categories, and each cited
// figure opens what it counts — a total its filtered list, an item the record itself.
async function ask(page: Page, question: string) {
  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/organizations');
  await page.getByRole('button', { name: 'Ask the AI spend assistant' }).click();
  const drawer = page.getByRole('dialog', { name: 'AI spend assistant' });
  const box = drawer.getByRole('textbox', { name: 'Your question' });
  await box.fill(question);
  await box.press('Enter');
  await expect(drawer.getByText('Sources').first()).toBeVisible();
  return drawer;
}

test('travel spend counts Car rental, and its link lists exactly the expenses counted', async ({ page }) => {
  const drawer = await ask(page, 'How much did Acme Trading LLC spend on travel this year?');
  await expect(drawer.getByText(/no spend/)).toHaveCount(0);
  const acmeLines = drawer.getByRole('link', { name: /^\[\d+\] Acme Trading LLC: [A-Z]{3} [\d,.]+ in \d+ expenses?/ });
  const acme = acmeLines.first();
  await expect(acme).toBeVisible();
  // The list has no currency filter: it shows Acme's travel in every currency, each cited on its own line.
  const count = (await acmeLines.allTextContents()).reduce((sum, line) => sum + Number(/in (\d+) expenses?/.exec(line)![1]), 0);
  await acme.click();
  await expect(page).toHaveURL(/\/expenses\?filter=.*category_id/);
  await expect(page.getByRole('heading', { name: 'Expenses', level: 1 })).toBeVisible();
  if (count < 20) await expect(page.getByRole('table').getByRole('row')).toHaveCount(count + 1);
  else await expect(page.getByText(new RegExp(`of ${count}$`))).toBeVisible();
});

test('a bill waiting for approval or overdue, cited by the assistant, opens that bill', async ({ page }) => {
  const drawer = await ask(page, 'What is pending approval?');
  const item = drawer.getByRole('link', { name: /^\[\d+\] Bill INV-\d+ from .+\(Acme Trading LLC\)$/ }).first();
  await expect(item).toBeVisible();
  const invoice = /Bill (INV-\d+) from/.exec((await item.textContent())!)![1];
  await item.click();
  await expect(page).toHaveURL(/\/bills\/overview\/\d+$/);
  await expect(page.getByRole('heading', { name: new RegExp(`^Bill ${invoice} `) })).toBeVisible();
});
