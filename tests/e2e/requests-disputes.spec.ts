import type { Page } from '@playwright/test';
import type { RunningServer } from '../../server/app.ts';
import { formatMoney } from '../../src/domain/amounts.ts';
import { dayOf, dubaiToday } from '../../src/domain/accountingLock.ts';
import { isCardClosed } from '../../src/domain/cardActions.ts';
import { cardLast4, cardOptionLabel } from '../../src/domain/cards.ts';
import { recentSpend, recentSpendWindow } from '../../src/domain/recentSpend.ts';
import { apiHeaders } from '../support/apiSignIn';
import { CAPTURED_CARD_STATUSES } from '../../src/domain/disputes.ts';
import { test, expect, openAndSignIn, ACCOUNTS } from './fixtures';
import { navigateInAppUntilShown } from './navigation';
import { axeViolations } from './axe';
import { COMPANIES, openCompanySwitcher, switchCompanyTo } from './session-helpers';

/** Issue 14: card and limit requests (`/requests`) and disputes of card expenses (`/disputes`). */

const dbOf = (appServer: RunningServer) => appServer.mockApi.context.store.db;
const personOf = (appServer: RunningServer, email: string) => {
  const db = dbOf(appServer);
  const user = db.users.find((row) => row.email === email)!;
  const membership = db.memberships.find((row) => row.user_id === user.id && row.company_id === COMPANIES.acme.id)!;
  return db.members.find((row) => row.id === membership.member_id)!;
};
const pendingRequest = (appServer: RunningServer, email: string, kind: 'card' | 'limit') =>
  dbOf(appServer).spendRequests.find(
    (row) =>
      row.company_id === COMPANIES.acme.id &&
      row.status === 'pending' &&
      row.kind === kind &&
      row.requester_member_id === personOf(appServer, email).id,
  )!;

/** A day as the DayInput takes it (DD/MM/YYYY), `days` from today in Dubai. */
function typedDay(days: number): string {
  const day = new Date(Date.now() + 4 * 3_600_000 + days * 86_400_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(day.getUTCDate())}/${pad(day.getUTCMonth() + 1)}/${day.getUTCFullYear()}`;
}

/** A 1×1 PNG: evidence the preview shows inline. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function toArabic(page: Page) {
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitemradio', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

test('a card request declined with a reason reaches the requester in the bell, who reads it in Arabic right to left', async ({
  page,
  browser,
  appServer,
}) => {
  const request = pendingRequest(appServer, ACCOUNTS.member, 'card');
  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/requests');
  await expect(page.getByRole('heading', { name: 'Requests', exact: true })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Virtual card: Software subscriptions' });
  await expect(row).toContainText('Omar Khalil');
  await expect(row).toContainText('Pending');
  expect(await axeViolations(page, '#main-content')).toEqual([]);
  await row.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/requests/overview/${request.id}$`));
  await expect(page.getByRole('heading', { name: 'Request of Omar Khalil' })).toBeVisible();
  await page.getByRole('button', { name: 'Decline' }).click();
  const dialog = page.getByRole('dialog', { name: 'Decline the request of Omar Khalil' });
  await expect(dialog).toContainText('Omar Khalil will be notified with your reason.');
  await dialog.getByRole('textbox', { name: 'Why is it declined?' }).fill('Use the design team card.');
  expect(await axeViolations(page, '[role=dialog]')).toEqual([]);
  await dialog.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByText('Request of Omar Khalil (Virtual card: Software subscriptions) declined')).toBeVisible();
  await expect(page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: 'Use the design team card.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  expect(dbOf(appServer).spendRequests.find((row) => row.id === request.id)).toMatchObject({
    status: 'declined',
    decline_reason: 'Use the design team card.',
  });

  const requester = await (await browser.newContext()).newPage();
  // The requester asks for a card of their own (the quick action's ?action=create); only they may withdraw it.
  await openAndSignIn(requester, ACCOUNTS.member, '/requests?action=create');
  const ask = requester.getByRole('dialog', { name: 'Ask for a card or a new limit' });
  await ask.getByRole('textbox', { name: 'Purpose' }).fill('Books');
  await ask.getByRole('spinbutton', { name: 'Requested limit' }).fill('900');
  await ask.getByRole('textbox', { name: 'Reason' }).fill('Training');
  expect(await axeViolations(requester, '[role=dialog]')).toEqual([]);
  await ask.getByRole('button', { name: 'Save' }).click();
  await expect(requester.getByText('Your request (Virtual card: Books) was sent')).toBeVisible();
  const own = requester.getByRole('row').filter({ hasText: 'Virtual card: Books' });
  await expect(own).toContainText('Pending');
  await own.getByRole('link', { name: /Omar Khalil/ }).click();
  await expect(requester).toHaveURL(/\/requests\/overview\/\d+$/);
  await expect(requester.getByRole('button', { name: 'Withdraw' })).toBeVisible();
  await expect(requester.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await toArabic(requester);
  await requester.getByRole('button', { name: /^الإشعارات، \d+ غير مقروءة$/ }).click();
  // The notification reads in Arabic (the API writes it in the language the app asks for); the reason as written.
  await requester.getByRole('menuitem', { name: /^رُفض طلبك للحصول على بطاقة افتراضية: .?Use the design team card\./ }).click();
  await expect(requester).toHaveURL(new RegExp(`/requests/overview/${request.id}$`));
  await expect(requester.getByRole('heading', { name: 'طلب Omar Khalil' })).toBeVisible();
  await expect(requester.getByText('مرفوض').first()).toBeVisible();
  await expect(requester.getByText('Use the design team card.')).toBeVisible();
  expect(await axeViolations(requester, '#main-content')).toEqual([]);
  await requester.goto('/requests');
  await expect(requester.getByRole('heading', { name: 'الطلبات', exact: true })).toBeVisible();
  const requesterHeader = await requester.getByRole('columnheader', { name: 'مقدم الطلب' }).boundingBox();
  const statusHeader = await requester.getByRole('columnheader', { name: 'الحالة' }).boundingBox();
  expect(requesterHeader!.x).toBeGreaterThan(statusHeader!.x);
  expect(await axeViolations(requester, '#main-content')).toEqual([]);
  await requester.context().close();
});

