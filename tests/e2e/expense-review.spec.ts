import type { RunningServer } from '../../server/app.ts';
import { approvalBlockersOf } from '../../server/mock-api/policy/expenses.ts';
import type { StoredExpense } from '../../server/mock-api/store/types.ts';
import { formatMoney } from '../../src/domain/amounts.ts';
import { expenseTotalsText } from '../../src/domain/expenseTotals.ts';
import { axeViolations } from './axe';
import { test, expect, openAndSignIn, ACCOUNTS, RETURNING_USER_DEFAULT_COMPANY_ID } from './fixtures';

// Issue 12: the expense drawer's receipt, coding, waiting-for, trail and comments; bulk decisions;
// a new out-of-pocket expense; the spender told of a rejection in the bell.
const ACME = RETURNING_USER_DEFAULT_COMPANY_ID;
const DAY_MS = 86_400_000;
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const database = (appServer: unknown) => (appServer as RunningServer).mockApi.context.store.db;

function managerMemberId(appServer: unknown): number {
  const db = database(appServer);
  const user = db.users.find((row) => row.email === ACCOUNTS.manager)!;
  return db.memberships.find((row) => row.user_id === user.id && row.company_id === ACME)!.member_id;
}

/** Recent Acme expenses (within the list's default month) nothing keeps from approval, put up for a decision. */
function submitted(appServer: unknown, count: number, spenderId?: number): StoredExpense[] {
  const db = database(appServer);
  const recent = db.expenses.filter(
    (row) =>
      row.company_id === ACME &&
      (Date.now() - Date.parse(row.spent_at)) / DAY_MS < 20 &&
      row.member_id !== managerMemberId(appServer) &&
      approvalBlockersOf(db, row).length === 0,
  );
  const picked = recent.slice(0, count);
  for (const row of picked) {
    row.status = 'submitted';
    if (spenderId !== undefined) row.member_id = spenderId;
  }
  return picked;
}

const amountOf = (row: StoredExpense) => formatMoney(row.amount, row.currency);

