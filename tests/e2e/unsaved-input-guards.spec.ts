import type { Locator, Page } from '@playwright/test';
import { test, expect, openAndSignIn, ACCOUNTS, RETURNING_USER_DEFAULT_COMPANY_ID } from './fixtures';
import { totpCodeAt } from '../../server/mock-api/auth/totp.ts';

// Issue 35 item 6: typed input in the CSV import, the assistant, the bill an e-mail opens and the
// two-step forms is asked about before Escape, a click outside, Cancel or leaving throws it away.

const question = (page: Page, what: string) => page.getByRole('dialog', { name: `Discard your changes to ${what}?` });
const keepEditing = (dialog: Locator) => dialog.getByRole('button', { name: 'Keep editing' }).click();
const discard = (dialog: Locator) => dialog.getByRole('button', { name: 'Discard changes' }).click();
const sidebarLink = (page: Page, name: string) => page.getByRole('link', { name, exact: true }).first();

const peopleCsv = {
  name: 'people.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(['first_name,last_name,email,department', 'Lina,Saleh,lina.unsaved@acme.example.com,'].join('\n')),
};

test('a CSV file chosen but not imported: Escape, a click outside and Close ask first; Keep editing keeps the preview', async ({
  page,
  appServer,
}) => {
  const members = () => appServer.mockApi.context.store.db.members.length;
  const before = members();
  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/people?action=import');
  const dialog = page.getByRole('dialog', { name: 'Import people from a CSV file' });
  await dialog.locator('input[type=file]').setInputFiles(peopleCsv);
  await expect(dialog.getByText('people.csv: 1 row')).toBeVisible();
  const asked = question(page, 'the import of people.csv');

  await page.keyboard.press('Escape');
  await expect(asked).toContainText('The changes you made in this form are not saved yet.');
  await keepEditing(asked);
  await expect(asked).toBeHidden();
  await expect(dialog.getByText('people.csv: 1 row')).toBeVisible();
  await expect(dialog.getByRole('status')).toContainText('1 of 1');

  // The backdrop beside the dialog.
  await page.mouse.click(10, 10);
  await keepEditing(asked);
  await expect(dialog.getByText('people.csv: 1 row')).toBeVisible();

  await dialog.getByRole('button', { name: 'Close' }).click();
  await discard(asked);
  await expect(dialog).toBeHidden();
  expect(members()).toBe(before);

  // Without a file, the dialog closes at once.
  await page.goto('/people?action=import');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('dialog', { name: /^Discard your changes/ })).toHaveCount(0);
});

test('a question typed to the assistant but not sent: Escape and the close button ask first', async ({ page }) => {
  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/organizations');
  await page.getByRole('button', { name: 'Ask the AI spend assistant' }).click();
  const drawer = page.getByRole('dialog', { name: 'AI spend assistant' });
  const box = drawer.getByRole('textbox', { name: 'Your question' });
  await box.fill('How much did we spend on travel');
  const asked = question(page, 'your question to the assistant');

  await page.keyboard.press('Escape');
  await keepEditing(asked);
  await expect(asked).toBeHidden();
  await expect(box).toHaveValue('How much did we spend on travel');

  await drawer.getByRole('button', { name: 'Close' }).click();
  await discard(asked);
  await expect(drawer).toBeHidden();

  // Blank, it closes at once.
  await page.getByRole('button', { name: 'Ask the AI spend assistant' }).click();
  await expect(box).toHaveValue('');
  await box.fill('   ');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
});

test('in Arabic, a question typed to the assistant asks in Arabic, naming the question', async ({ page }) => {
  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/organizations');
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitemradio', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: 'اسأل مساعد الإنفاق الذكي' }).click();
  const drawer = page.getByRole('dialog', { name: 'مساعد الإنفاق الذكي' });
  await drawer.getByRole('textbox', { name: 'سؤالك' }).fill('كم أنفقنا على السفر');
  await page.keyboard.press('Escape');
  const asked = page.getByRole('dialog', { name: 'هل تريد تجاهل تغييراتك على سؤالك إلى المساعد؟' });
  await expect(asked).toContainText('لم يتم حفظ التغييرات التي أجريتها في هذا النموذج بعد.');
  await asked.getByRole('button', { name: 'متابعة التعديل' }).click();
  await expect(drawer.getByRole('textbox', { name: 'سؤالك' })).toHaveValue('كم أنفقنا على السفر');
  await page.keyboard.press('Escape');
  await asked.getByRole('button', { name: 'تجاهل التغييرات' }).click();
  await expect(drawer).toBeHidden();
});

test('the bill an e-mail opens, typed in: a Ctrl+K result asks before the mailbox is left', async ({ page, appServer }) => {
  const db = appServer.mockApi.context.store.db;
  const item = db.mailbox.find(
    (row) => row.company_id === RETURNING_USER_DEFAULT_COMPANY_ID && row.attachments[0]?.document?.kind === 'invoice',
  )!;
  await openAndSignIn(page, ACCOUNTS.firmAdmin, `/mailbox?email=${item.id}`);
  await page.getByRole('dialog', { name: 'E-mail' }).getByRole('button', { name: 'Create bill' }).click();
  const form = page.getByRole('dialog', { name: 'New bill' });
  const invoiceNumber = form.getByRole('textbox', { name: 'Invoice number' });
  await expect(invoiceNumber).not.toHaveValue('');
  await invoiceNumber.fill('INV-TYPED-IN-MAILBOX');

  await page.keyboard.press('Control+k');
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.fill('Expenses');
  await page.keyboard.press('Enter');
  const asked = question(page, 'New bill');
  await keepEditing(asked);
  await expect(asked).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/mailbox\\?email=${item.id}$`));
  await expect(search).toHaveValue('Expenses');
  await page.keyboard.press('Escape');
  await expect(search).toBeHidden();
  await expect(invoiceNumber).toHaveValue('INV-TYPED-IN-MAILBOX');
});

test('two-step verification: a code typed in the set-up and a password typed to turn it off are asked about before Cancel or leaving', async ({
  page,
}) => {
  await openAndSignIn(page, ACCOUNTS.member, '/my-account');
  const twoStep = page.getByRole('region', { name: 'Two-step verification' });
  await twoStep.getByRole('button', { name: 'Set up two-step verification' }).click();
  const secret = (await twoStep.getByTestId('two-step-secret').innerText()).replace(/\s+/g, '');
  const code = twoStep.getByLabel('6-digit code from the app');
  await code.fill('123');
  const setUp = question(page, 'the set-up of two-step verification');
  await twoStep.getByRole('button', { name: 'Cancel' }).click();
  await keepEditing(setUp);
  await expect(code).toHaveValue('123');
  await sidebarLink(page, 'Expenses').click();
  await keepEditing(setUp);
  await expect(page).toHaveURL(/\/my-account$/);
  await expect(code).toHaveValue('123');

  await code.fill(totpCodeAt(secret));
  await twoStep.getByRole('button', { name: 'Turn on' }).click();
  await twoStep.getByRole('button', { name: 'I have saved my codes' }).click();
  await twoStep.getByRole('button', { name: 'Turn off', exact: true }).click();
  const password = twoStep.getByLabel(/^Password/);
  await password.fill('typed-not-sent');
  const turnOff = question(page, 'turning off two-step verification');
  await sidebarLink(page, 'Expenses').click();
  await keepEditing(turnOff);
  await expect(password).toHaveValue('typed-not-sent');
  await twoStep.getByRole('button', { name: 'Cancel' }).click();
  await discard(turnOff);
  await expect(password).toBeHidden();
  await expect(twoStep.getByText('On', { exact: true })).toBeVisible();
});