test('a limit request approved changes the card limit; the manager cannot approve their own request and is told why', async ({
  page,
  browser,
  appServer,
}) => {
  const request = pendingRequest(appServer, ACCOUNTS.member, 'limit');
  const card = dbOf(appServer).cards.find((row) => row.id === request.target_id)!;
  const newLimit = formatMoney(request.new_amount!, card.limit.currency);
  const money = (amount: number) => formatMoney(amount, card.limit.currency);
  const before = { ...card.limit };
  // What the card spent in the last 30 Dubai days, from its stored expenses.
  const recent = recentSpend(
    dbOf(appServer)
      .expenses.filter((row) => row.card_id === card.id)
      .map((row) => ({ ...row, day: dayOf(row.spent_at)! })),
    card.limit.currency,
    recentSpendWindow(dubaiToday()),
  );
  await openAndSignIn(page, ACCOUNTS.firmAdmin, `/requests/overview/${request.id}`);
  await expect(page.getByTestId('request-new-amount')).toHaveText(newLimit);
  // Issue 33: who decides sees the card as it stands: its limit, what it spent, and its last 30 days.
  const target = `${cardLast4(card.number)} (${card.name})`;
  const now = page.getByRole('region', { name: `${target} now` });
  await expect(now.getByTestId('request-current-limit')).toHaveText(money(before.amount));
  await expect(now.getByTestId('request-spent')).toHaveText(money(before.spent));
  await expect(now.getByTestId('request-recent-spend')).toHaveText(
    `${money(recent.amount)} (${recent.count === 1 ? '1 expense' : `${recent.count} expenses`})`,
  );
  expect(await axeViolations(page, '#main-content')).toEqual([]);
  await page.getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve the request of Omar Khalil' });
  await expect(dialog).toContainText(`becomes ${newLimit}`);
  await expect(dialog).toContainText(`Limit of ${target}: ${money(before.amount)} → ${newLimit}`);
  await expect(dialog).toContainText(`It has spent ${money(before.spent)}, ${money(recent.amount)} of it in the last 30 days.`);
  expect(await axeViolations(page, '[role=dialog]')).toEqual([]);
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(/Request of Omar Khalil \(New limit for .*\) approved/)).toBeVisible();
  await expect(page.getByText('Approved').first()).toBeVisible();
  expect(card.limit).toMatchObject({ mode: 'limit', amount: request.new_amount });
  await page.goto(`/cards/overview/${card.id}`);
  await expect(page.getByText(newLimit).first()).toBeVisible();

  const own = pendingRequest(appServer, ACCOUNTS.manager, 'card');
  const manager = await (await browser.newContext()).newPage();
  await openAndSignIn(manager, ACCOUNTS.manager, `/requests/overview/${own.id}`);
  await expect(manager.getByRole('heading', { name: 'Request of Maya Haddad' })).toBeVisible();
  await expect(manager.getByText('You asked for this: another person of the finance team approves or declines it.')).toBeVisible();
  await expect(manager.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(manager.getByRole('button', { name: 'Withdraw' })).toBeVisible();
  await manager.context().close();
});

