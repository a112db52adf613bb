import { test, expect, openAndSignIn, ACCOUNTS } from './fixtures';
import { COMPANIES } from './session-helpers';

/** A day as the DayInput takes it and shows it (DD/MM/YYYY), `days` from today in Dubai. */
function dubaiDay(days: number): string {
  const day = new Date(Date.now() + 4 * 3_600_000 + days * 86_400_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(day.getUTCDate())}/${pad(day.getUTCMonth() + 1)}/${day.getUTCFullYear()}`;
}

test('a bill paid in full for a later day shows the payment on its way and its day, not only "Left to pay 0.00"', async ({
  page,
  appServer,
}) => {
  // The payment stays scheduled for the whole test (the mock's timing option).
  appServer.mockApi.context.options.billPaymentStepMs = 600_000;
  const { db } = appServer.mockApi.context.store;
  const bill = db.bills.find(
    (row) => row.company_id === COMPANIES.acme.id && row.approval_status === 'approved' && row.payments.length === 0 && !row.is_on_hold,
  )!;
  await openAndSignIn(page, ACCOUNTS.firmAdmin, `/bills/overview/${bill.id}`);
  await expect(page.getByTestId('bill-on-its-way')).toHaveCount(0);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  const pay = page.getByRole('dialog', { name: new RegExp(`^Pay bill ${bill.invoice_number}`) });
  const day = dubaiDay(5);
  await pay.getByLabel('Payment day').fill(day);
  await pay.getByRole('button', { name: /^Pay AED/ }).click();
  await expect(pay).toBeHidden();

  const total = bill.total.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  await expect(page.getByTestId('bill-on-its-way')).toHaveText(new RegExp(`AED\\s${total} · next on ${day}`));
  await expect(page.getByText(/Left to pay/).locator('..')).toContainText(/AED\s0\.00/);
  expect(db.bills.find((row) => row.id === bill.id)!.payments.map((payment) => payment.status)).toEqual(['scheduled']);
});
