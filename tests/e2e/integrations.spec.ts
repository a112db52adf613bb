import type { Page } from '@playwright/test';
import { test, expect, openAndSignIn, signInAsNewUser, ACCOUNTS } from './fixtures';
import { axeViolations } from './axe';
import { COMPANIES } from './session-helpers';

const PATH = '/integration';
const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('the firm admin connects Xero through its consent screen, imports vendors, maps a category and disconnects; Arabic reads right to left', async ({
  page,
  appServer,
}) => {
  const db = appServer.mockApi.context.store.db;
  const acmeCategory = (name: string) => db.categories.find((row) => row.company_id === COMPANIES.acme.id && row.name === name)!;
  // Two categories lose their GL account, so the mapping has work to do.
  acmeCategory('Fuel').gl_account_id = null;
  acmeCategory('Software').gl_account_id = null;

  await openAndSignIn(page, ACCOUNTS.firmAdmin, PATH);
  await expect(page.getByRole('heading', { name: 'Integrations', level: 1 })).toBeVisible();
  const connection = section(page, 'Accounting connection');
  await expect(connection).toContainText('Acme Trading LLC is not connected to an accounting system.');
  await expect(connection).toContainText('Disconnected');
  expect(await axeViolations(page, '#main-content')).toEqual([]);

  // Connect: the provider's consent screen names the provider, the company and what is read and written.
  await page.getByRole('button', { name: 'Connect Xero' }).click();
  const consent = page.getByRole('dialog', { name: 'Connect Xero' });
  await expect(consent).toContainText(
    'Xero asks you to allow Spendboard to connect Acme Trading LLC (Xero organisation) to Acme Trading LLC.',
  );
  await expect(consent).toContainText('Spendboard will read the chart of accounts, the tax rates, and the vendors (contacts).');
  await expect(consent).toContainText('Spendboard will write approved expenses and approved bills.');
  expect(await axeViolations(page, '[role=dialog]')).toEqual([]);
  await consent.getByRole('button', { name: 'Allow' }).click();
  await expect(page.getByText('Acme Trading LLC connected to Xero')).toBeVisible();
  await expect(consent).toBeHidden();
  await expect(connection).toContainText('Connected');
  await expect(connection).toContainText('Acme Trading LLC (Xero organisation)');
  await expect(connection).toContainText('Farah Al Mansoori');
  // One system at a time: the others offer no Connect.
  await expect(page.getByRole('button', { name: 'Connect Odoo' })).toHaveCount(0);
  await expect(section(page, 'Accounting systems')).toContainText('disconnect Xero first to connect another one');

  // Import vendors: the summary, and each vendor with its result.
  const imports = section(page, 'Import from the accounting system');
  await imports.getByRole('button', { name: 'Import vendors' }).click();
  await expect(imports.getByRole('heading', { name: 'Vendors imported from Xero' })).toBeVisible();
  await expect(imports).toContainText('Created: 2 · Updated: 1 · Skipped: 4');
  await expect(imports).toContainText('already the same: 1 · listed twice in the accounting system: 1 · no TRN to match on: 1');
  const rows = imports.getByRole('list', { name: 'Each imported record' });
  await expect(rows.getByRole('listitem').filter({ hasText: 'Al Noor Stationery' })).toHaveText('Al Noor Stationery: created');
  await expect(rows.getByRole('listitem').filter({ hasText: 'Gulf Office Supplies' })).toHaveText('Gulf Office Supplies: updated');
  await expect(rows.getByRole('listitem').filter({ hasText: 'Souk Cash Supplier' })).toHaveText(
    'Souk Cash Supplier: skipped (no TRN to match on)',
  );
  expect(await axeViolations(page, '#main-content')).toEqual([]);
  // A second import changes nothing.
  await imports.getByRole('button', { name: 'Import vendors' }).click();
  await expect(imports).toContainText('Created: 0 · Updated: 0 · Skipped: 7');

  // The new vendor is a counterpart now.
  await page.goto('/settings/counterparts');
  await page.getByRole('textbox', { name: 'Search' }).fill('Al Noor');
  const created = db.counterparts.find((row) => row.company_id === COMPANIES.acme.id && row.name === 'Al Noor Stationery')!;
  await expect(page.getByRole('row').filter({ hasText: 'Al Noor Stationery' })).toContainText(created.trn!);

  // Mapping: the unmapped first, with their count; mapping one lowers it, after a reload too.
  await page.goto(PATH);
  const mapping = section(page, 'Category mapping');
  await expect(mapping.getByRole('status')).toHaveText('2 categories have no GL account');
  const items = mapping.getByRole('list', { name: 'Categories and their GL accounts' }).getByRole('listitem');
  await expect(items.nth(0)).toContainText('Software');
  await expect(items.nth(1)).toContainText('Vehicle › Fuel');
  await mapping.getByRole('combobox', { name: 'GL account for Vehicle › Fuel' }).click();
  await page.getByRole('option', { name: '6300 · Fuel and vehicle' }).click();
  await mapping.getByRole('button', { name: 'Save the GL account of Vehicle › Fuel' }).click();
  await expect(page.getByText('Vehicle › Fuel coded to 6300 Fuel and vehicle')).toBeVisible();
  await page.reload();
  await expect(mapping.getByRole('status')).toHaveText('One category has no GL account');
  await expect(items.nth(0)).toContainText('Software');
  expect(acmeCategory('Fuel').gl_account_id).toBe(
    db.glAccounts.find((row) => row.company_id === COMPANIES.acme.id && row.code === '6300')!.id,
  );

  // Disconnect: the question names the provider, the consequences come from data.
  await page.getByRole('button', { name: 'Disconnect Xero' }).click();
  const question = page.getByRole('dialog', { name: 'Disconnect Xero' });
  await expect(question).toContainText('Are you sure you want to disconnect Xero?');
  await expect(question).toContainText('Imports from Acme Trading LLC (Xero organisation) into Acme Trading LLC stop.');
  await expect(question).toContainText('Approved expenses and bills are no longer written to Xero.');
  expect(await axeViolations(page, '[role=dialog]')).toEqual([]);
  await question.getByRole('button', { name: 'Disconnect Xero' }).click();
  await expect(page.getByText('Xero disconnected from Acme Trading LLC')).toBeVisible();
  await expect(connection).toContainText('Disconnected by Farah Al Mansoori.');
  await expect(page.getByRole('button', { name: 'Connect Odoo' })).toBeVisible();
  await expect(section(page, 'Import from the accounting system')).toContainText('Connect an accounting system to import from it.');

  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitemradio', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'التكاملات', level: 1 })).toBeVisible();
  await expect(section(page, 'ربط الفئات بالحسابات').getByRole('status')).toHaveText('فئة واحدة بلا حساب في دفتر الأستاذ');
  await expect(page.getByRole('button', { name: 'ربط Odoo' })).toBeVisible();
  const heading = await page.getByRole('heading', { name: 'التكاملات', level: 1 }).boundingBox();
  const main = await page.locator('#main-content').boundingBox();
  // Right to left: the title starts at the right edge of the page.
  expect(heading!.x + heading!.width).toBeGreaterThan(main!.x + main!.width / 2);
  expect(await axeViolations(page, '#main-content')).toEqual([]);
});