test('the card picker of a limit request searches the server and leaves out terminated and expired cards', async ({ page, appServer }) => {
  const cards = dbOf(appServer).cards.filter((row) => row.company_id === COMPANIES.acme.id);
  const closed = cards.find((row) => isCardClosed(row.status))!;
  const open = cards.find((row) => !isCardClosed(row.status) && cardLast4(row.number) !== cardLast4(closed.number))!;
  await openAndSignIn(page, ACCOUNTS.member, '/requests?action=create');
  const ask = page.getByRole('dialog', { name: 'Ask for a card or a new limit' });
  await ask.getByRole('combobox', { name: /^Type\b/ }).click();
  await page.getByRole('option', { name: 'Limit change' }).click();
  await ask.getByRole('combobox', { name: /^Limit of/ }).click();
  await page.getByRole('option', { name: 'A card' }).click();
  const picker = ask.getByRole('combobox', { name: 'Card or person' });
  // A closed card is never offered, even when typed exactly: the server answers the search without it.
  const searched = page.waitForResponse(
    (response) =>
      response.url().includes('/api/admin/cards?') && decodeURIComponent(response.url()).includes(`search=${cardLast4(closed.number)}`),
  );
  await picker.fill(cardLast4(closed.number));
  const answer = await (await searched).json();
  expect(answer.data.map((card: { id: number }) => card.id)).not.toContain(closed.id);
  expect(decodeURIComponent((await searched).url())).toContain('filters[in][status][]=active');
  await expect(page.getByRole('option', { name: cardOptionLabel(closed) })).toHaveCount(0);
  await picker.fill(cardLast4(open.number));
  await page
    .getByRole('option', { name: cardOptionLabel(open) })
    .first()
    .click();
  await ask.getByRole('spinbutton', { name: 'New limit' }).fill('4321');
  await ask.getByRole('textbox', { name: 'Reason' }).fill('E2E trade show');
  expect(await axeViolations(page, '[role=dialog]')).toEqual([]);
  await ask.getByRole('button', { name: 'Save' }).click();
  await expect(ask).toBeHidden();
  const created = dbOf(appServer).spendRequests.find((row) => row.reason === 'E2E trade show')!;
  expect(created).toMatchObject({ kind: 'limit', target_type: 'card', target_id: open.id, new_amount: 4321 });
});

test('approving a funding request paid from the company wallet shows the wallet before → after, and the wallet follows', async ({
  page,
  appServer,
  baseURL,
}) => {
  const db = dbOf(appServer);
  const acme = db.companies.find((row) => row.id === COMPANIES.acme.id)!;
  // A department funded with money (balance mode) receives it from the company wallet.
  const department = db.departments.find((row) => row.company_id === acme.id && row.limit.mode === 'balance')!;
  const headers = { ...(await apiHeaders(baseURL!, ACCOUNTS.manager, acme.id)), 'Content-Type': 'application/json' };
  const asked = await fetch(`${baseURL}/api/admin/funding-requests`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      target: { type: 'department', id: department.id },
      amount: 1250.5,
      currency: 'AED',
      recurrence: 'one_time',
      duration: 'permanent',
      reason: 'E2E wallet funded stand',
    }),
  });
  expect(asked.status).toBe(201);
  const aed = (amount: number) => formatMoney(amount, 'AED');
  const wallet = acme.limit.balance;
  const balance = department.limit.balance;

  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/funds');
  const row = page.getByRole('row').filter({ hasText: 'E2E wallet funded stand' });
  await row.getByRole('button', { name: /^Approve/ }).click();
  const confirm = page.getByRole('dialog', { name: `Approve the funding request for ${department.name}` });
  await expect(confirm).toContainText(`${aed(1250.5)} moves from the company wallet to ${department.name}.`);
  await expect(confirm).toContainText(`Company wallet: ${aed(wallet)} → ${aed(wallet - 1250.5)}`);
  await expect(confirm).toContainText(`Balance of ${department.name}: ${aed(balance)} → ${aed(balance + 1250.5)}`);
  expect(await axeViolations(page, '[role=dialog]')).toEqual([]);
  await confirm.getByRole('button', { name: 'Approve' }).click();
  await expect(row).toContainText('Approved by Farah Al Mansoori');
  expect(acme.limit.balance).toBeCloseTo(wallet - 1250.5, 2);
});

