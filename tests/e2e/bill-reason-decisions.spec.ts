import type { Page } from '@playwright/test';
import type { RunningServer } from '../../server/app.ts';
import { test, expect, openAndSignIn, ACCOUNTS } from './fixtures';
import { axeViolations } from './axe';
import { COMPANIES } from './session-helpers';

/** Seeded bills of Acme waiting for approval, none created by a seeded account (the firm admin may decide them). */
const pendingBills = (appServer: RunningServer) =>
  appServer.mockApi.context.store.db.bills.filter(
    (bill) => bill.company_id === COMPANIES.acme.id && bill.approval_status === 'pending_approval' && !bill.is_void && !bill.is_on_hold,
  );

const openBill = async (page: Page, id: number, number: string) => {
  await page.goto(`/bills/overview/${id}`);
  await expect(page.getByRole('heading', { name: new RegExp(number) }).first()).toBeVisible();
};

test('a bill rejected without a reason shows the API’s refusal on the reason field; with one, the bill reads Rejected at once', async ({
  page,
  appServer,
}) => {
  const [bill] = pendingBills(appServer);
  await openAndSignIn(page, ACCOUNTS.firmAdmin, `/bills/overview/${bill.id}`);
  await expect(page.getByRole('heading', { name: new RegExp(bill.invoice_number) }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Reject bill' }).click();
  const dialog = page.getByRole('dialog', { name: `Reject bill ${bill.invoice_number}` });
  // Empty: the form's own check, on the field.
  await dialog.getByRole('button', { name: 'Reject bill' }).click();
  await expect(dialog.getByText('Write the reason.')).toBeVisible();
  // Only spaces pass the form; the API refuses them with a 422 on `reason`, which lands on the field too.
  const reason = dialog.getByRole('textbox', { name: /Why it is rejected/ });
  await reason.fill('   ');
  await dialog.getByRole('button', { name: 'Reject bill' }).click();
  await expect(dialog.getByText('Say why the bill is rejected.')).toBeVisible();
  await expect(reason).toHaveAttribute('aria-invalid', 'true');
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
  expect(pendingBills(appServer).some((row) => row.id === bill.id)).toBe(true);

  await reason.fill('Wrong vendor on the invoice.');
  await dialog.getByRole('button', { name: 'Reject bill' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(new RegExp(`Bill ${bill.invoice_number} from .+ rejected`))).toBeVisible();
  // The API's answer is on screen without a reload: its reason and no Reject button.
  await expect(page.getByText('Rejected: Wrong vendor on the invoice.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reject bill' })).toHaveCount(0);
});

test('Arabic: voiding a bill with only spaces for a reason shows the API’s refusal, in Arabic, on the field', async ({
  page,
  appServer,
}) => {
  const [, bill] = pendingBills(appServer);
  await openAndSignIn(page, ACCOUNTS.firmAdmin, `/bills/overview/${bill.id}`);
  await openBill(page, bill.id, bill.invoice_number);
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitemradio', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: 'إلغاء', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `إلغاء الفاتورة ${bill.invoice_number}` });
  const reason = dialog.getByRole('textbox', { name: /سبب الإلغاء/ });
  await reason.fill('   ');
  await dialog.getByRole('button', { name: 'إلغاء الفاتورة' }).click();
  // The contract's minLength: the validator's 422, in the app's language, on the field.
  await expect(dialog.getByText(/يجب ألا يقل طول الحقل/)).toBeVisible();
  await expect(reason).toHaveAttribute('aria-invalid', 'true');
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
});
