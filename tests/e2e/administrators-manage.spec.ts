import type { Page } from '@playwright/test';
import { test, expect, openAndSignIn, ACCOUNTS } from './fixtures';
import { apiHeaders } from '../support/apiSignIn';
import { COMPANIES } from './session-helpers';

const USERS_PATH = '/settings/administrators';
const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

async function pick(page: Page, dialog: ReturnType<Page['getByRole']>, label: string, option: string) {
  await dialog.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
  await page.keyboard.press('Escape');
}

test('firm admin sees users with their main role and +N, invites one (422 on the e-mail first), edits roles and departments, deletes', async ({
  page,
}) => {
  await openAndSignIn(page, ACCOUNTS.firmAdmin, USERS_PATH);
  await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
  const malachi = row(page, 'Malachi Hudson');
  await expect(malachi).toContainText('Finance Manager');
  await expect(malachi.getByLabel('+1: Viewer')).toBeVisible();

  await page.getByRole('button', { name: 'Invite user' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite a user' });
  await invite.getByLabel('First name').fill('Sara');
  await invite.getByLabel('Last name').fill('Nasser');
  await invite.getByLabel('Email').fill('otis.mann.3@acmetradingllc.example.com');
  await pick(page, invite, 'Roles', 'Viewer');
  await invite.getByRole('button', { name: 'Save' }).click();
  await expect(invite.getByText('The email has already been taken.')).toBeVisible();
  await invite.getByLabel('Email').fill('sara.nasser@acme.example.com');
  await invite.getByRole('button', { name: 'Save' }).click();
  await expect(invite).toBeHidden();
  await expect(row(page, 'Sara Nasser')).toContainText('Invited');
  await expect(row(page, 'Sara Nasser')).toContainText('Viewer');

  const otis = row(page, 'Otis Mann');
  await otis.getByRole('button', { name: 'Edit roles of Otis Mann' }).click();
  const roles = page.getByRole('dialog', { name: 'Roles of Otis Mann' });
  await pick(page, roles, 'Roles', 'Viewer');
  await roles.getByRole('button', { name: 'Save' }).click();
  await expect(roles).toBeHidden();

  await otis.getByRole('button', { name: 'Departments of Otis Mann' }).click();
  const departments = page.getByRole('dialog', { name: 'Departments of Otis Mann' });
  await pick(page, departments, 'Departments', 'Sales');
  await departments.getByRole('button', { name: 'Save' }).click();
  await expect(departments).toBeHidden();

  await page.reload();
  await expect(row(page, 'Otis Mann').getByLabel('+1: Viewer')).toBeVisible();
  await expect(row(page, 'Otis Mann')).toContainText('Operations, Sales');

  await row(page, 'Katrine Rowe').getByRole('button', { name: 'Delete Katrine Rowe' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete user Katrine Rowe' });
  await expect(confirm).toContainText(
    'Are you sure you want to delete the user Katrine Rowe? Their roles and department links are removed; the person stays in People.',
  );
  await confirm.getByRole('button', { name: 'Delete user' }).click();
  await expect(page.getByText('Katrine Rowe deleted')).toBeVisible();
  await page.reload();
  await expect(row(page, 'Otis Mann')).toBeVisible();
  await expect(row(page, 'Katrine Rowe')).toHaveCount(0);
});

test('the manager (Finance Manager in Acme, no delete administrators) has no delete button and the API refuses it', async ({
  page,
  request,
  baseURL,
}) => {
  await openAndSignIn(page, ACCOUNTS.manager, USERS_PATH);
  await expect(row(page, 'Otis Mann').getByRole('button', { name: 'Edit roles of Otis Mann' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);

  const headers = await apiHeaders(baseURL!, ACCOUNTS.manager, COMPANIES.acme.id);
  const list = (await (await request.get(`${baseURL}/api/admin/administrators`, { headers })).json()) as {
    data: { id: number; last_name: string }[];
  };
  const otis = list.data.find((item) => item.last_name === 'Mann');
  expect((await request.delete(`${baseURL}/api/admin/administrators/${otis?.id}`, { headers })).status()).toBe(403);
});