test('the manager in Gulf Retail (Viewer, without manage integrations) sees the connection needing attention read-only; the API refuses a write', async ({
  page,
  request,
  appServer,
}) => {
  await page.goto(`/login?redirectTo=${encodeURIComponent(PATH)}`);
  await page.evaluate((id) => localStorage.setItem('default_company_id', id), COMPANIES.gulf.id);
  await signInAsNewUser(page, ACCOUNTS.manager);
  await expect(page.getByRole('heading', { name: 'Integrations', level: 1 })).toBeVisible();
  await expect(page.getByText('You can see the connection and the category mapping but not change them.')).toBeVisible();
  const connection = section(page, 'Accounting connection');
  await expect(connection).toContainText('Needs attention');
  await expect(connection).toContainText('The authorisation expired; connect again to resume imports.');
  await expect(section(page, 'Import from the accounting system')).toContainText('Connect Xero again to import from it.');
  await expect(page.getByRole('button', { name: /^(Connect|Disconnect|Import|Save)/ })).toHaveCount(0);
  await expect(section(page, 'Category mapping').getByRole('status')).toHaveText('0 categories have no GL account');
  await expect(section(page, 'Category mapping').getByRole('combobox')).toHaveCount(0);
  expect(await axeViolations(page, '#main-content')).toEqual([]);

  // The API refuses the write the page does not offer.
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'access_token')!.value;
  const refused = await request.post(`${appServer.url}/api/admin/integration/disconnect`, {
    headers: { Authorization: `Bearer ${token}`, 'X-Tenant': COMPANIES.gulf.id },
    data: {},
  });
  expect(refused.status()).toBe(403);
  expect(appServer.mockApi.context.store.db.integrations.find((row) => row.company_id === COMPANIES.gulf.id)?.status).toBe(
    'needs_attention',
  );
});
