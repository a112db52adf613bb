import { isBillOverdue } from '../../src/domain/billLifecycle';
import { dubaiToday } from '../../src/domain/accountingLock';
import { test, expect, openAndSignIn, ACCOUNTS } from './fixtures';
import { axeViolations } from './axe';
import { COMPANIES } from './session-helpers';

test('bills: the overdue and due-this-week strip counts from the data and opens exactly the list it counts, in English and Arabic', async ({
  page,
  appServer,
}) => {
  const { db } = appServer.mockApi.context.store;
  const acme = () => db.bills.filter((bill) => bill.company_id === COMPANIES.acme.id);
  const overdueCount = () => acme().filter((bill) => isBillOverdue(bill, dubaiToday())).length;
  const before = overdueCount();
  expect(before).toBeGreaterThan(0);

  await openAndSignIn(page, ACCOUNTS.firmAdmin, `/bills?filter=${encodeURIComponent('{}')}`);
  const overdue = page.getByTestId('bills-overdue');
  await expect(overdue).toContainText(`Overdue: ${before} bill`);
  expect(await axeViolations(page, '#main-content')).toEqual([]);

  // The figure is the list it opens: the same count and the same total as the list's own total line.
  const label = (await overdue.textContent())!;
  const amount = /AED\s([\d,]+\.\d\d)/.exec(label)![1];
  await overdue.click();
  await expect(page.getByRole('status').filter({ hasText: /^Total:/ })).toHaveText(
    new RegExp(`Total: AED\\s${amount.replace(/[.,]/g, '\\$&')} for ${before} bills?`),
  );

  // Another bill falls due yesterday: the strip counts it at the next reading.
  const nextDue = acme().find((bill) => !bill.is_void && bill.payment_status === 'unpaid' && !isBillOverdue(bill, dubaiToday()))!;
  nextDue.due_date = '2026-01-01';
  await page.reload();
  await expect(page.getByTestId('bills-overdue')).toContainText(`Overdue: ${before + 1} bills`);
  expect(overdueCount()).toBe(before + 1);

  const week = page.getByTestId('bills-due_this_week');
  await expect(week).toContainText(/Due in the next 7 days: \d+ bills? · AED\s[\d,]+\.\d\d/);

  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitemradio', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('bills-overdue')).toContainText('متأخرة');
  await expect(page.getByRole('group', { name: 'الفواتير المستحقة' })).toBeVisible();
});
