import { test, expect, openAndSignInThroughForm, ACCOUNTS } from './fixtures';
import { axeViolations } from './axe';

async function chooseOption(page: import('@playwright/test').Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

test('My Account shows the profile from me', async ({ page }) => {
  await openAndSignInThroughForm(page, ACCOUNTS.firmAdmin, '/my-account');
  await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();
  const details = page.locator('dl');
  await expect(details).toContainText(ACCOUNTS.firmAdmin);
  await expect(details).toContainText('Firm administrator');
  await expect(details).toContainText('Firm Admin');
  expect(await axeViolations(page, 'section[aria-labelledby="my-account-title"]')).toEqual([]);
});

test('Need Help?: a bad attachment extension shows the field error, a good request is sent', async ({ page, request }) => {
  await openAndSignInThroughForm(page, ACCOUNTS.firmAdmin, '/support/create');
  await expect(page.getByRole('heading', { name: 'Need Help?' })).toBeVisible();
  await expect(page.getByText('Allowed formats: pdf, jpg, jpeg, png, csv, xlsx')).toBeVisible();

  // Nothing filled in: each required field says so.
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Choose a category')).toBeVisible();
  await expect(page.getByText('Write a message')).toBeVisible();

  await chooseOption(page, 'Category', 'Communication (SMS, notifications, email, etc)');
  await chooseOption(page, 'Related to', 'Cards');
  await page.getByRole('textbox', { name: 'Message' }).fill('The card notifications arrive twice for every payment.');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'tool.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('This file type is not allowed. Allowed formats: pdf, jpg, jpeg, png, csv, xlsx')).toBeVisible();
  expect((await (await request.get('/__mock/support-tickets')).json()).data).toHaveLength(0);

  await page.locator('input[type=file]').setInputFiles({ name: 'screenshot.png', mimeType: 'image/png', buffer: Buffer.from('PNG') });
  expect(await axeViolations(page, 'section[aria-labelledby="support-title"]')).toEqual([]);

  // A 422 from the API lands on its field.
  const rejection = { message: 'The given data was invalid.', errors: { message: ['The message looks like spam.'] } };
  await request.post('/__mock/faults', { data: { route: 'POST /api/admin/support-tickets', status: 422, body: rejection, count: 1 } });
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('The message looks like spam.')).toBeVisible();

  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('status')).toContainText('Your request #1 was sent to our support team');

  const [stored] = (await (await request.get('/__mock/support-tickets')).json()).data;
  expect(stored.ticket).toMatchObject({ category: 'communication', file_type: 'cards', attachment_name: 'screenshot.png' });
});
