import type { Page } from '@playwright/test';
import type { RunningServer } from '../../server/app.ts';
import { test, expect, openAndSignIn, ACCOUNTS, RETURNING_USER_DEFAULT_COMPANY_ID } from './fixtures';

const FREEZE_TEXT = 'Are you sure you want to freeze this card? Payments with it will be declined until it is unfrozen.';

/** The card list filtered to active cards through the Status filter, then the first card opened. */
async function openFirstActiveCard(page: Page) {
  await page.goto('/cards');
  await expect(page.getByRole('heading', { name: 'Cards' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Active', exact: true }).click();
  await page.keyboard.press('Escape');
  const rows = page.getByRole('row');
  await expect(rows.nth(1)).toContainText('Active');
  await expect(page.getByRole('row').filter({ hasText: /Frozen|Terminated|Expired|Inactive/ })).toHaveCount(0);
  await rows.nth(1).click();
  await expect(page).toHaveURL(/\/cards\/overview\/\d+$/);
}

test('firm admin filters cards, opens a card, visits every tab, renames it, freezes it and edits its limit', async ({
  page,
  appServer,
}) => {
  await openAndSignIn(page, ACCOUNTS.firmAdmin);
  await openFirstActiveCard(page);
  await expect(page.getByRole('region', { name: 'Card' })).toContainText(/•••• \d{4}/);
  await expect(page.getByRole('region', { name: 'Limit' })).toBeVisible();

  const tabs = page.getByRole('tab');
  await tabs.filter({ hasText: 'Controls' }).click();
  await expect(page).toHaveURL(/\/cards\/cards-control\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Where this card can be used' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Card holder restrictions' })).toBeVisible();
  await tabs.filter({ hasText: 'Expenses' }).click();
  await expect(page).toHaveURL(/\/cards\/expenses\/\d+$/);
  await expect(page.getByText(/No expenses on this card yet|Merchant/).first()).toBeVisible();
  await tabs.filter({ hasText: 'Transfers' }).click();
  await expect(page).toHaveURL(/\/cards\/transfers\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Transfer history' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Move money' })).toBeVisible();
  await tabs.filter({ hasText: 'Overview' }).click();

  // Rename: a blank name stays on the field; the new name is the page title, also after a reload.
  await page.getByRole('button', { name: 'Rename' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename card' });
  await rename.getByLabel('Card name').fill(' ');
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(rename.getByLabel('Card name')).toHaveAttribute('aria-invalid', 'true');
  await rename.getByLabel('Card name').fill('Team offsite 2026');
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(rename).toBeHidden();
  await expect(page.getByRole('heading', { name: /\(Team offsite 2026\)$/ })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: /\(Team offsite 2026\)$/ })).toBeVisible();

  // Freeze, with confirmation; unfreeze is offered only once frozen.
  const actions = page.getByRole('group', { name: 'Quick actions' });
  await expect(actions.getByRole('button', { name: 'Unfreeze', exact: true })).toBeDisabled();
  await actions.getByRole('button', { name: 'Freeze', exact: true }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: FREEZE_TEXT });
  await expect(dialog).toHaveAccessibleName(/^Freeze card •••• \d{4}$/);
  await dialog.getByRole('button', { name: 'Freeze card', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/^Card •••• \d{4} frozen$/)).toBeVisible();
  await expect(page.getByRole('main').getByText('Frozen', { exact: true })).toBeVisible();
  await expect(actions.getByRole('button', { name: 'Freeze', exact: true })).toBeDisabled();
  await page.reload();
  await expect(page.getByRole('main').getByText('Frozen', { exact: true })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Quick actions' }).getByRole('button', { name: 'Unfreeze', exact: true })).toBeEnabled();

  // Given some spending on the card (Spent comes from its expenses, which this card may not have yet).
  const cardId = Number(new URL(page.url()).pathname.split('/').pop());
  const stored = (appServer as RunningServer).mockApi.context.store.db.cards.find((card) => card.id === cardId)!;
  if (stored.limit.spent === 0) stored.limit = { ...stored.limit, spent: 25 };
  await page.reload();

  // Edit the limit: a fixed limit of 987,654.32.
  const limit = page.getByRole('region', { name: 'Limit' });
  await limit.getByRole('button', { name: 'Edit limit' }).click();
  const limitDialog = page.getByRole('dialog', { name: 'Edit limit' });
  await limitDialog.getByRole('radio', { name: 'Limit' }).check();
  await limitDialog.getByRole('spinbutton', { name: 'Amount' }).fill('1234.567');
  await limitDialog.getByRole('button', { name: 'Save' }).click();
  await expect(limitDialog.getByText('Use at most 2 decimals')).toBeVisible();
  // Below what was spent: the API's 422 lands on the amount field.
  await limitDialog.getByRole('spinbutton', { name: 'Amount' }).fill('0.01');
  await limitDialog.getByRole('button', { name: 'Save' }).click();
  await expect(limitDialog.getByText(/The limit cannot be below what was already spent/)).toBeVisible();
  await limitDialog.getByRole('spinbutton', { name: 'Amount' }).fill('987654.32');
  await limitDialog.getByRole('button', { name: 'Save' }).click();
  await expect(limitDialog).toBeHidden();
  await expect(limit).toContainText('987,654.32');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Limit' })).toContainText('987,654.32');
  await expect(page.getByRole('region', { name: 'Limit' })).toContainText('Set on this card');
});

