import type { Page } from '@playwright/test';
import type { RunningServer } from '../../server/app.ts';
import { test, expect, openAndSignIn, ACCOUNTS, RETURNING_USER_DEFAULT_COMPANY_ID } from './fixtures';

// Issue 35 item 6: forms that respect the work, and the words and signals.
const ACME = RETURNING_USER_DEFAULT_COMPANY_ID;

/** An Acme card expense put up for a decision: its coding can be changed. */
function codableExpense(appServer: unknown) {
  const db = (appServer as RunningServer).mockApi.context.store.db;
  const row = db.expenses.find((expense) => expense.company_id === ACME && expense.card_id !== null)!;
  row.status = 'submitted';
  return row;
}

/** Widths of the visible inputs named `name` in `scope`. */
async function inputWidths(page: Page, dialogName: string, name: string): Promise<number[]> {
  const inputs = page.getByRole('dialog', { name: dialogName }).getByRole('spinbutton', { name });
  const boxes = await Promise.all((await inputs.all()).map((input) => input.boundingBox()));
  return boxes.map((box) => Math.round(box?.width ?? 0));
}

/** What of the open dialog reaches past a side of the screen (a switch's or checkbox's transparent input aside). */
const pastTheEdges = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[role=dialog] *')]
      .filter((element) => !(element instanceof HTMLInputElement && ['checkbox', 'radio'].includes(element.type)))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.right > window.innerWidth + 1 || box.left < -1);
      })
      .map((element) => `${element.tagName.toLowerCase()}.${String(element.className).split(' ').slice(0, 2).join('.')}`)
      .slice(0, 5),
  );

test('typed coding in the expense drawer is not thrown away by Escape or a click outside without asking', async ({ page, appServer }) => {
  const expense = codableExpense(appServer);
  await openAndSignIn(page, ACCOUNTS.firmAdmin, `/cards/expenses/${expense.card_id}?expense=${expense.id}`);
  const drawer = page.getByRole('dialog', { name: 'Expense' });
  const description = drawer.getByRole('textbox', { name: 'Description' });
  await description.fill('Team lunch with the auditors');

  await page.keyboard.press('Escape');
  const question = page.getByRole('dialog', { name: 'Discard your changes to the coding of this expense?' });
  await expect(question).toContainText('The changes you made in this form are not saved yet.');
  await question.getByRole('button', { name: 'Keep editing' }).click();
  await expect(question).toBeHidden();
  await expect(description).toHaveValue('Team lunch with the auditors');

  // A click outside the drawer (its backdrop) asks the same.
  await page.mouse.click(5, 400);
  await question.getByRole('button', { name: 'Discard changes' }).click();
  await expect(drawer).toBeHidden();
  await expect(page).not.toHaveURL(/expense=/);

  // Unchanged, the drawer closes at once.
  await page.goto(`/cards/expenses/${expense.card_id}?expense=${expense.id}`);
  await expect(drawer.getByRole('textbox', { name: 'Description' })).not.toHaveValue('Team lunch with the auditors');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(question).toHaveCount(0);
});

for (const editor of [
  { path: '/bills', button: 'New bill', dialog: 'New bill' },
  { path: '/settings/purchase-orders', button: 'New purchase order', dialog: 'New purchase order' },
]) {
  test(`${editor.dialog}: line inputs are readable at 1440 px and the lines fit a 375 px screen`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openAndSignIn(page, ACCOUNTS.firmAdmin, editor.path);
    await page.getByRole('button', { name: editor.button }).click();
    await expect(page.getByRole('dialog', { name: editor.dialog }).getByRole('spinbutton', { name: 'Quantity' }).first()).toBeVisible();
    for (const width of await inputWidths(page, editor.dialog, 'Quantity')) expect(width).toBeGreaterThanOrEqual(80);
    for (const width of await inputWidths(page, editor.dialog, 'Unit price')) expect(width).toBeGreaterThanOrEqual(80);

    await page.setViewportSize({ width: 375, height: 800 });
    await expect.poll(() => pastTheEdges(page)).toEqual([]);
    for (const width of await inputWidths(page, editor.dialog, 'Unit price')) expect(width).toBeGreaterThanOrEqual(80);
  });
}

test('a Smart Comply rule switch says whether the rule is on, and Dismiss is not red', async ({ page }) => {
  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/smart-comply');
  await page.getByRole('tab', { name: 'Rules' }).click();
  const rule = page.getByRole('region', { name: 'Split purchases' });
  const toggle = rule.getByRole('switch', { name: 'Apply the rule Split purchases' });
  const wasOn = await toggle.isChecked();
  await expect(rule.getByText(wasOn ? 'On' : 'Off', { exact: true })).toBeVisible();
  await toggle.click();
  await expect(rule.getByText(wasOn ? 'Off' : 'On', { exact: true })).toBeVisible();
  await expect(rule.getByText(wasOn ? 'On' : 'Off', { exact: true })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Flags' }).click();
  const dismiss = page.getByRole('button', { name: 'Dismiss' }).first();
  await expect(dismiss).toBeVisible();
  const red = await dismiss.evaluate((button) => getComputedStyle(button).color);
  const [r, g, b] = red.match(/\d+/g)!.map(Number);
  expect(r - Math.max(g, b), `Dismiss colour ${red}`).toBeLessThan(60);
});

test('the Category filter of Expenses stays open for several picks', async ({ page }) => {
  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/expenses');
  await page.getByRole('button', { name: 'Add filter' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Categories', exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('combobox', { name: 'Categories', exact: true }).click();
  const listbox = page.getByRole('listbox');
  await listbox.getByRole('option').nth(0).click();
  await expect(listbox).toBeVisible();
  await listbox.getByRole('option').nth(1).click();
  await expect(listbox).toBeVisible();
  // Both picks are in the field (as its chips), the list still open for a third.
  await expect(page.locator('.MuiAutocomplete-tag')).toHaveCount(2);
});
