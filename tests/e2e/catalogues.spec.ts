import type { Page } from '@playwright/test';
import { test, expect, openAndSignIn, ACCOUNTS } from './fixtures';
import { axeViolations } from './axe';
import { COMPANIES } from './session-helpers';

const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

test('tags: search, create with a field error then fixed, edit seen after reload, archive and delete with confirmation', async ({
  page,
  appServer,
}) => {
  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/settings/tags');
  await expect(page.getByRole('heading', { name: 'Tags', exact: true })).toBeVisible();
  // A page of 20 of Acme's 24 tags, by name.
  await expect(page.getByRole('row')).toHaveCount(21);
  await expect(row(page, 'ADNOC')).toContainText('Red');
  expect(await axeViolations(page, '#main-content')).toEqual([]);

  await page.getByRole('textbox', { name: 'Search' }).fill('gitex');
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(row(page, 'GITEX')).toContainText('Event');
  await page.getByRole('textbox', { name: 'Search' }).fill('');

  await page.getByRole('button', { name: 'New tag' }).click();
  const form = page.getByRole('dialog', { name: 'New tag' });
  await form.getByRole('textbox', { name: 'Name' }).fill('travel');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('The name has already been taken.')).toBeVisible();
  await form.getByRole('textbox', { name: 'Name' }).fill('Offsite');
  await form.getByRole('combobox', { name: 'Colour' }).click();
  await page.getByRole('option', { name: 'Green' }).click();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Offsite created')).toBeVisible();
  await expect(form).toBeHidden();

  await page.getByRole('textbox', { name: 'Search' }).fill('offsite');
  await expect(row(page, 'Offsite')).toContainText('Green');
  await row(page, 'Offsite').getByRole('button', { name: 'Edit Offsite' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit tag Offsite' });
  await edit.getByRole('textbox', { name: 'Group' }).fill('Event');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Offsite saved')).toBeVisible();
  await page.reload();
  await expect(row(page, 'Offsite')).toContainText('Event');

  await row(page, 'Offsite').getByRole('button', { name: 'Archive Offsite' }).click();
  const archive = page.getByRole('dialog', { name: 'Archive tag Offsite' });
  await expect(archive).toContainText('Offsite will no longer be offered for new records');
  await archive.getByRole('button', { name: 'Archive tag' }).click();
  await expect(row(page, 'Offsite')).toContainText('Archived');

  await row(page, 'Offsite').getByRole('button', { name: 'Delete Offsite' }).click();
  const remove = page.getByRole('dialog', { name: 'Delete tag Offsite' });
  await expect(remove).toContainText('This cannot be undone.');
  expect(await axeViolations(page, '[role=dialog]')).toEqual([]);
  await remove.getByRole('button', { name: 'Delete tag' }).click();
  await expect(page.getByText('Offsite deleted')).toBeVisible();
  await expect(row(page, 'Offsite')).toHaveCount(0);
  const acmeTags = appServer.mockApi.context.store.db.tags.filter((tag) => tag.company_id === COMPANIES.acme.id);
  expect(acmeTags.some((tag) => tag.name === 'Offsite')).toBe(false);
});

test('tags: a CSV file with one bad row imports nothing and names the line; the fixed file imports every row', async ({
  page,
  appServer,
}) => {
  const acmeTags = () => appServer.mockApi.context.store.db.tags.filter((tag) => tag.company_id === COMPANIES.acme.id);
  const before = acmeTags().length;
  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/settings/tags?action=import');
  const importer = page.getByRole('dialog', { name: 'Import tags' });
  await expect(importer).toBeVisible();
  await expect(importer).toContainText('name, colour, group');

  const file = (rows: string[]) => ({
    name: 'tags.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(['name,colour,group', ...rows].join('\n')),
  });
  await importer.locator('input[type=file]').setInputFiles(file(['Conference,blue,Event', 'Team lunch,beige,', 'Courier,grey,']));
  await importer.getByRole('button', { name: 'Import 3 rows' }).click();
  await expect(importer.getByRole('alert')).toContainText('Nothing was imported: 1 line has errors.');
  // The API's error shows on its row of the file (line 3), the other rows stay Ready.
  const rows = importer.getByRole('table', { name: 'Rows in the file' }).getByRole('row');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(2)).toContainText('3');
  await expect(rows.nth(2)).toContainText('colour: ');
  await expect(rows.nth(1)).toContainText('Ready');
  expect(await axeViolations(page, '[role=dialog]')).toEqual([]);
  expect(acmeTags()).toHaveLength(before);

  await importer.locator('input[type=file]').setInputFiles(file(['Conference,blue,Event', 'Team lunch,amber,', 'Courier,grey,']));
  await importer.getByRole('button', { name: 'Import 3 rows' }).click();
  await expect(page.getByText('3 rows imported')).toBeVisible();
  await expect(importer).toBeHidden();
  // ?action=import opened the importer and left the URL at once (react-admin builds a filtered URL
  // from the location it last saw: a parameter still there would come back with the search).
  await expect(page).not.toHaveURL(/action=import/);
  expect(acmeTags()).toHaveLength(before + 3);
  await page.getByRole('textbox', { name: 'Search' }).fill('team lunch');
  await expect(row(page, 'Team lunch')).toContainText('Amber');
});

test('payment methods: making another method the default moves the default; branches and payment methods pass axe and read right to left in Arabic', async ({
  page,
}) => {
  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/settings/payment-methods');
  await expect(page.getByRole('heading', { name: 'Payment Methods', exact: true })).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toContainText('Emirates NBD current account');
  await expect(row(page, 'Emirates NBD current account')).toContainText('Default');
  expect(await axeViolations(page, '#main-content')).toEqual([]);

  // The default says why it cannot stop being it.
  await row(page, 'Emirates NBD current account').getByRole('button', { name: 'Edit Emirates NBD current account' }).click();
  const current = page.getByRole('dialog', { name: 'Edit payment method Emirates NBD current account' });
  await expect(current.getByRole('switch', { name: 'Default' })).toBeDisabled();
  await expect(current).toContainText('To change it, make another method the default.');
  await current.getByRole('button', { name: 'Cancel' }).click();

  await row(page, 'Petty cash').getByRole('button', { name: 'Edit Petty cash' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit payment method Petty cash' });
  await edit.getByRole('switch', { name: 'Default' }).check();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Petty cash saved')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('row').nth(1)).toContainText('Petty cash');
  await expect(row(page, 'Petty cash')).toContainText('Default');
  await expect(row(page, 'Emirates NBD current account')).not.toContainText('Default');

  await page.goto('/settings/branches');
  await expect(page.getByRole('heading', { name: 'Branches', exact: true })).toBeVisible();
  await expect(row(page, 'Dubai Head Office')).toContainText('Default');
  expect(await axeViolations(page, '#main-content')).toEqual([]);

  await page.goto('/settings/payment-methods');
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitemradio', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'طرق الدفع' })).toBeVisible();
  await expect(row(page, 'Petty cash')).toContainText('افتراضي');
  const name = await page.getByRole('columnheader', { name: 'الاسم' }).boundingBox();
  const type = await page.getByRole('columnheader', { name: 'النوع' }).boundingBox();
  expect(name!.x).toBeGreaterThan(type!.x);
  expect(await axeViolations(page, '#main-content')).toEqual([]);
});
