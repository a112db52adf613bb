import type { Page } from '@playwright/test';
import { test, expect, openAndSignIn, ACCOUNTS } from './fixtures';

// Issue 35 item 6: a page form holding typed input is asked about before a Ctrl+K result leaves it
// (as a sidebar click is), before the tab is closed or reloaded, and switching the language keeps it.

const legalNameOf = (page: Page) =>
  page.getByRole('region', { name: 'Company information', exact: true }).getByRole('textbox', { name: 'Legal name' });
const settingsQuestion = (page: Page) => page.getByRole('dialog', { name: 'Discard your changes to Company information?' });

async function searchFor(page: Page, query: string) {
  await page.keyboard.press('Control+k');
  const search = page.getByRole('searchbox', { name: 'Search' });
  await expect(search).toBeFocused();
  await search.fill(query);
}

test('a Ctrl+K result chosen with Enter or a click from a page with a typed setting asks first', async ({ page }) => {
  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/settings/company-settings');
  const legalName = legalNameOf(page);
  await legalName.fill('Acme Typed Before Searching');

  await searchFor(page, 'Expenses');
  await page.keyboard.press('Enter');
  await settingsQuestion(page).getByRole('button', { name: 'Keep editing' }).click();
  await expect(settingsQuestion(page)).toBeHidden();
  await expect(page).toHaveURL(/\/settings\/company-settings$/);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('searchbox', { name: 'Search' })).toBeHidden();
  await expect(legalName).toHaveValue('Acme Typed Before Searching');

  // A click on a result asks the same; Discard changes opens it and closes the search.
  await searchFor(page, 'Expenses');
  await page.getByRole('list', { name: 'Pages' }).getByRole('link', { name: 'Expenses', exact: true }).click();
  await settingsQuestion(page).getByRole('button', { name: 'Discard changes' }).click();
  await expect(page).toHaveURL(/\/expenses/);
  await expect(page.getByRole('searchbox', { name: 'Search' })).toBeHidden();
});

test('an unchanged page leaves through Ctrl+K without a question', async ({ page }) => {
  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/settings/company-settings');
  await expect(legalNameOf(page)).not.toHaveValue('');
  await searchFor(page, 'Expenses');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/expenses/);
  await expect(page.getByRole('dialog', { name: /^Discard your changes/ })).toHaveCount(0);
});

test("closing the tab with a typed setting asks the browser's question; without one it closes at once", async ({ page, context }) => {
  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/settings/company-settings');
  const legalName = legalNameOf(page);
  await legalName.click();
  await legalName.press('End');
  await page.keyboard.type(' Unsaved');
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.type());
    void dialog.dismiss();
  });
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => dialogs).toEqual(['beforeunload']);
  expect(page.isClosed()).toBe(false);
  await expect(legalName).toHaveValue(/ Unsaved$/);

  // A clean page (another tab) closes with no question.
  const clean = await context.newPage();
  await clean.goto('/settings/company-settings');
  await expect(legalNameOf(clean)).not.toHaveValue('');
  await legalNameOf(clean).click();
  const cleanDialogs: string[] = [];
  clean.on('dialog', (dialog) => {
    cleanDialogs.push(dialog.type());
    void dialog.dismiss();
  });
  const closed = clean.waitForEvent('close');
  await clean.close({ runBeforeUnload: true });
  await closed;
  expect(cleanDialogs).toEqual([]);
});

test('switching the language keeps what was typed in a form, there and back', async ({ page }) => {
  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/people/create');
  await page.getByLabel('First name').fill('Lina');
  await page.getByLabel('Email').fill('lina.typed@acme.example.com');

  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitemradio', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByLabel('الاسم الأول')).toHaveValue('Lina');
  await expect(page.getByLabel('البريد الإلكتروني')).toHaveValue('lina.typed@acme.example.com');

  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'الملف الشخصي' }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByLabel('First name')).toHaveValue('Lina');
  await expect(page.getByLabel('Email')).toHaveValue('lina.typed@acme.example.com');
  // Still unsaved input: leaving asks.
  await page.getByRole('link', { name: 'Expenses', exact: true }).first().click();
  await expect(page.getByRole('dialog', { name: 'Discard your changes to the invitation of a new person?' })).toBeVisible();
});
