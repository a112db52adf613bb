import { test, expect, openAndSignIn, ACCOUNTS } from './fixtures';
import { apiHeaders } from '../support/apiSignIn';
import { COMPANIES, openCompanySwitcher, switchCompanyTo } from './session-helpers';
import { ROLE_TEMPLATES } from '../../server/mock-api/store/seed/roles.ts';

/** The seeded Viewer role's permission count, as its row says it. */
const VIEWER_PERMISSIONS = `${ROLE_TEMPLATES.find((role) => role.name === 'Viewer')!.permissions.length} permissions`;

const ROLE_ROW = (page: import('@playwright/test').Page, name: string) => page.getByRole('row').filter({ hasText: name });

const managerHeaders = (baseURL: string | undefined) => apiHeaders(baseURL!, ACCOUNTS.manager, COMPANIES.acme.id);

test('firm admin creates a role, edits its permissions (kept after reload) and deletes it after the confirmation', async ({ page }) => {
  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/settings/roles');
  await expect(page.getByRole('heading', { name: 'Roles' })).toBeVisible();
  await expect(ROLE_ROW(page, 'Viewer')).toContainText(VIEWER_PERMISSIONS);

  await page.getByRole('button', { name: 'New role' }).click();
  const dialog = page.getByRole('dialog', { name: 'New role' });
  await dialog.getByLabel('Role name').fill('Travel Desk');
  await dialog.getByRole('checkbox', { name: 'Select all: Cards' }).check();
  await dialog.getByRole('checkbox', { name: 'See the list of people', exact: true }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(ROLE_ROW(page, 'Travel Desk')).toContainText('7 permissions');

  await ROLE_ROW(page, 'Travel Desk').getByRole('button', { name: 'Edit Travel Desk' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit role: Travel Desk' });
  await expect(edit.getByRole('checkbox', { name: 'Select all: Cards' })).toBeChecked();
  await edit.getByRole('checkbox', { name: 'Freeze, unfreeze and terminate cards', exact: true }).uncheck();
  await expect(edit.getByRole('checkbox', { name: 'Select all: Cards' })).not.toBeChecked();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();

  await page.reload();
  await expect(ROLE_ROW(page, 'Travel Desk')).toContainText('6 permissions');
  await ROLE_ROW(page, 'Travel Desk').getByRole('button', { name: 'Edit Travel Desk' }).click();
  const reopened = page.getByRole('dialog', { name: 'Edit role: Travel Desk' });
  await expect(reopened.getByRole('checkbox', { name: 'Freeze, unfreeze and terminate cards', exact: true })).not.toBeChecked();
  await expect(reopened.getByRole('checkbox', { name: "Open a card's details", exact: true })).toBeChecked();
  await reopened.getByRole('button', { name: 'Cancel' }).click();

  await ROLE_ROW(page, 'Travel Desk').getByRole('button', { name: 'Delete Travel Desk' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete role Travel Desk' });
  await expect(confirm).toContainText(
    'Are you sure you want to delete the role "Travel Desk"? People who hold it must be given another role first.',
  );
  await confirm.getByRole('button', { name: 'Delete role' }).click();
  await expect(page.getByText('Role Travel Desk deleted')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Roles' })).toBeVisible();
  await expect(ROLE_ROW(page, 'Viewer')).toBeVisible();
  await expect(ROLE_ROW(page, 'Travel Desk')).toHaveCount(0);
});

test('system roles are read-only and say why; their permissions can still be viewed', async ({ page }) => {
  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/settings/roles');
  const owner = ROLE_ROW(page, 'Owner');
  await expect(owner).toContainText('System roles are read-only: they cannot be edited or deleted.');
  await expect(owner.getByRole('button', { name: 'Edit Owner' })).toHaveCount(0);
  await expect(owner.getByRole('button', { name: 'Delete Owner' })).toHaveCount(0);
  await owner.getByRole('button', { name: 'View permissions of Owner' }).click();
  const view = page.getByRole('dialog', { name: 'Role: Owner' });
  await expect(view.getByRole('checkbox', { name: 'See roles', exact: true })).toBeChecked();
  await expect(view.getByRole('checkbox', { name: 'See roles', exact: true })).toBeDisabled();
  await expect(view.getByRole('button', { name: 'Save' })).toHaveCount(0);
});

test('a taken role name shows the API 422 on the field; a role in use cannot be deleted and says so', async ({ page }) => {
  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/settings/roles');
  await page.getByRole('button', { name: 'New role' }).click();
  const dialog = page.getByRole('dialog', { name: 'New role' });
  await dialog.getByLabel('Role name').fill('viewer');
  await dialog.getByRole('checkbox', { name: 'See the list of people', exact: true }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(/already|taken/i)).toBeVisible();
  // The refused save puts the focus back on its field (while saving, the disabled Save button had
  // dropped it out of the dialog, where Escape does not reach the dialog).
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  await expect(dialog.getByLabel('Role name')).toBeFocused();
  await page.keyboard.press('Escape');
  // The form was changed: closing it asks first.
  await page.getByRole('dialog', { name: 'Discard your changes to New role?' }).getByRole('button', { name: 'Discard changes' }).click();
  await expect(dialog).toBeHidden();

  await ROLE_ROW(page, 'Viewer').getByRole('button', { name: 'Delete Viewer' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete role Viewer' });
  await confirm.getByRole('button', { name: 'Delete role' }).click();
  await expect(confirm.getByRole('alert')).toContainText(/hold|held/i);
  await expect(confirm.getByRole('button', { name: 'Delete role' })).toBeEnabled();
});

test('a role without permissions is refused with the reason on the permissions, in the form and by the API (en + ar)', async ({
  page,
  request,
  baseURL,
}) => {
  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/settings/roles');
  await page.getByRole('button', { name: 'New role' }).click();
  const dialog = page.getByRole('dialog', { name: 'New role' });
  await dialog.getByLabel('Role name').fill('Nothing Desk');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('group', { name: 'Permissions' })).toContainText(
    'Choose at least one permission: a role without permissions lets its holders do nothing.',
  );
  await expect(dialog).toBeVisible();

  const headers = await apiHeaders(baseURL!, ACCOUNTS.firmAdmin, COMPANIES.acme.id);
  const refused = await request.post(`${baseURL}/api/admin/roles`, { headers, data: { name: 'Nothing Desk', permissions: [] } });
  expect(refused.status()).toBe(422);
  const body = (await refused.json()) as { errors: Record<string, string[]> };
  expect(body.errors.permissions).toEqual(['Choose at least one permission: a role without permissions lets its holders do nothing.']);
  const arabic = await request.post(`${baseURL}/api/admin/roles`, {
    headers: { ...headers, 'Accept-Language': 'ar' },
    data: { name: 'Nothing Desk', permissions: [] },
  });
  expect(((await arabic.json()) as { errors: Record<string, string[]> }).errors.permissions).toEqual([
    'اختر صلاحية واحدة على الأقل: الدور بلا صلاحيات لا يتيح لحامليه فعل أي شيء.',
  ]);
  const roles = (await (await request.get(`${baseURL}/api/admin/roles`, { headers })).json()) as { data: { name: string }[] };
  expect(roles.data.map((role) => role.name)).not.toContain('Nothing Desk');
});

test('the manager (Finance Manager in Acme) has no delete buttons and the API refuses the delete', async ({ page, request, baseURL }) => {
  await openAndSignIn(page, ACCOUNTS.manager, '/settings/roles');
  await expect(ROLE_ROW(page, 'Viewer').getByRole('button', { name: 'Edit Viewer' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'New role' })).toBeVisible();

  const headers = await managerHeaders(baseURL);
  const roles = (await (await request.get(`${baseURL}/api/admin/roles`, { headers })).json()) as { data: { id: number; name: string }[] };
  const viewer = roles.data.find((role) => role.name === 'Viewer');
  const refused = await request.delete(`${baseURL}/api/admin/roles/${viewer?.id}`, { headers });
  expect(refused.status()).toBe(403);
});

test('in Gulf Retail (Department Lead + Viewer) the manager reads roles and users but has no create, edit or delete', async ({ page }) => {
  await openAndSignIn(page, ACCOUNTS.manager, '/settings/roles');
  await openCompanySwitcher(page);
  await switchCompanyTo(page, COMPANIES.gulf.name);
  await page.goto('/settings/roles');
  await expect(ROLE_ROW(page, 'Viewer')).toContainText(VIEWER_PERMISSIONS);
  await expect(page.getByRole('button', { name: 'New role' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Edit|Delete) / })).toHaveCount(0);

  await page.goto('/settings/administrators');
  await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toContainText('Owner');
  await expect(page.getByRole('button', { name: 'Invite user' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Edit roles of|Departments of|Delete) / })).toHaveCount(0);
});
