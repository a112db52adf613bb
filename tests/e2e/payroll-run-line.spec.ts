import type { RunningServer } from '../../server/app.ts';
import { formatMoney } from '../../src/domain/amounts.ts';
import { test, expect, openAndSignIn, ACCOUNTS } from './fixtures';
import { COMPANIES } from './session-helpers';

// Issue 34 item 5: a draft line's save shows the line the API answered and the run's totals follow,
// without reloading the page. The mock keeps a run's totals in AED.
const dbOf = (appServer: RunningServer) => appServer.mockApi.context.store.db;
const thisMonth = () => new Date(Date.now() + 4 * 3_600_000).toISOString().slice(0, 7);
const monthName = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

test("a draft line's variable pay is saved: the line and the run's net pay follow at once", async ({ page, appServer }) => {
  const month = thisMonth();
  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/payroll/salary-processing?action=create');
  await page.getByRole('dialog', { name: 'Prepare a salary run' }).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: `Salary run of ${monthName(month)}` })).toBeVisible();
  const run = dbOf(appServer as RunningServer).salaryRuns.find((row) => row.company_id === COMPANIES.acme.id && row.month === month)!;
  const line = run.lines[0];
  const netPay = page.getByTestId('run-net-pay');
  await expect(netPay).toHaveText(formatMoney(run.totals.net_pay, 'AED'));
  const before = run.totals.net_pay;

  await page.getByRole('button', { name: `Edit the pay of ${line.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Pay of ${line.name} this month` });
  await dialog.getByRole('spinbutton', { name: 'Variable pay' }).fill(String(line.variable_pay + 1234.5));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Pay of ${line.name} saved`)).toBeVisible();

  const after = dbOf(appServer as RunningServer).salaryRuns.find((row) => row.id === run.id)!.totals.net_pay;
  expect(after).toBeGreaterThan(before);
  await expect(netPay).toHaveText(formatMoney(after, 'AED'));
});