test('the firm admin uploads a receipt, codes, comments on and approves an expense, and finds it all after a reload', async ({
  page,
  appServer,
}) => {
  const [expense] = submitted(appServer, 1);
  expense.receipt = null;
  const db = database(appServer);
  const project = db.projects.find((row) => row.company_id === ACME && row.status === 'active')!;
  await openAndSignIn(page, ACCOUNTS.firmAdmin, `/expenses?expense=${expense.id}`);
  const drawer = page.getByRole('dialog', { name: 'Expense' });
  await expect(drawer.getByRole('heading', { name: expense.merchant })).toBeVisible();
  const waiting = drawer.getByRole('region', { name: 'Waiting for' });
  await expect(waiting.getByText(/^A decision by .*Farah Al Mansoori/)).toBeVisible();

  // A file of a type outside the config list is refused before it is sent.
  const fileInput = drawer.locator('input[type="file"]');
  await fileInput.setInputFiles({ name: 'notes.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
  await expect(drawer.getByRole('alert')).toHaveText(/^The receipt must be a file of type: pdf, jpg, jpeg, png/);
  await fileInput.setInputFiles({ name: 'taxi.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText(`Receipt taxi.png added to the expense from ${expense.merchant}`)).toBeVisible();
  await expect(drawer.getByRole('img', { name: `Receipt of the expense at ${expense.merchant}` })).toBeVisible();
  expect(db.expenses.find((row) => row.id === expense.id)!.receipt?.file_name).toBe('taxi.png');

  // Coding: a project from the catalogue, and a TRN the form refuses until it is valid.
  await drawer.getByRole('combobox', { name: 'Project' }).fill(project.name);
  await page.getByRole('option', { name: project.name }).click();
  await drawer.getByRole('textbox', { name: "Supplier's TRN" }).fill('12345');
  await drawer.getByRole('button', { name: 'Save coding' }).click();
  await expect(drawer.getByText('The TRN must be 15 digits starting with 100.')).toBeVisible();
  await drawer.getByRole('textbox', { name: "Supplier's TRN" }).fill('100123456789003');
  await drawer.getByRole('button', { name: 'Save coding' }).click();
  await expect(page.getByText(`Coding of the expense from ${expense.merchant} saved`)).toBeVisible();
  expect(db.expenses.find((row) => row.id === expense.id)).toMatchObject({ project_id: project.id, supplier_trn: '100123456789003' });

  const trail = drawer.getByRole('region', { name: 'Activity' });
  await trail.getByRole('textbox', { name: 'Add a comment' }).fill('Itemised receipt attached.');
  await trail.getByRole('button', { name: 'Comment' }).click();
  await expect(trail.getByText('Itemised receipt attached.')).toBeVisible();
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);

  await drawer.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(`Expense from ${expense.merchant} (${amountOf(expense)}) approved`)).toBeVisible();
  await page.reload();
  const reloaded = page.getByRole('region', { name: 'Activity' });
  await expect(reloaded.getByText('Receipt added: taxi.png')).toBeVisible();
  await expect(reloaded.getByText(`project: none → ${project.name}`)).toBeVisible();
  await expect(reloaded.getByText('Submitted → Approved')).toBeVisible();
  await expect(reloaded.getByText('Itemised receipt attached.')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Expense' }).getByRole('combobox', { name: 'Project' })).toHaveValue(project.name);
});

test('bulk approval decides the selection and names each expense it could not decide, and why', async ({ page, appServer }) => {
  const [first, second, third, fourth] = submitted(appServer, 4);
  // The fourth waits for a receipt its category needs: it is not approved, and the answer says so.
  const category = database(appServer).categories.find(
    (row) => row.company_id === ACME && row.status === 'active' && row.receipt_required_above !== null,
  )!;
  fourth.category_id = category.id;
  fourth.amount = Math.max(fourth.amount, category.receipt_required_above! + 1);
  fourth.receipt = null;
  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/expenses?filter={"status":["submitted"]}');
  const table = page.getByRole('table');
  for (const row of [first, second, third, fourth]) {
    await table
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: new RegExp(`, ${row.merchant}: open the expense$`) }) })
      .first()
      .getByRole('checkbox')
      .check();
  }
  // Someone else rejects the third while the list is open: it can no longer be approved.
  database(appServer).expenses.find((row) => row.id === third.id)!.status = 'rejected';
  await page.getByRole('button', { name: 'Approve' }).click();
  // The count and the total are stated before anything is decided (issue 35 item 6).
  const question = page.getByRole('dialog', { name: `Approve 4 expenses totalling ${expenseTotalsText([first, second, third, fourth])}?` });
  await question.getByRole('button', { name: 'Approve' }).click();
  const failed = page.getByRole('dialog', { name: 'Some expenses could not be decided' });
  await expect(failed.getByText('2 done. These were left as they were:')).toBeVisible();
  await expect(failed.getByText(`${third.merchant} (${amountOf(third)}): A rejected expense cannot be approved.`)).toBeVisible();
  await expect(
    failed.getByText(`${fourth.merchant} (${amountOf(fourth)}): This expense waits for a receipt; it cannot be approved yet.`),
  ).toBeVisible();
  await failed.getByRole('button', { name: 'Close' }).click();
  const db = database(appServer);
  expect([first, second, fourth].map((row) => db.expenses.find((candidate) => candidate.id === row.id)!.status)).toEqual([
    'approved',
    'approved',
    'submitted',
  ]);
});

