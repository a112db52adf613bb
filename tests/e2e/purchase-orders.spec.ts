import type { Page } from '@playwright/test';
import { test, expect, openAndSignIn, signInAsNewUser, ACCOUNTS } from './fixtures';
import { axeViolations } from './axe';
import { COMPANIES } from './session-helpers';

const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

test('purchase orders: search, create with a field error, lines with live totals, submit seen after reload, cancel with the confirmation, Arabic right to left', async ({
  page,
  appServer,
}) => {
  const { db } = appServer.mockApi.context.store;
  const acmeOrders = () => db.purchaseOrders.filter((po) => po.company_id === COMPANIES.acme.id);
  const vendor = db.counterparts.find((row) => row.company_id === COMPANIES.acme.id && row.status === 'active' && !row.is_on_hold)!;

  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/settings/purchase-orders');
  await expect(page.getByRole('heading', { name: 'Purchase Orders', exact: true })).toBeVisible();
  // A page of 20 of Acme's 24 orders, newest first.
  await expect(page.getByRole('row')).toHaveCount(21);
  expect(await axeViolations(page, '#main-content')).toEqual([]);

  await page.getByRole('textbox', { name: 'Search' }).fill('ACME-PO-00002');
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(row(page, 'ACME-PO-00002')).toContainText('Open');
  await page.getByRole('textbox', { name: 'Search' }).fill('');

  await page.getByRole('button', { name: 'New purchase order' }).click();
  const form = page.getByRole('dialog', { name: 'New purchase order' });
  // Saving without a vendor or a line's description is refused on those fields.
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Required').first()).toBeVisible();
  await expect(form.getByRole('combobox', { name: 'Vendor' })).toHaveAttribute('aria-invalid', 'true');

  await form.getByRole('combobox', { name: 'Vendor' }).click();
  await page.getByRole('option', { name: vendor.name, exact: true }).click();
  // Choosing an item fills its description, unit price and VAT rate.
  await form.getByRole('combobox', { name: 'Item' }).first().click();
  await page.getByRole('option', { name: 'PPE-HELMET · Safety helmet' }).click();
  await expect(form.getByRole('textbox', { name: 'Description' }).first()).toHaveValue('Safety helmet');
  await expect(form.getByRole('spinbutton', { name: 'Unit price' }).first()).toHaveValue('45');
  await form.getByRole('spinbutton', { name: 'Quantity' }).first().fill('10');
  const totals = form.getByTestId('purchase-order-totals');
  await expect(totals).toContainText(/Subtotal: AED\s450\.00/);
  await expect(totals).toContainText(/VAT: AED\s22\.50/);
  await expect(totals).toContainText(/Total: AED\s472\.50/);

  await form.getByRole('button', { name: 'Add' }).click();
  await form.getByRole('textbox', { name: 'Description' }).nth(1).fill('Delivery to site');
  await form.getByRole('spinbutton', { name: 'Quantity' }).nth(1).fill('1');
  await form.getByRole('spinbutton', { name: 'Unit price' }).nth(1).fill('100.10');
  await form.getByRole('combobox', { name: 'VAT rate' }).nth(1).click();
  await page.getByRole('option', { name: 'UAE VAT 5%' }).click();
  await expect(totals).toContainText(/Subtotal: AED\s550\.10/);
  await expect(totals).toContainText(/VAT: AED\s27\.51/); // 22.50 + 5.005 → 5.01 on its line
  await expect(totals).toContainText(/Total: AED\s577\.61/);
  expect(await axeViolations(page, '[role=dialog]')).toEqual([]);

  const highest = Math.max(...acmeOrders().map((po) => Number(po.number.slice(-5))));
  const number = `ACME-PO-${String(highest + 1).padStart(5, '0')}`;
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`${number} created`)).toBeVisible();
  await expect(form).toBeHidden();

  await page.getByRole('textbox', { name: 'Search' }).fill(number);
  await expect(row(page, number)).toContainText('Draft');
  await expect(row(page, number)).toContainText(/AED\s577\.61/);
  await row(page, number)
    .getByRole('button', { name: `Submit ${number}` })
    .click();
  const submit = page.getByRole('dialog', { name: `Submit purchase order ${number}` });
  await expect(submit).toContainText(new RegExp(`${number} will be sent to ${vendor.name} for AED\\s577\\.61 \\(2 lines\\)`));
  await submit.getByRole('button', { name: 'Submit order' }).click();
  await expect(page.getByText(`${number} is now Open`)).toBeVisible();
  await page.reload();
  await expect(row(page, number)).toContainText('Open');
  await expect(row(page, number).getByRole('button', { name: `Edit ${number}` })).toHaveCount(0);

  await row(page, number)
    .getByRole('button', { name: `Cancel ${number}` })
    .click();
  const cancel = page.getByRole('dialog', { name: `Cancel purchase order ${number}` });
  await expect(cancel).toContainText(new RegExp(`${number} to ${vendor.name} for AED\\s577\\.61 will be cancelled`));
  expect(await axeViolations(page, '[role=dialog]')).toEqual([]);
  await cancel.getByRole('button', { name: 'Cancel order' }).click();
  await expect(row(page, number)).toContainText('Cancelled');
  expect(acmeOrders().find((po) => po.number === number)?.status).toBe('cancelled');

  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitemradio', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'أوامر الشراء' })).toBeVisible();
  await expect(row(page, number)).toContainText('ملغى');
  const numberHeader = await page.getByRole('columnheader', { name: 'الرقم' }).boundingBox();
  const vendorHeader = await page.getByRole('columnheader', { name: 'المورد' }).boundingBox();
  expect(numberHeader!.x).toBeGreaterThan(vendorHeader!.x);
  expect(await axeViolations(page, '#main-content')).toEqual([]);
});

