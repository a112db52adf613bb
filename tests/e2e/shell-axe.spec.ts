import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, openAndSignIn, ACCOUNTS } from './fixtures';

type AxeViolation = { id: string; impact: string | null; nodes: Array<{ target: string[]; html: string }> };

/** A full-page axe scan: the violations to fix, each with where it is. */
async function blockingAxeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: path.resolve('node_modules/axe-core/axe.min.js') });
  const violations = await page.evaluate(async () => {
    type RunOptions = { rules: Record<string, { enabled: boolean }> };
    const axe = (window as unknown as { axe: { run: (context: Document, options: RunOptions) => Promise<{ violations: AxeViolation[] }> } }).axe;
    // label-content-name-mismatch is experimental in axe (off by default); Lighthouse runs it.
    return (await axe.run(document, { rules: { 'label-content-name-mismatch': { enabled: true } } })).violations;
  });
  return violations
    .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? '') || ['list', 'label-content-name-mismatch'].includes(violation.id))
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => `${node.target.join(' ')} ${node.html.slice(0, 160)}`).join(', ')}`);
}

test.beforeEach(async ({ page }) => {
  await openAndSignIn(page, ACCOUNTS.firmAdmin);
  await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();
});

test('the dashboard has no serious axe violations, no invalid lists, names matching their text', async ({ page }) => {
  await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await blockingAxeViolations(page)).toEqual([]);
});

test('My account has no serious axe violations, no invalid lists, names matching their text', async ({ page }) => {
  await page.goto('/my-account');
  await expect(page.getByRole('heading', { name: 'My Account', level: 1 })).toBeVisible();
  expect(await blockingAxeViolations(page)).toEqual([]);
});

test.describe('on a phone (as Lighthouse scans)', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test('the dashboard has no serious axe violations, no invalid lists, names matching their text', async ({ page }) => {
    await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();
    expect(await blockingAxeViolations(page)).toEqual([]);
  });
});
