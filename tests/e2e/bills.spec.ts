import type { Page } from '@playwright/test';
import { test, expect, openAndSignIn, ACCOUNTS } from './fixtures';
import { axeViolations } from './axe';
import { COMPANIES } from './session-helpers';

const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

/** A day as the DayInput takes it (DD/MM/YYYY), `days` from today in Dubai. */
function typedDay(days: number): string {
  const day = new Date(Date.now() + 4 * 3_600_000 + days * 86_400_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(day.getUTCDate())}/${pad(day.getUTCMonth() + 1)}/${day.getUTCFullYear()}`;
}

/** A 1×1 PNG: an attachment the preview shows inline. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test('bills: create with lines and an attachment, the duplicate warning, approval by another user, pay and see it reach paid without a reload, Arabic right to left', async ({
  page,
  browser,
  appServer,
}) => {
  // Payments move on every second in this test (the mock's timing option), so paid comes quickly.
  appServer.mockApi.context.options.billPaymentStepMs = 1000;
  const { db } = appServer.mockApi.context.store;
  const acmeBills = () => db.bills.filter((bill) => bill.company_id === COMPANIES.acme.id);
  const seeded = acmeBills().find((bill) => bill.invoice_number === 'INV-1001')!;
  const vendor = db.counterparts.find((candidate) => candidate.id === seeded.vendor_id)!;

  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/bills');
  await expect(page.getByRole('heading', { name: 'Bills', exact: true })).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(21);
  // The tabs filter the list: pending bills can be selected for a bulk decision, paid ones cannot.
  await page.getByRole('tab', { name: 'Pending Approval' }).click();
  await expect(page.getByRole('row').nth(1)).toContainText('Pending Approval');
  await expect(page.getByRole('checkbox').first()).toBeVisible();
  await page.getByRole('tab', { name: 'All' }).first().click();
  await page.getByRole('tab', { name: 'Paid', exact: true }).click();
  await expect(page.getByRole('row').nth(1)).toContainText('Paid');
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  expect(await axeViolations(page, '#main-content')).toEqual([]);
  await page.getByRole('tab', { name: 'All' }).nth(1).click();

  await page.getByRole('button', { name: 'New bill' }).click();
  const form = page.getByRole('dialog', { name: 'New bill' });
  await form.getByRole('combobox', { name: 'Vendor' }).click();
  await page.getByRole('option', { name: vendor.name, exact: true }).click();
  // The vendor already has INV-1001: the form warns, naming it, before anything is saved.
  await form.getByRole('textbox', { name: 'Invoice number' }).fill('inv-1001');
  await expect(form.getByRole('status').filter({ hasText: 'Possible duplicate' })).toContainText(
    `Possible duplicate: bill INV-1001 from ${vendor.name}`,
  );
  await form.getByRole('textbox', { name: 'Invoice number' }).fill('E2E-5001');
  await expect(form.getByText('Possible duplicate')).toBeHidden();
  await form.getByRole('textbox', { name: 'Due date' }).fill(typedDay(30));
  await form.getByRole('textbox', { name: 'Description' }).first().fill('Printer toner');
  await form.getByRole('spinbutton', { name: 'Quantity' }).first().fill('4');
  await form.getByRole('spinbutton', { name: 'Unit price' }).first().fill('320');
  await form.getByRole('combobox', { name: 'VAT rate' }).first().click();
  await page.getByRole('option', { name: 'UAE VAT 5%' }).click();
  await form.getByRole('combobox', { name: 'Category' }).first().click();
  await page.getByRole('option').nth(1).click();
  const totals = form.getByTestId('bill-totals');
  await expect(totals).toContainText(/Subtotal: AED\s1,280\.00/);
  await expect(totals).toContainText(/VAT: AED\s64\.00/);
  await expect(totals).toContainText(/Total: AED\s1,344\.00/);
  expect(await axeViolations(page, '[role=dialog]')).toEqual([]);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Bill E2E-5001 from ${vendor.name}`).first()).toBeVisible();
  await expect(page).toHaveURL(/\/bills\/overview\/\d+$/);
  const billUrl = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { name: `Bill E2E-5001 · ${vendor.name}` })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Lines' })).toContainText(/\d+ · /); // the category's GL account

  await page.locator('input[type=file]').setInputFiles({ name: 'invoice-e2e.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Preview of invoice-e2e.png (bill E2E-5001)' })).toBeVisible();

  await page.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(page.getByText('You created or last changed this bill, so someone else must approve or reject it.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);
  expect(await axeViolations(page, '#main-content')).toEqual([]);

  // The manager (Finance Manager in Acme) approves it and pays it.
  const managerContext = await browser.newContext({ baseURL: appServer.url });
  const manager = await managerContext.newPage();
  await openAndSignIn(manager, ACCOUNTS.manager, billUrl);
  await manager.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(manager.getByText(/Bill E2E-5001 from .* approved/)).toBeVisible();
  await manager.getByRole('button', { name: 'Pay', exact: true }).click();
  const pay = manager.getByRole('dialog', { name: `Pay bill E2E-5001 · ${vendor.name}` });
  await expect(pay).toContainText(/AED\s1,344\.00 leaves the company wallet now: AED\s[\d,]+\.\d\d → AED\s[\d,]+\.\d\d/);
  expect(await axeViolations(manager, '[role=dialog]')).toEqual([]);
  await pay.getByRole('button', { name: /Pay AED\s1,344\.00/ }).click();
  const paymentStatus = manager.getByTestId('bill-payment-status');
  await expect(paymentStatus).toContainText(/Scheduled|Processing|Paid/);
  await expect(paymentStatus).toContainText('Paid', { timeout: 20_000 });
  await expect(manager.getByRole('region', { name: 'Payment history' })).toContainText('Paid');

  // Issue 33: the paid bill's invoice is part of the record: no Remove button, the reason in words;
  // a new version supersedes it, and the old one stays listed with who replaced it.
  const files = manager.getByRole('region', { name: 'Attachments' });
  await expect(files.getByTestId('attachments-locked')).toHaveText(
    'Bill E2E-5001 is Paid: its documents are part of the record and cannot be removed. Upload a new version to supersede one; the old one stays listed.',
  );
  await expect(files.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
  const chooser = manager.waitForEvent('filechooser');
  await files.getByRole('button', { name: 'Upload a new version of invoice-e2e.png' }).click();
  await (await chooser).setFiles({ name: 'invoice-e2e-v2.png', mimeType: 'image/png', buffer: PNG });
  await expect(manager.getByText('invoice-e2e-v2.png supersedes invoice-e2e.png on bill E2E-5001')).toBeVisible();
  const superseded = files.getByRole('region', { name: 'Superseded versions' });
  await expect(superseded).toContainText('invoice-e2e.png');
  await expect(superseded).toContainText(/by Maya Haddad, replaced by invoice-e2e-v2\.png/);
  await expect(files.getByRole('button', { name: 'Upload a new version of invoice-e2e-v2.png' })).toBeVisible();
  await expect(files.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
  await expect(manager.getByRole('region', { name: 'Audit trail' })).toContainText(
    'Maya Haddad uploaded a new version: invoice-e2e.png → invoice-e2e-v2.png',
  );
  expect(await axeViolations(manager, '#main-content')).toEqual([]);
  const stored = acmeBills().find((bill) => bill.invoice_number === 'E2E-5001')!;
  expect(stored.attachments.map((file) => [file.file_name, file.superseded_by])).toEqual([
    ['invoice-e2e.png', 'Maya Haddad'],
    ['invoice-e2e-v2.png', null],
  ]);
  await managerContext.close();
  expect(acmeBills().find((bill) => bill.invoice_number === 'E2E-5001')).toMatchObject({
    approval_status: 'approved',
    payment_status: 'paid',
  });

  // The list keeps the tab chosen earlier (react-admin remembers a list's filters): open it with none.
  await page.goto(`/bills?filter=${encodeURIComponent(JSON.stringify({ q: 'E2E-5001' }))}`);
  await expect(page.getByRole('textbox', { name: 'Search' })).toHaveValue('E2E-5001');
  await expect(row(page, 'E2E-5001')).toContainText('Paid');
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitemradio', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'الفواتير' })).toBeVisible();
  await expect(row(page, 'E2E-5001')).toContainText('مدفوعة');
  const numberHeader = await page.getByRole('columnheader', { name: 'رقم الفاتورة' }).boundingBox();
  const vendorHeader = await page.getByRole('columnheader', { name: 'المورّد' }).boundingBox();
  expect(numberHeader!.x).toBeGreaterThan(vendorHeader!.x);
  expect(await axeViolations(page, '#main-content')).toEqual([]);
});
