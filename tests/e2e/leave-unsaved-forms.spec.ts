import type { Page } from '@playwright/test';
import type { RunningServer } from '../../server/app.ts';
import { maskCardNumber } from '../../src/domain/cards.ts';
import { test, expect, openAndSignIn, ACCOUNTS, RETURNING_USER_DEFAULT_COMPANY_ID } from './fixtures';

// Issue 35 item 6, first point: a form holding unsaved input asks before it is thrown away — by Cancel, Escape,
// a click outside or leaving the page through the sidebar — and the question says what is lost.

const sidebarLink = (page: Page, name: string) => page.getByRole('link', { name, exact: true }).first();

test('a company setting typed but not saved: the sidebar asks first, Keep editing keeps it, Discard changes leaves', async ({ page }) => {
  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/settings/company-settings');
  const information = page.getByRole('region', { name: 'Company information', exact: true });
  const legalName = information.getByRole('textbox', { name: 'Legal name' });
  await legalName.fill('Acme Typed But Not Saved');

  await sidebarLink(page, 'Expenses').click();
  const question = page.getByRole('dialog', { name: 'Discard your changes to Company information?' });
  await expect(question).toBeVisible();
  await expect(question).toContainText('The changes you made in this form are not saved yet.');
  await question.getByRole('button', { name: 'Keep editing' }).click();
  await expect(page).toHaveURL(/\/settings\/company-settings$/);
  await expect(legalName).toHaveValue('Acme Typed But Not Saved');

  await sidebarLink(page, 'Expenses').click();
  await page
    .getByRole('dialog', { name: 'Discard your changes to Company information?' })
    .getByRole('button', { name: 'Discard changes' })
    .click();
  await expect(page).toHaveURL(/\/expenses/);
});

test('an unchanged company setting leaves through the sidebar without a question', async ({ page }) => {
  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/settings/company-settings');
  await expect(
    page.getByRole('region', { name: 'Company information', exact: true }).getByRole('textbox', { name: 'Legal name' }),
  ).not.toHaveValue('');
  await sidebarLink(page, 'Expenses').click();
  await expect(page).toHaveURL(/\/expenses/);
  await expect(page.getByRole('dialog', { name: /^Discard your changes/ })).toHaveCount(0);
});

test("a card's controls changed but not saved: leaving through the sidebar asks, naming the card", async ({ page, appServer }) => {
  const { db } = (appServer as RunningServer).mockApi.context.store;
  const card = db.cards.find(
    (candidate) =>
      candidate.company_id === RETURNING_USER_DEFAULT_COMPANY_ID && candidate.status === 'active' && candidate.type === 'virtual',
  )!;
  await openAndSignIn(page, ACCOUNTS.firmAdmin, `/cards/cards-control/${card.id}`);
  const controls = page.getByRole('region', { name: 'Where this card can be used' });
  await controls.getByRole('combobox', { name: 'Allowed merchant categories' }).click();
  await page.getByRole('option').first().click();
  await page.keyboard.press('Escape');

  await sidebarLink(page, 'Dashboard').click();
  const question = page.getByRole('dialog', { name: `Discard your changes to the controls of card ${maskCardNumber(card.number)}?` });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Discard changes' }).click();
  await expect(page).toHaveURL(/\/dashboard|\/$/);
});

