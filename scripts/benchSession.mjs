// The signed-in browser state the browser benches start every cold run from: a returning firm admin with
// the company of scripts/benchPages.ts active, as the browser keeps it after a sign-in.
import { SEEDED_ACCOUNTS, SEEDED_PASSWORD } from '../server/mock-api/store/seed/index.ts';
import { RETURNING_COMPANY } from './benchPages.ts';

export async function signedInState(browser, origin, viewport) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(`${origin}/login`);
  await page.evaluate((companyId) => localStorage.setItem('default_company_id', companyId), RETURNING_COMPANY.id);
  await page.getByRole('textbox', { name: 'Email' }).fill(SEEDED_ACCOUNTS.firmAdmin);
  await page.getByLabel('Password', { exact: true }).fill(SEEDED_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.locator('tbody tr.RaDataTable-row, main').first().waitFor();
  await page.waitForFunction(() => document.cookie.includes('active_subtenant_id='));
  const state = await context.storageState();
  await context.close();
  return state;
}
