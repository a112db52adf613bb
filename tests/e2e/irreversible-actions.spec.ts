import type { Page } from '@playwright/test';
import type { RunningServer } from '../../server/app.ts';
import type { Limit } from '../../server/mock-api/store/types.ts';
import { axeViolations } from './axe';
import { apiHeaders } from '../support/apiSignIn';
import { test, expect, openAndSignIn, ACCOUNTS, RETURNING_USER_DEFAULT_COMPANY_ID } from './fixtures';

/** The money an account holds of its own: only a prefunded (balance) account holds any. */
const ownMoney = (limit: Limit) => (limit.mode === 'balance' ? limit.balance : 0);
const money = (amount: number, currency: string) =>
  `${currency} ${amount.toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const db = (appServer: RunningServer) => appServer.mockApi.context.store.db;

/**
 * A person of Acme with money of their own and funded cards in two currencies: one who holds a funded
 * card in another currency gets money from the company and a new AED card funded from it, through the
 * API (a limit is not money: only moves make balances).
 */
async function personWithFundedCards(appServer: RunningServer) {
  const { members, cards } = db(appServer);
  const person = members.find(
    (member) =>
      member.company_id === RETURNING_USER_DEFAULT_COMPANY_ID &&
      member.status === 'active' &&
      member.limit.mode !== 'limit' &&
      cards.some((card) => card.member_id === member.id && card.currency !== 'AED' && ownMoney(card.limit) > 0),
  )!;
  const headers = {
    ...(await apiHeaders(appServer.url, ACCOUNTS.firmAdmin, RETURNING_USER_DEFAULT_COMPANY_ID)),
    'Content-Type': 'application/json',
  };
  const call = async (path: string, body: unknown) => {
    const response = await fetch(`${appServer.url}/api/admin/${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    expect(response.status, path).toBe(201);
    return (await response.json()).data;
  };
  await call('transfers', { from: { type: 'company' }, to: { type: 'member', id: person.id }, amount: 1_250.75 });
  const card = await call('cards', { name: 'E2E travel', member_id: person.id, type: '1', limit: { mode: '1', amount: 0 } });
  await call('transfers', { from: { type: 'member', id: person.id }, to: { type: 'card', id: card.id }, amount: 300 });
  const held = cards.filter((card) => card.member_id === person.id);
  const totals = new Map<string, number>();
  for (const card of held) {
    if (ownMoney(card.limit) > 0)
      totals.set(card.currency, Math.round(((totals.get(card.currency) ?? 0) + card.limit.balance) * 100) / 100);
  }
  const open = held.filter((card) => card.status !== 'terminated' && card.status !== 'expired').length;
  return { person, name: `${person.first_name} ${person.last_name}`, open, totals };
}

const transferCalls = (page: Page) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/admin/transfers') calls.push(request.url());
  });
  return calls;
};

test('remove member names the person, lists the cards and balances that return to the company, then confirms by name', async ({
  page,
  appServer,
}) => {
  const { person, name, open, totals } = await personWithFundedCards(appServer);
  await openAndSignIn(page, ACCOUNTS.firmAdmin, `/people/overview/${person.id}`);
  await page.getByRole('button', { name: 'Remove member' }).click();
  const dialog = page.getByRole('dialog', { name: `Remove ${name}` });
  await expect(dialog).toContainText('Are you sure you want to remove this member?');
  const consequences = dialog.getByRole('list', { name: 'What will happen' });
  await expect(consequences).toContainText(`${open} cards will be terminated.`);
  for (const [currency, amount] of totals) await expect(consequences).toContainText(money(amount, currency));
  await expect(consequences).toContainText(`Balance of ${name}: ${money(person.limit.balance, 'AED')}.`);
  await expect(consequences).toContainText('All of it returns to the funds of Acme Trading LLC, recorded as transfers.');
  const confirm = dialog.getByRole('button', { name: 'Remove member' });
  await expect(confirm).toHaveCSS('background-color', 'rgb(198, 40, 40)');
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);

  await confirm.click();
  await expect(page).toHaveURL(/\/people(\?|$)/);
  await expect(page.getByText(`${name} removed`, { exact: true })).toBeVisible();
  // Nothing is stranded: every card of the person holds no money of its own any more.
  const left = db(appServer).cards.filter((card) => card.member_id === person.id && ownMoney(card.limit) > 0);
  expect(left).toEqual([]);
});