test("a person's invitation typed but not sent: Cancel and the sidebar ask first", async ({ page }) => {
  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/people/create');
  await page.getByLabel('First name').fill('Lina');
  await page.getByRole('button', { name: 'Cancel' }).click();
  const question = page.getByRole('dialog', { name: 'Discard your changes to the invitation of a new person?' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Keep editing' }).click();
  await expect(page).toHaveURL(/\/people\/create$/);
  await expect(page.getByLabel('First name')).toHaveValue('Lina');

  await sidebarLink(page, 'Expenses').click();
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Discard changes' }).click();
  await expect(page).toHaveURL(/\/expenses/);
});

test("in Arabic, a person's invitation typed but not sent asks in Arabic, naming the invitation", async ({ page }) => {
  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/people/create');
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitemradio', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // The form is drawn again in Arabic: type once its Arabic label is there, and see the text stay.
  const firstName = page.getByLabel('الاسم الأول');
  await expect(firstName).toBeVisible();
  await firstName.fill('لينا');
  await expect(firstName).toHaveValue('لينا');
  await expect(page.getByRole('button', { name: 'إلغاء' })).toBeVisible();
  await page.getByRole('button', { name: 'إلغاء' }).click();
  const arabic = page.getByRole('dialog', { name: 'هل تريد تجاهل تغييراتك على دعوة شخص جديد؟' });
  await expect(arabic).toBeVisible();
  await expect(arabic).toContainText('لم يتم حفظ التغييرات التي أجريتها في هذا النموذج بعد.');
  await arabic.getByRole('button', { name: 'تجاهل التغييرات' }).click();
  await expect(page).toHaveURL(/\/people$/);
});

test('a bill typed in its dialog: Escape and a click on the sidebar (outside the dialog) ask first', async ({ page }) => {
  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/bills');
  await page.getByRole('button', { name: 'New bill' }).click();
  const form = page.getByRole('dialog', { name: 'New bill' });
  await form.getByRole('textbox', { name: 'Invoice number' }).fill('INV-UNSAVED-1');
  await page.keyboard.press('Escape');
  const question = page.getByRole('dialog', { name: 'Discard your changes to New bill?' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Keep editing' }).click();
  await expect(form.getByRole('textbox', { name: 'Invoice number' })).toHaveValue('INV-UNSAVED-1');

  // The backdrop beside the dialog, over the sidebar.
  await page.mouse.click(15, 400);
  await expect(page.getByRole('dialog', { name: 'Discard your changes to New bill?' })).toBeVisible();
  await page.getByRole('button', { name: 'Discard changes' }).click();
  await expect(form).toBeHidden();
});

test("a card's limit changed in its dialog: Escape asks, naming the limit, Keep editing keeps the amount", async ({ page, appServer }) => {
  const { db } = (appServer as RunningServer).mockApi.context.store;
  const card = db.cards.find((candidate) => candidate.company_id === RETURNING_USER_DEFAULT_COMPANY_ID && candidate.status === 'active')!;
  await openAndSignIn(page, ACCOUNTS.firmAdmin, `/cards/overview/${card.id}`);
  await page.getByRole('region', { name: 'Limit' }).getByRole('button', { name: 'Edit limit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit limit' });
  await dialog.getByRole('radio', { name: 'Limit' }).check();
  await dialog.getByRole('spinbutton', { name: 'Amount' }).fill('4321');
  await page.keyboard.press('Escape');
  const question = page.getByRole('dialog', { name: 'Discard your changes to Edit limit?' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Keep editing' }).click();
  await expect(dialog.getByRole('spinbutton', { name: 'Amount' })).toHaveValue('4321');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await question.getByRole('button', { name: 'Discard changes' }).click();
  await expect(dialog).toBeHidden();
});

test('money typed in Move money (the financial account’s dialog): Escape and the close button ask first', async ({ page }) => {
  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/financial-account?action=move-money');
  const dialog = page.getByRole('dialog', { name: 'Move money from or to the company wallet' });
  await dialog.getByRole('spinbutton', { name: 'Amount' }).fill('10');
  await page.keyboard.press('Escape');
  const question = page.getByRole('dialog', { name: 'Discard your changes to Move money?' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Keep editing' }).click();
  await expect(dialog.getByRole('spinbutton', { name: 'Amount' })).toHaveValue('10');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await question.getByRole('button', { name: 'Discard changes' }).click();
  await expect(dialog).toBeHidden();
});

test('a new department typed but not created: the sidebar asks first, naming the department', async ({ page }) => {
  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/settings/departments/create');
  await page.getByRole('textbox', { name: 'Name' }).fill('Unsaved Research');
  await sidebarLink(page, 'Expenses').click();
  const question = page.getByRole('dialog', { name: 'Discard your changes to the department?' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Keep editing' }).click();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Unsaved Research');
  await expect(page).toHaveURL(/\/settings\/departments\/create$/);
});

test('a reason typed for a bulk rejection in My Approval: Escape asks first, naming the rejection', async ({ page }) => {
  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/organizations/my-approval');
  await page.locator('tbody tr').first().getByRole('checkbox').check();
  await page
    .getByRole('region', { name: /selected/i })
    .getByRole('button', { name: 'Reject' })
    .click();
  const rejecting = page.getByRole('dialog', { name: 'Reject 1 item' });
  await rejecting.getByLabel('Reason').fill('Typed, not sent');
  await page.keyboard.press('Escape');
  const question = page.getByRole('dialog', { name: 'Discard your changes to Reject 1 item?' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Keep editing' }).click();
  await expect(rejecting.getByLabel('Reason')).toHaveValue('Typed, not sent');
  await rejecting.getByRole('button', { name: 'Cancel' }).click();
  await question.getByRole('button', { name: 'Discard changes' }).click();
  await expect(rejecting).toBeHidden();
});
