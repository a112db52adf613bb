import type { RunningServer } from '../../server/app.ts';
import { axeViolations } from './axe';
import { test, expect, openAndSignIn, ACCOUNTS, RETURNING_USER_DEFAULT_COMPANY_ID } from './fixtures';

// Issue 13 (mailbox): the Inbox lists the company's e-mails with the §3 classification filter and
// counts; opening one marks it read and the badge follows; a person reclassifies it; PDFs preview.
const ACME = RETURNING_USER_DEFAULT_COMPANY_ID;
const database = (appServer: unknown) => (appServer as RunningServer).mockApi.context.store.db;

test('the Inbox badge and counts follow reading, unreading and classifying an e-mail; its invoice PDF previews', async ({
  page,
  appServer,
}) => {
  const db = database(appServer);
  const mail = db.mailbox.filter((row) => row.company_id === ACME);
  const unreadCount = mail.filter((row) => row.read_at === null).length;
  const unclassifiedCount = mail.filter((row) => row.classification_id === null).length;
  const item =
    mail.filter((row) => row.read_at === null && row.classification_id === null && row.attachments[0]?.document?.kind === 'invoice')[0] ??
    mail.find((row) => row.read_at === null && row.attachments[0]?.document?.kind === 'invoice')!;
  item.classification_id = null;
  const unclassified = mail.filter((row) => row.classification_id === null).length;
  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/mailbox');
  const inbox = page.getByRole('link', { name: new RegExp(`^Inbox.*${unreadCount}`) });
  await expect(inbox).toBeVisible();
  await expect(page.getByRole('tab', { name: `Unclassified (${unclassified})` })).toBeVisible();
  expect(unclassifiedCount).toBeGreaterThan(0);
  await page.getByRole('tab', { name: `Unclassified (${unclassified})` }).click();
  await expect(page).toHaveURL(/is_classified/);
  expect(await axeViolations(page, '#main-content')).toEqual([]);

  const escaped = item.subject.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await page.getByRole('link', { name: new RegExp(`, ${escaped}: open the e-mail$`) }).click();
  const drawer = page.getByRole('dialog', { name: 'E-mail' });
  await expect(drawer.getByRole('heading', { name: item.subject })).toBeVisible();
  const fileName = item.attachments[0].file_name;
  await expect(drawer.getByRole('img', { name: `${fileName}, attached to “${item.subject}”` })).toBeVisible();
  await expect.poll(() => db.mailbox.find((row) => row.id === item.id)!.read_at).not.toBeNull();
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);

  // The drawer is modal: the sidebar's badge is read once it is closed.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('link', { name: new RegExp(`^Inbox.*${unreadCount - 1}`) })).toBeVisible();

  await page.getByRole('link', { name: new RegExp(`, ${escaped}: open the e-mail$`) }).click();
  await drawer.getByRole('button', { name: 'Mark as unread' }).click();
  await expect.poll(() => db.mailbox.find((row) => row.id === item.id)!.read_at).toBeNull();
  await drawer.getByRole('combobox', { name: 'Classification' }).click();
  await page.getByRole('option', { name: 'Invoice' }).click();
  await expect(page.getByText(`“${item.subject}” classified as Invoice`)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('tab', { name: `Unclassified (${unclassified - 1})` })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(`^Inbox.*${unreadCount}`) })).toBeVisible();
});

test('the rules classify the waiting e-mails; the Inbox reads right to left in Arabic', async ({ page, appServer }) => {
  const db = database(appServer);
  const waiting = db.mailbox.filter((row) => row.company_id === ACME && row.classification_id === null).length;
  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/mailbox');
  await page.getByRole('button', { name: `Classify ${waiting} e-mail${waiting === 1 ? '' : 's'} by the rules` }).click();
  await expect(page.getByText(`${waiting} e-mail${waiting === 1 ? '' : 's'} classified`)).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Unclassified (0)' })).toBeVisible();
  const invoices = db.mailbox.filter(
    (row) => row.company_id === ACME && db.classifications.find((c) => c.id === row.classification_id)?.name === 'Invoice',
  ).length;
  await page.getByRole('button', { name: `Invoice (${invoices})` }).click();
  await expect(page).toHaveURL(/classification_id/);

  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitemradio', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('tab', { name: /^غير مصنفة \(0\)$/ })).toBeVisible();
  expect(await axeViolations(page, '#main-content')).toEqual([]);
});

test('an e-mailed invoice becomes a bill: its PDF is read, the form is pre-filled and says what was read, the bill keeps the PDF', async ({
  page,
  appServer,
}) => {
  const db = database(appServer);
  const item = db.mailbox.find((row) => row.company_id === ACME && row.attachments[0]?.document?.kind === 'invoice')!;
  const document = item.attachments[0].document!;
  const vendor = db.counterparts.find((row) => row.company_id === ACME && row.trn === document.vendor_trn)!;
  await openAndSignIn(page, ACCOUNTS.firmAdmin, `/mailbox?email=${item.id}`);
  const drawer = page.getByRole('dialog', { name: 'E-mail' });
  await drawer.getByRole('button', { name: 'Create bill' }).click();
  const form = page.getByRole('dialog', { name: 'New bill' });
  await expect(
    form.getByText(`Read from ${item.attachments[0].file_name}: TRN, invoice number, invoice date, due date, subtotal, VAT, total.`),
  ).toBeVisible();
  await expect(form.getByText('The vendor was matched by its TRN.')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Invoice number' })).toHaveValue(document.number);
  expect(await axeViolations(page, '[role="dialog"]:last-of-type')).toEqual([]);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/bills\/overview\/\d+/);
  const bill = db.bills.find((row) => row.invoice_number === document.number && row.company_id === ACME)!;
  expect(bill).toMatchObject({ vendor_id: vendor.id, source: 'mailbox', invoice_date: document.issued_on, due_date: document.due_on });
  expect(bill.attachments.map((attachment) => attachment.file_name)).toEqual([item.attachments[0].file_name]);
  await page.goto(`/mailbox?email=${item.id}`);
  await expect(
    page.getByRole('dialog', { name: 'E-mail' }).getByRole('link', { name: `${document.number} · ${vendor.name}` }),
  ).toBeVisible();
});
