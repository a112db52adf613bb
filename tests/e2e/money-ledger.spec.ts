import type { RunningServer } from '../../server/app.ts';
import { ledgerViolations } from '../../server/mock-api/policy/ledgerCheck.ts';
import { axeViolations } from './axe';
import { test, expect, openAndSignIn, ACCOUNTS, RETURNING_USER_DEFAULT_COMPANY_ID } from './fixtures';

/** Issue 33: a limit is a cap, a balance is funded money; each account shows the same three figures and its ledger. */

const db = (appServer: RunningServer) => appServer.mockApi.context.store.db;

test('a person funded from the company: the Funded balance and the Ledger follow, the wallet pays exactly that, a cap shows it holds nothing', async ({
  page,
  appServer,
}) => {
  const store = db(appServer as RunningServer);
  const person = store.members.find(
    (member) => member.company_id === RETURNING_USER_DEFAULT_COMPANY_ID && member.status === 'active' && member.limit.mode === 'inherited',
  )!;
  const wallet = () => store.companies.find((row) => row.id === RETURNING_USER_DEFAULT_COMPANY_ID)!.limit.balance;
  const walletBefore = wallet();

  await openAndSignIn(page, ACCOUNTS.firmAdmin, `/people/transfer/${person.id}`);
  const limit = page.getByRole('region', { name: 'Limit' });
  await expect(limit).toContainText('None of its own');
  await expect(limit).toContainText('Holds no money of its own');
  const ledger = page.getByRole('region', { name: 'Ledger' });
  await expect(ledger).toContainText('No money has moved in or out of this account.');

  const form = page.getByRole('region', { name: 'Move money' });
  await form.getByRole('radio', { name: 'To this person' }).check();
  await form.getByRole('combobox', { name: 'Other side' }).click();
  await page.getByRole('option', { name: 'Company' }).click();
  await form.getByRole('spinbutton', { name: 'Amount' }).fill('640.50');
  await form.getByRole('button', { name: 'Review' }).click();
  await form.getByRole('button', { name: 'Confirm' }).click();

  // The person is prefunded now: it holds what was moved, and its ledger names the other side.
  const funded = limit.getByText('Funded balance', { exact: true }).locator('xpath=following-sibling::*[1]');
  await expect(funded).toHaveText('AED 640.50');
  await expect(limit).toContainText('No cap: spends what it holds');
  const row = ledger.getByRole('row').filter({ hasText: 'Transfer' });
  await expect(row).toContainText('Acme Trading LLC');
  await expect(row).toContainText('AED 640.50');
  expect(wallet()).toBe(Math.round((walletBefore - 640.5) * 100) / 100);
  expect(ledgerViolations(store, RETURNING_USER_DEFAULT_COMPANY_ID)).toEqual([]);
  expect(await axeViolations(page, 'main')).toEqual([]);

  await page.reload();
  await expect(page.getByRole('region', { name: 'Ledger' }).getByRole('row').filter({ hasText: 'Transfer' })).toContainText('AED 640.50');
  await expect(
    page.getByRole('region', { name: 'Limit' }).getByText('Funded balance', { exact: true }).locator('xpath=following-sibling::*[1]'),
  ).toHaveText('AED 640.50');
});

test('a card with a spending limit shows its limit, what was spent against it and what is left, and no money to move', async ({
  page,
  appServer,
}) => {
  const store = db(appServer as RunningServer);
  const card = store.cards.find(
    (row) =>
      row.company_id === RETURNING_USER_DEFAULT_COMPANY_ID &&
      row.status === 'active' &&
      row.limit.mode === 'limit' &&
      row.currency === 'AED',
  )!;
  await openAndSignIn(page, ACCOUNTS.firmAdmin, `/cards/overview/${card.id}`);
  const limit = page.getByRole('region', { name: 'Limit' });
  const figure = (label: string) => limit.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');
  const aed = (amount: number) =>
    amount === 0 ? '-' : `AED ${amount.toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  await expect(figure('Spending limit')).toHaveText(aed(card.limit.amount));
  await expect(figure('Spent against it')).toHaveText(aed(card.limit.spent));
  await expect(figure('Left under the limit')).toHaveText(aed(Math.max(0, Math.round((card.limit.amount - card.limit.spent) * 100) / 100)));
  await expect(figure('Funded balance')).toHaveText('-');
  await expect(limit).toContainText('Holds no money of its own');

  // The Transfers tab says the same: nothing can be moved out of a cap.
  await page.goto(`/cards/transfers/${card.id}`);
  const form = page.getByRole('region', { name: 'Move money' });
  await form.getByRole('combobox', { name: 'Other side' }).click();
  await page.getByRole('option', { name: 'Company' }).click();
  await expect(form.getByText(/^Available balance: AED.0\.00\. It holds no money of its own/)).toBeVisible();
  expect(await axeViolations(page, 'main')).toEqual([]);
});
