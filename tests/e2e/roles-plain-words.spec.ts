import { ALL_PERMISSIONS } from '../../src/domain/permissionNames';
import { test, expect, openAndSignIn, ACCOUNTS } from './fixtures';
import { axeViolations } from './axe';

/** Issue 21 item 13: the role editor in plain words, grouped by area with the actions as columns. */

test('the role editor names every permission in plain words, by area, with the actions as columns', async ({ page }) => {
  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/settings/roles');
  await page.getByRole('button', { name: 'New role' }).click();
  const dialog = page.getByRole('dialog', { name: 'New role' });

  const limits = dialog.getByRole('group', { name: 'Limits' });
  for (const column of ['Follow the limit above', 'Spending limit', 'Balance']) {
    await expect(limits.getByRole('columnheader', { name: column })).toBeVisible();
  }
  await expect(limits.getByRole('rowheader', { name: "People's limits" })).toBeVisible();
  await expect(limits.getByRole('checkbox', { name: "Let a person's limit follow their department" })).toBeVisible();
  const transfers = dialog.getByRole('group', { name: 'Transfers' });
  await expect(transfers.getByRole('columnheader', { name: 'To a card' })).toBeVisible();
  await expect(transfers.getByRole('rowheader', { name: 'From the company' })).toBeVisible();
  const cards = dialog.getByRole('group', { name: 'Cards', exact: true });
  for (const column of ['View', 'Add', 'Change', 'Use']) await expect(cards.getByRole('columnheader', { name: column })).toBeVisible();

  // No raw permission name anywhere in the editor.
  const text = await dialog.innerText();
  for (const name of ALL_PERMISSIONS) expect(text, name).not.toContain(name);
  for (const name of ['update_member_limits_inherited', 'read cards', 'transfer_from_company_to_card']) {
    await expect(dialog.getByRole('checkbox', { name, exact: true })).toHaveCount(0);
  }
});

test('a save error brings its field into view, and closing a changed form asks first', async ({ page }) => {
  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/settings/roles');
  await page.getByRole('button', { name: 'New role' }).click();
  const dialog = page.getByRole('dialog', { name: 'New role' });
  const name = dialog.getByLabel('Role name');
  await name.fill('Viewer');
  // The last box of the form: the dialog scrolls down to it, away from the name.
  await dialog.getByRole('checkbox', { name: 'Move money from a card to the company' }).check();
  await expect(name).not.toBeInViewport();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('The name has already been taken.')).toBeVisible();
  await expect(name).toBeFocused();
  await expect(name).toBeInViewport();

  // Closing the changed form asks; "Keep editing" keeps it, "Discard changes" closes it. (Keyboard:
  // react-admin's "The form is not valid" snackbar may still cover the button.)
  await dialog.getByRole('button', { name: 'Cancel' }).press('Enter');
  const question = page.getByRole('dialog', { name: 'Discard your changes to New role?' });
  await expect(question).toContainText('The changes you made in this form are not saved yet.');
  await question.getByRole('button', { name: 'Keep editing' }).click();
  await expect(question).toBeHidden();
  await expect(name).toHaveValue('Viewer');
  await page.keyboard.press('Escape');
  await question.getByRole('button', { name: 'Discard changes' }).click();
  await expect(dialog).toBeHidden();

  // An unchanged form closes at once.
  await page.getByRole('button', { name: 'New role' }).click();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(question).toHaveCount(0);
});

test('in Arabic the role editor shows the permissions in Arabic words', async ({ page }) => {
  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/settings/roles');
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitemradio', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.goto('/settings/roles?action=create');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('checkbox', { name: 'جعل حد الشخص يتبع الحد الأعلى منه' })).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: 'نقل الأموال من الشركة إلى بطاقة' })).toBeVisible();
  await expect(dialog.getByRole('columnheader', { name: 'اتباع الحد الأعلى' })).toBeVisible();

  // A name already taken: the API's 422 reads in Arabic on the field (the app asks in its language).
  await dialog.getByRole('textbox').first().fill('viewer');
  // One permission, so the role passes the editor's own check (a role needs at least one) and reaches the API.
  await dialog.getByRole('checkbox', { name: 'نقل الأموال من الشركة إلى بطاقة' }).check();
  await dialog.getByRole('button', { name: 'حفظ', exact: true }).click();
  await expect(dialog.getByText('الاسم مستخدم بالفعل.')).toBeVisible();
  await expect(dialog.getByText('The name has already been taken.')).toHaveCount(0);
  expect(await axeViolations(page, '[role=dialog]')).toEqual([]);
});
