import type { Page } from '@playwright/test';
import type { RunningServer } from '../../server/app.ts';
import { test, expect, openAndSignIn, ACCOUNTS, RETURNING_USER_DEFAULT_COMPANY_ID } from './fixtures';

/** Opens the first person of the list (most recent) and returns their id. */
async function openFirstPerson(page: Page) {
  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/people');
  await page.getByRole('row').nth(1).click();
  await expect(page).toHaveURL(/\/people\/overview\/\d+$/);
  return page.url().split('/').pop() ?? '';
}

test('edit a person: names, department and status survive a reload; a used e-mail stays on its field', async ({ page }) => {
  const personId = await openFirstPerson(page);
  const otherEmail = await page.evaluate(async (id) => {
    const token = document.cookie.match(/access_token=([^;]+)/)?.[1];
    const tenant = document.cookie.match(/active_subtenant_id=([^;]+)/)?.[1];
    const response = await fetch('/api/admin/members?per_page=5', {
      headers: { Authorization: `Bearer ${token}`, 'X-Tenant': tenant ?? '' },
    });
    const body = (await response.json()) as { data: { id: number; email: string }[] };
    return body.data.find((member) => String(member.id) !== id)?.email ?? '';
  }, personId);
  expect(otherEmail).toContain('@');

  await page.getByRole('button', { name: 'Edit person', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit person' });
  await expect(dialog).toBeVisible();

  // Another person's e-mail: the API's 422 lands on the Email field, nothing is saved.
  await dialog.getByLabel('Email').fill(otherEmail);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('The email has already been taken.')).toBeVisible();
  await expect(dialog.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');

  await dialog.getByLabel('Email').fill('noor.edited.e2e@example.com');
  await dialog.getByLabel('Last name').fill('Edited');
  await dialog.getByRole('combobox', { name: 'Department' }).click();
  await page.getByRole('option', { name: 'Marketing' }).click();
  await dialog.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Suspended' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: / Edited$/ })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: / Edited$/ })).toBeVisible();
  await expect(page.getByText('noor.edited.e2e@example.com')).toBeVisible();
  await expect(page.getByText('Marketing')).toBeVisible();
  await expect(page.getByText('Suspended')).toBeVisible();
});

test('a failure that is not a field error opens the error dialog and keeps the form', async ({ page, request, baseURL }) => {
  await openFirstPerson(page);
  const fault = await request.post(`${baseURL}/__mock/faults`, {
    data: { route: 'PATCH /api/admin/members/:id', status: 503, body: { message: 'The people service is down for maintenance.' } },
  });
  expect(fault.ok()).toBeTruthy();

  await page.getByRole('button', { name: 'Edit person', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'Edit person' });
  await form.getByLabel('First name').fill('Unsaved');
  await form.getByRole('button', { name: 'Save' }).click();

  const error = page.getByRole('dialog', { name: 'An Unexpected error has occured' });
  await expect(error).toContainText('The people service is down for maintenance.');
  await error.getByRole('button', { name: 'OK' }).click();
  await expect(error).toBeHidden();
  await expect(form.getByLabel('First name')).toHaveValue('Unsaved');
  await expect(form.getByRole('button', { name: 'Save' })).toBeEnabled();
});

test('the person transfer tab moves money from the company and lists it in the history', async ({ page }) => {
  const personId = await openFirstPerson(page);
  await page.getByRole('tablist').getByRole('tab', { name: 'Transfer' }).click();
  await expect(page).toHaveURL(new RegExp(`/people/transfer/${personId}$`));
  const history = page.getByRole('region', { name: 'Transfer history' });
  await expect(history).toBeVisible();

  const form = page.getByRole('region', { name: 'Move money' });
  await form.getByRole('radio', { name: 'To this person' }).check();
  await form.getByRole('combobox', { name: 'Other side' }).click();
  await page.getByRole('option', { name: 'Company' }).click();
  await form.getByRole('spinbutton', { name: 'Amount' }).fill('12.34');
  await form.getByRole('button', { name: 'Review' }).click();
  await form.getByRole('button', { name: 'Confirm' }).click();
  await expect(history.getByRole('row').filter({ hasText: '12.34' })).toHaveCount(1);

  await page.reload();
  await expect(page.getByRole('region', { name: 'Transfer history' }).getByRole('row').filter({ hasText: '12.34' })).toHaveCount(1);
});

test('moving money from a person whose limit is inherited explains there is no balance of their own', async ({ page, appServer }) => {
  const db = (appServer as RunningServer).mockApi.context.store.db;
  const person = db.members.find(
    (member) => member.company_id === RETURNING_USER_DEFAULT_COMPANY_ID && member.limit.mode === 'inherited' && member.status === 'active',
  );
  expect(person).toBeDefined();
  await openAndSignIn(page, ACCOUNTS.firmAdmin, `/people/transfer/${person!.id}`);
  const form = page.getByRole('region', { name: 'Move money' });
  await expect(form.getByRole('radio', { name: 'From this person' })).toBeChecked();
  await expect(
    form.getByText(
      'Available balance: AED 0.00. It holds no money of its own (a limit is a cap, not money), so nothing can be moved out of it.',
    ),
  ).toBeVisible();
  await form.getByRole('radio', { name: 'To this person' }).check();
  await form.getByRole('combobox', { name: 'Other side' }).click();
  await page.getByRole('option', { name: 'Company' }).click();
  await expect(form.getByText(/^Available balance: AED\s[\d,]+\.\d{2}$/)).toBeVisible();
});