test('a new out-of-pocket expense is checked on its fields, then recorded as manual and opened in the drawer', async ({
  page,
  appServer,
}) => {
  const db = database(appServer);
  const category = db.categories.find((row) => row.company_id === ACME && row.status === 'active' && row.parent_id !== null)!;
  const person = db.members.find((row) => row.company_id === ACME && row.status === 'active')!;
  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/expenses?action=create');
  const dialog = page.getByRole('dialog', { name: 'New out-of-pocket expense' });
  await dialog.getByRole('combobox', { name: 'Person' }).fill(person.first_name);
  await page
    .getByRole('option', { name: new RegExp(`^${person.first_name} ${person.last_name}`) })
    .first()
    .click();
  await dialog.getByRole('textbox', { name: 'Merchant' }).fill('Careem');
  await dialog.getByRole('spinbutton', { name: 'Amount' }).fill('0');
  await dialog.getByRole('combobox', { name: 'Category' }).fill(category.name);
  await page
    .getByRole('option', { name: new RegExp(`${category.name}$`) })
    .first()
    .click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(/Must be at least 0.01/)).toBeVisible();
  const before = db.expenses.length;
  await dialog.getByRole('spinbutton', { name: 'Amount' }).fill('84.50');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Out-of-pocket expense from Careem (AED 84.50) recorded')).toBeVisible();
  expect(db.expenses).toHaveLength(before + 1);
  const created = db.expenses.at(-1)!;
  expect(created).toMatchObject({ status: 'manual', merchant: 'Careem', amount: 84.5, member_id: person.id, category_id: category.id });
  await expect(page).toHaveURL(new RegExp(`expense=${created.id}`));
  await expect(page.getByRole('dialog', { name: 'Expense' }).getByRole('heading', { name: 'Careem' })).toBeVisible();
});

test('the spender reads a rejection in the bell and its reason in the drawer, in Arabic right-to-left', async ({
  page,
  appServer,
  browser,
}) => {
  const [expense] = submitted(appServer, 1, managerMemberId(appServer));
  // A receipt on file without bytes: the mock renders it as a PDF from the expense, pdf.js draws it.
  expense.receipt = {
    file_name: `receipt-${expense.id}.pdf`,
    content_type: 'application/pdf',
    size: 0,
    uploaded_at: expense.created_at,
    bytes: null,
  };
  await openAndSignIn(page, ACCOUNTS.firmAdmin, `/expenses?expense=${expense.id}`);
  const drawer = page.getByRole('dialog', { name: 'Expense' });
  await drawer.getByRole('button', { name: 'Reject' }).click();
  const reasonDialog = page.getByRole('dialog', { name: `Reject the expense from ${expense.merchant} (${amountOf(expense)})` });
  await reasonDialog.getByRole('textbox', { name: 'Reason' }).fill('Wrong project.');
  await reasonDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Expense from ${expense.merchant} (${amountOf(expense)}) rejected`)).toBeVisible();

  const spender = await (await browser.newContext()).newPage();
  await openAndSignIn(spender, ACCOUNTS.manager);
  await spender.getByRole('button', { name: 'Profile' }).click();
  await spender.getByRole('menuitemradio', { name: 'العربية' }).click();
  await expect(spender.locator('html')).toHaveAttribute('dir', 'rtl');
  await spender.getByRole('button', { name: /^الإشعارات، \d+ غير مقروءة$/ }).click();
  await spender
    // In Arabic (the API writes the bell in the app's language); the reason as the approver wrote it.
    .getByRole('menuitem', { name: new RegExp(`^رُفض مصروفك لدى .?${expense.merchant} .*: .?Wrong project\\.`) })
    .click();
  // The bell links the expense's own address, which opens it in the Expenses list's drawer.
  await expect(spender).toHaveURL(new RegExp(`/expenses\\?.*\\bexpense=${expense.id}(&|$)`));
  const arabicDrawer = spender.getByRole('dialog', { name: 'المصروف' });
  await expect(arabicDrawer.getByText('Wrong project.').first()).toBeVisible();
  await expect(arabicDrawer.getByRole('img', { name: `إيصال المصروف لدى ${expense.merchant}` })).toBeVisible();
  expect(await axeViolations(spender, '[role="dialog"]')).toEqual([]);
  await spender.context().close();
});