test('purchase orders: ?action=create opens the form; without read purchase orders (the manager in Desert Logistics) the page is Access Restricted', async ({
  page,
}) => {
  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/settings/purchase-orders?action=create');
  const form = page.getByRole('dialog', { name: 'New purchase order' });
  await expect(form).toBeVisible();
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toBeHidden();

  await page.context().clearCookies();
  await page.goto('/login');
  await page.evaluate((id) => localStorage.setItem('default_company_id', id), COMPANIES.desert.id);
  await signInAsNewUser(page, ACCOUNTS.manager);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/settings/purchase-orders');
  await expect(page.getByRole('heading', { name: 'Access Restricted' })).toBeVisible();
  await expect(page.getByText("You don't have permission to read purchase orders.", { exact: false })).toBeVisible();
});

test('purchase orders: a CSV of order lines with one bad line imports nothing and names it; the fixed file imports drafts', async ({
  page,
  appServer,
}) => {
  const { db } = appServer.mockApi.context.store;
  const acmeOrders = () => db.purchaseOrders.filter((po) => po.company_id === COMPANIES.acme.id);
  const vendor = db.counterparts.find((row) => row.company_id === COMPANIES.acme.id && row.status === 'active' && !row.is_on_hold)!;
  const rate = db.taxRates.find((row) => row.company_id === COMPANIES.acme.id && row.status === 'active' && row.type === 'standard')!;
  const before = acmeOrders().length;
  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/settings/purchase-orders?action=import');
  const importer = page.getByRole('dialog', { name: 'Import purchase orders' });
  await expect(importer).toContainText(
    'reference, vendor, currency, expected_date, notes, sku, description, quantity, unit_price, vat_rate',
  );
  const file = (quantity: string) => ({
    name: 'orders.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      [
        'reference,vendor,currency,description,quantity,unit_price,vat_rate',
        `R1,"${vendor.name}",AED,Paper,10,22.50,"${rate.name}"`,
        `R1,"${vendor.name}",AED,Toner,${quantity},180,"${rate.name}"`,
        `R2,"${vendor.name}",AED,Chairs,4,450,"${rate.name}"`,
      ].join('\n'),
    ),
  });
  await importer.locator('input[type=file]').setInputFiles(file('two'));
  await importer.getByRole('button', { name: 'Import 3 rows' }).click();
  await expect(importer.getByRole('alert')).toContainText('Nothing was imported: 1 line has errors.');
  // The API's error shows on its row of the file (line 3).
  const rows = importer.getByRole('table', { name: 'Rows in the file' }).getByRole('row');
  await expect(rows.nth(2)).toContainText('3');
  await expect(rows.nth(2)).toContainText('quantity: ');
  expect(acmeOrders()).toHaveLength(before);
  expect(await axeViolations(page, '[role=dialog]')).toEqual([]);

  await importer.locator('input[type=file]').setInputFiles(file('2'));
  await importer.getByRole('button', { name: 'Import 3 rows' }).click();
  await expect(page.getByText('2 purchase orders imported as drafts')).toBeVisible();
  const imported = acmeOrders().slice(before);
  expect(imported.map((po) => [po.status, po.lines.length, po.total])).toEqual([
    ['draft', 2, 614.25],
    ['draft', 1, 1890],
  ]);
});
