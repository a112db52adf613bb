import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { test, expect, openAndSignIn, ACCOUNTS } from './fixtures';
import { axeViolations } from './axe';
import { COMPANIES } from './session-helpers';

/** A CSV file for the dialog's file input. */
const csvFile = (name: string, lines: string[]) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(lines.join('\n')) });

/** The preview's row of a file line. */
const previewRow = (dialog: Locator, line: number) =>
  dialog.getByRole('row').filter({ has: dialog.page().getByRole('cell', { name: String(line), exact: true }) });

/** Clicks the dialog's template button and answers the downloaded file's lines. */
async function downloadedTemplate(page: Page, dialog: Locator, button: string): Promise<{ name: string; lines: string[] }> {
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: button }).click()]);
  const text = await readFile((await download.path())!, 'utf8');
  return {
    name: download.suggestedFilename(),
    lines: text
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/),
  };
}

async function switchToArabic(page: Page) {
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitemradio', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

test('people: the template, a file with bad rows (checked before sending, then refused by the API, nobody invited), then a good file', async ({
  page,
  appServer,
}) => {
  const db = appServer.mockApi.context.store.db;
  const acmeMembers = () => db.members.filter((member) => member.company_id === COMPANIES.acme.id);
  const department = db.departments.find((row) => row.company_id === COMPANIES.acme.id)!;
  const taken = acmeMembers()[0].email;
  const before = acmeMembers().length;
  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/people?action=import');
  const dialog = page.getByRole('dialog', { name: 'Import people from a CSV file' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('first_name, last_name, email, department');

  const template = await downloadedTemplate(page, dialog, 'Download template');
  expect(template.name).toBe('people-template.csv');
  expect(template.lines).toEqual(['first_name,last_name,email,department', 'Lina,Saleh,lina.saleh@example.com,Finance']);
  expect(await axeViolations(page, '[role=dialog]')).toEqual([]);

  // The file's own problems show on their rows before anything is sent.
  await dialog
    .locator('input[type=file]')
    .setInputFiles(
      csvFile('people.csv', ['First name,Last name,Email,Department', 'Lina,Saleh,lina.csv@acme.example.com,', 'Omar,,not-an-email,']),
    );
  await expect(dialog.getByRole('status')).toHaveText('1 of 2 rows ready, 1 with problems');
  await expect(previewRow(dialog, 2)).toContainText('Ready');
  await expect(previewRow(dialog, 3)).toContainText('Last name missing · Not an email address');
  await expect(dialog.getByRole('button', { name: 'Import 2 rows' })).toBeDisabled();

  // The API checks the rest: an e-mail of the company and an unknown department; nothing is written.
  await dialog
    .locator('input[type=file]')
    .setInputFiles(
      csvFile('people.csv', [
        'first_name,last_name,email,department',
        `Lina,Saleh,lina.csv@acme.example.com,${department.name}`,
        `Omar,Khalil,${taken},`,
        'Sara,Haddad,sara.csv@acme.example.com,No Such Department',
      ]),
    );
  await dialog.getByRole('button', { name: 'Import 3 rows' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Nothing was imported: 2 lines have errors.');
  await expect(previewRow(dialog, 2)).toContainText('Ready');
  await expect(previewRow(dialog, 3)).toContainText('email: The email has already been taken.');
  await expect(previewRow(dialog, 4)).toContainText('department: No department of the company is named "No Such Department".');
  expect(await axeViolations(page, '[role=dialog]')).toEqual([]);
  expect(acmeMembers()).toHaveLength(before);

  await dialog
    .locator('input[type=file]')
    .setInputFiles(
      csvFile('people.csv', [
        'first_name,last_name,email,department',
        `Lina,Saleh,lina.csv@acme.example.com,${department.name}`,
        'Sara,Haddad,sara.csv@acme.example.com,',
      ]),
    );
  await dialog.getByRole('button', { name: 'Import 2 rows' }).click();
  await expect(page.getByText('2 people invited')).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(acmeMembers()).toHaveLength(before + 2);
  expect(acmeMembers().find((member) => member.email === 'lina.csv@acme.example.com')).toMatchObject({
    status: 'invited',
    department_id: department.id,
  });
  // Only the people lists were read again: the new person is in the list.
  await page.getByRole('textbox', { name: 'Search' }).fill('lina.csv');
  await expect(page.getByRole('row').filter({ hasText: 'lina.csv@acme.example.com' })).toHaveCount(1);
});

test('people in Arabic: the API’s refusal shows on its row in Arabic, then the fixed file invites', async ({ page, appServer }) => {
  const db = appServer.mockApi.context.store.db;
  const acmeMembers = () => db.members.filter((member) => member.company_id === COMPANIES.acme.id);
  const before = acmeMembers().length;
  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/people');
  await switchToArabic(page);
  await page.getByRole('button', { name: 'استيراد' }).click();
  const dialog = page.getByRole('dialog', { name: 'استيراد الأشخاص من ملف CSV' });
  await expect(dialog.getByRole('button', { name: 'تنزيل القالب' })).toBeVisible();
  const file = (department: string) =>
    csvFile('people.csv', ['first_name,last_name,email,department', `Huda,Nasser,huda.csv@acme.example.com,${department}`]);
  await dialog.locator('input[type=file]').setInputFiles(file('قسم غير موجود'));
  await dialog.getByRole('button', { name: 'استيراد صف واحد' }).click();
  await expect(dialog.getByRole('alert')).toContainText('لم يُستورد شيء: في سطر واحد أخطاء.');
  await expect(previewRow(dialog, 2)).toContainText('لا يوجد قسم في الشركة باسم');
  expect(await axeViolations(page, '[role=dialog]')).toEqual([]);
  expect(acmeMembers()).toHaveLength(before);

  await dialog.locator('input[type=file]').setInputFiles(file(''));
  await dialog.getByRole('button', { name: 'استيراد صف واحد' }).click();
  await expect(dialog).toBeHidden();
  expect(acmeMembers()).toHaveLength(before + 1);
});

test('categories: the template names the GL account and tax rate; an unknown name is refused on its row, names import', async ({
  page,
  appServer,
}) => {
  const db = appServer.mockApi.context.store.db;
  const acmeCategories = () => db.categories.filter((row) => row.company_id === COMPANIES.acme.id);
  const account = (code: string) => db.glAccounts.find((row) => row.company_id === COMPANIES.acme.id && row.code === code)!;
  const before = acmeCategories().length;
  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/settings/categories?action=import');
  const dialog = page.getByRole('dialog', { name: 'Import categories' });
  await expect(dialog).toBeVisible();
  const template = await downloadedTemplate(page, dialog, 'Download template');
  expect(template.lines).toEqual([
    'name,code,parent_code,gl_account,tax_rate,receipt_required_above,mcc_categories',
    'Airport taxis,TRV-TAXI,TRV,6100,UAE VAT 5%,100,',
  ]);

  const header = 'name,code,parent_code,gl_account,tax_rate,receipt_required_above,mcc_categories';
  await dialog
    .locator('input[type=file]')
    .setInputFiles(csvFile('categories.csv', [header, 'Visas,VISA,,6900,Exempt,,', 'Taxis,TAXI,TRV,Taxi account,UAE VAT 5%,,']));
  await dialog.getByRole('button', { name: 'Import 2 rows' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Nothing was imported: 1 line has errors.');
  await expect(previewRow(dialog, 3)).toContainText('gl_account: No active GL account has the code or name "Taxi account".');
  expect(acmeCategories()).toHaveLength(before);

  await dialog
    .locator('input[type=file]')
    .setInputFiles(
      csvFile('categories.csv', [header, 'Visas,VISA,,6900,Exempt,,', 'Taxis,TAXI,TRV,Travel and accommodation,UAE VAT 5%,,']),
    );
  await dialog.getByRole('button', { name: 'Import 2 rows' }).click();
  await expect(page.getByText('2 rows imported')).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(acmeCategories().find((row) => row.code === 'TAXI')?.gl_account_id).toBe(account('6100').id);
  expect(acmeCategories()).toHaveLength(before + 2);
});

test('categories in Arabic: the dialog and the API’s refusal read in Arabic, the template downloads, then the file imports', async ({
  page,
  appServer,
}) => {
  const db = appServer.mockApi.context.store.db;
  const acmeCategories = () => db.categories.filter((row) => row.company_id === COMPANIES.acme.id);
  const before = acmeCategories().length;
  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/settings/categories');
  await switchToArabic(page);
  await page.getByRole('button', { name: 'استيراد' }).click();
  const dialog = page.getByRole('dialog', { name: 'استيراد الفئات' });
  const template = await downloadedTemplate(page, dialog, 'تنزيل القالب');
  expect(template.lines[0]).toBe('name,code,parent_code,gl_account,tax_rate,receipt_required_above,mcc_categories');

  const file = (taxRate: string) =>
    csvFile('categories.csv', ['name,code,gl_account,tax_rate', `Visas,VISA,6900,${taxRate}`, 'Permits,PRMT,Government fees and visas,']);
  await dialog.locator('input[type=file]').setInputFiles(file('Luxury 20%'));
  await dialog.getByRole('button', { name: 'استيراد صفين' }).click();
  await expect(dialog.getByRole('alert')).toContainText('لم يُستورد شيء: في سطر واحد أخطاء.');
  await expect(previewRow(dialog, 2)).toContainText('لا توجد نسبة ضريبة نشطة باسم');
  expect(await axeViolations(page, '[role=dialog]')).toEqual([]);
  expect(acmeCategories()).toHaveLength(before);

  await dialog.locator('input[type=file]').setInputFiles(file('Exempt'));
  await dialog.getByRole('button', { name: 'استيراد صفين' }).click();
  await expect(page.getByText('تم استيراد صفين')).toBeVisible();
  expect(acmeCategories()).toHaveLength(before + 2);
});