test('delete department states the members left without one and the balance that returns, then confirms by name', async ({
  page,
  appServer,
}) => {
  const department = db(appServer).departments.find(
    (row) => row.company_id === RETURNING_USER_DEFAULT_COMPANY_ID && ownMoney(row.limit) > 0,
  )!;
  const members = db(appServer).members.filter((row) => row.department_id === department.id).length;
  await openAndSignIn(page, ACCOUNTS.firmAdmin, `/settings/departments/overview/${department.id}`);
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Delete department ${department.name}` });
  await expect(dialog).toContainText('Are you sure you want to delete this department?');
  const consequences = dialog.getByRole('list', { name: 'What will happen' });
  await expect(consequences).toContainText(`${members} members will have no department.`);
  await expect(consequences).toContainText(
    `The balance of ${money(department.limit.balance, 'AED')} returns to the funds of Acme Trading LLC, recorded as a transfer.`,
  );
  await dialog.getByRole('button', { name: 'Delete department' }).click();
  await expect(page.getByText(`Department ${department.name} deleted`, { exact: true })).toBeVisible();
});

test('move money sends nothing until Confirm: review shows both sides and balances, Back keeps the values', async ({ page, appServer }) => {
  const { person, name } = await personWithFundedCards(appServer);
  const calls = transferCalls(page);
  await openAndSignIn(page, ACCOUNTS.firmAdmin, `/people/transfer/${person.id}`);
  const form = page.getByRole('region', { name: 'Move money' });
  await form.getByRole('radio', { name: 'To this person' }).check();
  await form.getByRole('combobox', { name: 'Other side' }).click();
  await page.getByRole('option', { name: 'Company' }).click();
  const amount = form.getByRole('spinbutton', { name: 'Amount' });
  await amount.fill('12.34');
  await form.getByRole('button', { name: 'Review' }).click();

  const review = form.getByRole('region', { name: 'Review the transfer' });
  await expect(review.getByRole('row', { name: /^From/ })).toContainText('Acme Trading LLC');
  await expect(review.getByRole('row', { name: /^To/ })).toContainText(name);
  await expect(review.getByRole('row', { name: /^Amount/ })).toContainText('AED 12.34');
  const before = person.limit.balance;
  await expect(review.getByRole('row', { name: `Balance of ${name}` })).toContainText(
    `${money(before, 'AED')} → ${money(Math.round((before + 12.34) * 100) / 100, 'AED')}`,
  );
  await expect(review.getByRole('row', { name: 'Balance of Acme Trading LLC' })).toContainText('→');
  expect(await axeViolations(page, 'main')).toEqual([]);
  expect(calls).toHaveLength(0);

  await review.getByRole('button', { name: 'Back' }).click();
  await expect(amount).toHaveValue('12.34');
  expect(calls).toHaveLength(0);
  await form.getByRole('button', { name: 'Review' }).click();
  expect(calls).toHaveLength(0);
  await form.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(`AED 12.34 moved from Acme Trading LLC to ${name}`, { exact: true })).toBeVisible();
  expect(calls).toHaveLength(1);
});

test('a field error shows on its field without the generic "The form is not valid" banner', async ({ page, appServer }) => {
  const { person } = await personWithFundedCards(appServer);
  await openAndSignIn(page, ACCOUNTS.firmAdmin, `/people/transfer/${person.id}`);
  const form = page.getByRole('region', { name: 'Move money' });
  await form.getByRole('button', { name: 'Review' }).click();
  await expect(form.getByText('Required').first()).toBeVisible();
  await expect(page.getByText('The form is not valid. Please check for errors')).toHaveCount(0);
  await expect(form.getByRole('region', { name: 'Review the transfer' })).toHaveCount(0);
});

test('in Arabic the remove dialog names the person and lists the consequences in Arabic', async ({ page, appServer }) => {
  const { person, name, open } = await personWithFundedCards(appServer);
  await openAndSignIn(page, ACCOUNTS.firmAdmin, `/people/overview/${person.id}`);
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitemradio', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: 'إزالة العضو' }).click();
  const dialog = page.getByRole('dialog', { name: `إزالة ${name}` });
  await expect(dialog).toContainText('هل أنت متأكد من أنك تريد إزالة هذا العضو؟');
  await expect(dialog.getByRole('list', { name: 'ما الذي سيحدث' })).toContainText(`سيتم إنهاء ${open} بطاقات.`);
  await expect(dialog.getByRole('button', { name: 'إزالة العضو' })).toBeVisible();
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
});