test('the expiry filter is a DD/MM/YYYY day: only cards expiring by then are listed, and typing a new day refilters', async ({
  page,
  appServer,
}) => {
  // Two expiry days of Acme's own cards (the seed is relative to today): a later and an earlier one.
  const days = (appServer as RunningServer).mockApi.context.store.db.cards
    .filter((card) => card.company_id === RETURNING_USER_DEFAULT_COMPANY_ID)
    .map((card) => card.expired_at.slice(0, 10))
    .sort();
  const later = days[Math.floor(days.length * 0.75)];
  const earlier = days[Math.floor(days.length * 0.25)];
  const asDisplay = (day: string) => day.split('-').reverse().join('/');

  await openAndSignIn(page, ACCOUNTS.firmAdmin, `/cards?filter=${encodeURIComponent(JSON.stringify({ expires_before: later }))}`);
  const expiresBefore = page.getByLabel('Expires before');
  await expect(expiresBefore).toHaveValue(asDisplay(later));
  const expiryDays = async () =>
    (await page.getByRole('row').locator('td:last-child').allTextContents()).map((text) => text.split('/').reverse().join('-'));
  const listedUpTo = async (last: string) => {
    const listed = await expiryDays();
    return listed.length > 0 && listed.every((day) => /^\d{4}-\d{2}-\d{2}$/.test(day) && day <= last);
  };
  await expect.poll(() => listedUpTo(later)).toBe(true);

  await expiresBefore.fill(asDisplay(earlier));
  await expect(page).toHaveURL(new RegExp(earlier));
  await expect.poll(() => listedUpTo(earlier)).toBe(true);
});

test('terminating a card asks first, is final after a reload, and takes away rename and move money', async ({ page }) => {
  await openAndSignIn(page, ACCOUNTS.firmAdmin);
  await openFirstActiveCard(page);
  const actions = page.getByRole('group', { name: 'Quick actions' });
  await actions.getByRole('button', { name: 'Terminate', exact: true }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Are you sure you want to terminate this card? This cannot be undone.' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleName(/^Terminate card •••• \d{4}$/);
  await dialog.getByRole('button', { name: 'Terminate card', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/^Card •••• \d{4} terminated$/)).toBeVisible();

  await page.reload();
  await expect(page.getByRole('main').getByText('Terminated', { exact: true })).toBeVisible();
  for (const name of ['Freeze', 'Unfreeze', 'Terminate']) {
    await expect(page.getByRole('group', { name: 'Quick actions' }).getByRole('button', { name, exact: true })).toBeDisabled();
  }
  await expect(page.getByRole('button', { name: 'Rename' })).toHaveCount(0);
  await page.getByRole('tab').filter({ hasText: 'Transfers' }).click();
  await expect(page.getByRole('heading', { name: 'Transfer history' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Move money' })).toHaveCount(0);
});
