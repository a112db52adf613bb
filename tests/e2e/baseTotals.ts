import type { Locator } from '@playwright/test';
import type { RunningServer } from '../../server/app.ts';
import { formatMoney } from '../../src/domain/amounts.ts';
import { expect } from './fixtures';

/** The test server's mock database (the `appServer` fixture), to read and change what a page shows. */
export const database = (appServer: unknown) => (appServer as RunningServer).mockApi.context.store.db;

/** An amount in AED cents as the app writes it. */
export const aed = (cents: number, locale = 'en') => formatMoney(cents / 100, 'AED', locale);

/**
 * Issue 35 item 1: the AED total shown in `scope` equals the sum of its converted per-currency lines (opened with
 * "By currency"); returns it in cents.
 */
export async function totalEqualsItsLines(scope: Locator, byCurrency = 'By currency', locale = 'en'): Promise<number> {
  const total = scope.locator('[data-base-total]');
  await expect(total).toBeVisible();
  const cents = Number(await total.getAttribute('data-base-total'));
  await expect(total.locator('[data-base-total-value]')).toHaveText(aed(cents, locale));
  const toggle = total.getByRole('button', { name: byCurrency });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
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
