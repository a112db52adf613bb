import type { Locator, Page } from '@playwright/test';
import type { RunningServer } from '../../server/app.ts';
import type { ExchangeRateList } from '../../src/api/schema';
import { formatMoney } from '../../src/domain/amounts.ts';
import { toCents } from '../../src/domain/cents.ts';
import { convertCents, rateTableFrom, type RateTable } from '../../src/domain/exchangeRates.ts';
import { expect } from './fixtures';

/** The test server's mock database (the `appServer` fixture), to read and change what a page shows. */
export const database = (appServer: unknown) => (appServer as RunningServer).mockApi.context.store.db;

/** An amount in AED cents as the app writes it. */
export const aed = (cents: number, locale = 'en') => formatMoney(cents / 100, 'AED', locale);

/**
 * Issue 35 item 1: the AED total shown in `scope` equals the sum of its converted per-currency lines (opened with
 * "By currency" unless they are open); returns it in cents.
 */
export async function totalEqualsItsLines(scope: Locator, byCurrency = 'By currency', locale = 'en'): Promise<number> {
  const total = scope.locator('[data-base-total]');
  await expect(total).toBeVisible();
  const cents = Number(await total.getAttribute('data-base-total'));
  await expect(total.locator('[data-base-total-value]')).toHaveText(aed(cents, locale));
  // Closed at first; a language switch keeps the page (and an opened list) as it was, so it may be open already.
  const toggle = total.locator('button[aria-expanded]');
  if ((await toggle.getAttribute('aria-expanded')) === 'false') {
    await expect(toggle).toHaveText(byCurrency);
    await toggle.click();
  }
  await expect(total.getByRole('button', { expanded: true })).toBeVisible();
  const lines = total.locator('[data-currency-line]');
  await expect(lines.first()).toBeVisible();
  const lineCents = (await lines.evaluateAll((items) => items.map((item) => Number(item.getAttribute('data-base-cents'))))).reduce(
    (sum, value) => sum + value,
    0,
  );
  expect(lineCents).toBe(cents);
  return cents;
}

/** GET on the mock API as the signed-in user of `page`, in `tenant`: the answer's JSON. */
export async function apiGet<T>(page: Page, path: string, tenant: string): Promise<T> {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'access_token')?.value;
  const response = await page.request.get(path, { headers: { Authorization: `Bearer ${token}`, 'X-Tenant': tenant } });
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

/**
 * Issue 35 item 1: what records add up to in AED cents, each converted at the rates the API gives for its own day
 * (`GET exchange-rates?date=`), as the signed-in user of `page` reads them.
 */
export async function aedAtRecordDays(
  page: Page,
  tenant: string,
  records: readonly { currency: string; amount: number; day: string }[],
): Promise<number> {
  const tables = new Map<string, RateTable>();
  let cents = 0;
  for (const { currency, amount, day } of records) {
    if (!tables.has(day)) {
      const rates = await apiGet<ExchangeRateList>(page, `/api/admin/exchange-rates?date=${day}`, tenant);
      tables.set(day, rateTableFrom(rates.data));
    }
    cents += convertCents(toCents(amount), currency, tables.get(day)!).cents;
  }
  return cents;
}