test('a partial dispute with evidence and a file, submitted, then won: the credit shows and the expense is marked disputed', async ({
  page,
  appServer,
  request,
}) => {
  const db = dbOf(appServer);
  const expense = db.expenses
    .filter(
      (row) =>
        row.company_id === COMPANIES.acme.id &&
        row.card_id !== null &&
        CAPTURED_CARD_STATUSES.includes(row.status) &&
        row.amount > 10 &&
        Date.now() - Date.parse(row.spent_at) < 40 * 86_400_000 &&
        !db.disputes.some((dispute) => dispute.expense_id === row.id),
    )
    .at(-1)!;
  const partial = Math.floor(expense.amount / 2);
  const money = (amount: number) => formatMoney(amount, expense.currency);
  await openAndSignIn(page, ACCOUNTS.firmAdmin, `/expenses?expense=${expense.id}`);
  const drawer = page.getByRole('dialog', { name: 'Expense' });
  await drawer.getByRole('button', { name: 'Dispute' }).click();
  const form = page.getByRole('dialog', { name: `Dispute the payment to ${expense.merchant}` });
  await form.getByRole('combobox', { name: 'Reason' }).click();
  await page.getByRole('option', { name: 'Canceled' }).click();
  await form.getByRole('radio', { name: 'Part of it' }).check();
  await form.getByRole('spinbutton', { name: 'Disputed amount' }).fill(String(expense.amount + 1));
  await form.getByRole('textbox', { name: 'Cancelled on' }).fill(typedDay(-1));
  await form.getByRole('textbox', { name: "The merchant's cancellation policy" }).fill('Free cancellation up to 24 hours before.');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeVisible(); // more than the expense: refused on the field, nothing sent
  await form.getByRole('spinbutton', { name: 'Disputed amount' }).fill(String(partial));
  expect(await axeViolations(page, '[role=dialog]')).toEqual([]);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/disputes\/overview\/\d+$/);
  const disputeId = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByRole('heading', { name: `Dispute of ${expense.merchant}` })).toBeVisible();
  await expect(page.getByText('Free cancellation up to 24 hours before.')).toBeVisible();
  await expect(page.getByText(`${money(partial)} (Partial)`)).toBeVisible();

  await page.locator('input[type=file]').setInputFiles({ name: 'cancellation.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'cancellation.png' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  const submit = page.getByRole('dialog', { name: `Submit the dispute of ${expense.merchant}` });
  await expect(submit).toContainText(`${money(partial)} of ${money(expense.amount)} is disputed.`);
  await submit.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByTestId('dispute-status')).toHaveText('Submitted');
  await expect(page.getByText('This dispute was submitted: nothing can change any more.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add a file' })).toHaveCount(0);

  const entries = db.walletEntries.length;
  expect((await request.post(`/__mock/disputes/${disputeId}/outcome`, { data: { outcome: 'won' } })).ok()).toBe(true);
  expect(db.walletEntries).toHaveLength(entries + 1);
  expect(db.walletEntries.at(-1)).toMatchObject({
    type: 'dispute_credit',
    amount: partial,
    reference_kind: 'dispute',
    reference_id: String(disputeId),
  });
  await page.reload();
  await expect(page.getByTestId('dispute-status')).toHaveText('Won');
  await expect(page.getByTestId('dispute-credited')).toHaveText(money(partial));
  expect(await axeViolations(page, '#main-content')).toEqual([]);

  // The other pages opened inside the app, as its links do.
  await navigateInAppUntilShown(page, '/disputes');
  await expect(page.getByRole('row').filter({ hasText: expense.merchant }).first()).toContainText('Won');
  expect(await axeViolations(page, '#main-content')).toEqual([]);
  await navigateInAppUntilShown(page, `/expenses?expense=${expense.id}`);
  await expect(page.getByRole('dialog', { name: 'Expense' }).getByTestId('expense-dispute')).toContainText(
    `Disputed: ${money(partial)} · Won`,
  );
  await navigateInAppUntilShown(page, `/disputes/overview/${disputeId}`);
  await toArabic(page);
  await expect(page.getByRole('heading', { name: `نزاع ${expense.merchant}` })).toBeVisible();
  await expect(page.getByTestId('dispute-status')).toHaveText('تم كسبه');
  expect(await axeViolations(page, '#main-content')).toEqual([]);
});

test('a company without complete card services sees the onboarding panel on requests and disputes', async ({ page }) => {
  await openAndSignIn(page, ACCOUNTS.firmAdmin);
  await openCompanySwitcher(page);
  await switchCompanyTo(page, COMPANIES.desert.name);
  for (const path of ['/requests', '/disputes']) {
    await navigateInAppUntilShown(page, path);
    await expect(page.getByRole('region', { name: 'Card Services Setup Required' })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  }
  expect(await axeViolations(page, '#main-content')).toEqual([]);
});
