import type { Page } from '@playwright/test';
import { test, expect, signInAsNewUser, ACCOUNTS } from './fixtures';
import { COMPANIES } from './session-helpers';
import { ROLE_TEMPLATES } from '../../server/mock-api/store/seed/roles.ts';
import { completeCardOnboarding } from './card-services-helpers';
import { navigateInAppUntilShown } from './navigation';

/** The seeded Viewer role's permission count, as its row says it. */
const VIEWER_PERMISSIONS = `${ROLE_TEMPLATES.find((role) => role.name === 'Viewer')!.permissions.length} permissions`;

/**
 * The seeded manager (server/mock-api/store/seed/roles.ts) in each company:
 * - Acme Trading: Finance Manager = everything except delete departments / roles / administrators;
 *   the firm deny list still refuses transfer_from_company_to_card (action) and update_card_currency (api).
 * - Desert Logistics: Card Operator = cards (no read card details), update_card_limits_*, read people,
 *   read departments; nothing on roles, users, department writes, people writes or transfers.
 * - Gulf Retail: Department Lead + Viewer = read everything core, read/create/update departments;
 *   no card, people, role or user writes, no limits, no transfers, no delete departments.
 * For each core resource: what the manager lacks is not on screen, something it holds is, and the
 * API refuses the same call (403) with the manager's own token and tenant, as the app sends them.
 */

type ApiCall = (method: string, path: string, data?: unknown) => Promise<{ status: number; body: unknown }>;

/**
 * Signs the manager in with `companyId` as the stored default company (spec §4), so it lands there, on `path`
 * (the sign-in page's `redirectTo`: the page opened by the sign-in itself, not by a second full load).
 */
async function signInManagerTo(page: Page, companyId: string, path = '/') {
  await page.goto(path === '/' ? '/login' : `/login?redirectTo=${encodeURIComponent(path)}`);
  await page.evaluate((id) => localStorage.setItem('default_company_id', id), companyId);
  await signInAsNewUser(page, ACCOUNTS.manager);
  await expect(page).toHaveURL(path);
}

/** Calls the API with the bearer token and the X-Tenant the app holds in its cookies (src/api/session.ts). */
async function managerApi(page: Page, companyId: string): Promise<ApiCall> {
  const cookies = await page.context().cookies();
  const token = cookies.find((cookie) => cookie.name === 'access_token')?.value;
  const tenant = cookies.find((cookie) => cookie.name === 'active_subtenant_id')?.value;
  expect(token, 'the app stored an access token').toBeTruthy();
  expect(tenant, 'the app is in the expected company').toBe(companyId);
  return async (method, path, data) => {
    const response = await page.request.fetch(`/api/admin/${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, 'X-Tenant': String(tenant) },
      ...(data === undefined ? {} : { data }),
    });
    const text = await response.text();
    return { status: response.status(), body: text ? (JSON.parse(text) as unknown) : null };
  };
}

/** Asserts each call is refused with 403 and a message (not 401/404/422: the permission is what fails). */
async function expectRefused(api: ApiCall, calls: [method: string, path: string, data?: unknown][]) {
  for (const [method, path, data] of calls) {
    const { status, body } = await api(method, path, data);
    expect(status, `${method} ${path}`).toBe(403);
    expect((body as { message?: string }).message, `${method} ${path}`).toMatch(/\S/);
  }
}

const firstId = async (api: ApiCall, path: string) => {
  const { status, body } = await api('GET', path);
  expect(status, `GET ${path}`).toBe(200);
  return (body as { data: { id: number }[] }).data[0].id;
};

const NO_TRANSFERS = 'You cannot move money from or to here.';
const adminDrawer = async (page: Page) => {
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Admin' }).click();
  const drawer = page.getByRole('navigation', { name: 'Admin settings' });
  await expect(drawer).toBeVisible();
  return drawer;
};

test('people (Gulf Retail: read only): no invite, remove, limit edit or transfer; the API refuses each', async ({ page, appServer }) => {
  completeCardOnboarding(appServer, COMPANIES.gulf.id);
  await signInManagerTo(page, COMPANIES.gulf.id, '/people');
  const firstRow = page.getByRole('row').nth(1);
  await expect(firstRow).toBeVisible();
  await expect(page.getByRole('link', { name: 'Invite people' })).toHaveCount(0);

  await firstRow.click();
  await expect(page).toHaveURL(/\/people\/overview\/\d+$/);
  const personId = Number(page.url().split('/').pop());
  // Held: read people details (the detail and its tabs render).
  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Limit' })).toBeVisible();
  await expect(page.getByText('Access Restricted')).toHaveCount(0);
  // Lacked: manage people, update_member_limits_*, every transfer direction.
  await expect(page.getByRole('button', { name: 'Remove member' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit person' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit limit' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Transfer' }).click();
  await expect(page.getByText(NO_TRANSFERS)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Move money' })).toHaveCount(0);

  const api = await managerApi(page, COMPANIES.gulf.id);
  expect((await api('GET', `members/${personId}`)).status).toBe(200);
  const departmentId = await firstId(api, 'departments');
  await expectRefused(api, [
    ['POST', 'members/invite', { first_name: 'Gate', last_name: 'Keeper', email: 'gate.keeper@gulf.example.com' }],
    ['PATCH', `members/${personId}`, { last_name: 'Renamed' }],
    ['DELETE', `members/${personId}`],
    ['PUT', `limits/member/${personId}`, { mode: '2', amount: 100 }],
    ['POST', 'transfers', { from: { type: 'department', id: departmentId }, to: { type: 'member', id: personId }, amount: 1 }],
  ]);
  expect((await api('GET', `members/${personId}`)).status).toBe(200);
});

test('people (Desert Logistics: read people, not details): the detail is Access Restricted and the API refuses it', async ({ page }) => {
  await signInManagerTo(page, COMPANIES.desert.id, '/people');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Invite people' })).toHaveCount(0);
  await page.getByRole('row').nth(1).click();
  await expect(page).toHaveURL(/\/people\/overview\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Access Restricted' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove member' })).toHaveCount(0);
  const personId = page.url().split('/').pop();

  const api = await managerApi(page, COMPANIES.desert.id);
  expect((await api('GET', 'members')).status).toBe(200);
  await expectRefused(api, [
    ['GET', `members/${personId}`],
    ['DELETE', `members/${personId}`],
  ]);
});

test('departments (Gulf Retail: Department Lead): create and edit, but no delete, limit modes or transfers', async ({ page }) => {
  await signInManagerTo(page, COMPANIES.gulf.id, '/settings/departments');
  // Held: create departments.
  await expect(page.getByRole('link', { name: 'Create department' })).toBeVisible();
  const firstRow = page.getByRole('row').nth(1);
  await expect(firstRow).toBeVisible();
  await firstRow.click();
  await expect(page).toHaveURL(/\/settings\/departments\/overview\/\d+$/);
  const departmentId = Number(page.url().split('/').pop());
  // Held: update departments. Lacked: delete departments, update_department_limits_*.
  await expect(page.getByRole('link', { name: 'Edit' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Limit' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit limit' })).toHaveCount(0);

  // The edit form offers only the limit mode the department already has.
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByLabel('Name')).not.toHaveValue('');
  const limitType = page.getByRole('combobox', { name: 'Limit type' });
  const current = ((await limitType.textContent()) ?? '').trim();
  await limitType.click();
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options).toHaveCount(3);
  await expect(options.filter({ hasText: current })).not.toHaveAttribute('aria-disabled', 'true');
  for (const option of await options.filter({ hasNotText: current }).all()) {
    await expect(option).toHaveAttribute('aria-disabled', 'true');
  }
  await page.keyboard.press('Escape');

  const api = await managerApi(page, COMPANIES.gulf.id);
  const { body } = await api('GET', `departments/${departmentId}?partials[]=limit`);
  const department = (body as { data: { name: string; limit: { mode: string; amount: number; spent: number } } }).data;
  const otherMode = department.limit.mode === 'limit' ? '1' : '2';
  const amount = Math.ceil(department.limit.spent) + 100;
  await expectRefused(api, [
    ['DELETE', `departments/${departmentId}`],
    ['PUT', `limits/department/${departmentId}`, { mode: otherMode, amount }],
    // Changing the limit through the department itself needs the mode permission too.
    ['PUT', `departments/${departmentId}`, { name: department.name, limit: { mode: otherMode, amount } }],
    ['POST', 'transfers', { from: { type: 'company' }, to: { type: 'department', id: departmentId }, amount: 1 }],
  ]);
  await page.goto('/settings/departments');
  await expect(page.getByRole('row').filter({ hasText: department.name })).toHaveCount(1);
});

test('departments, roles and users (Desert Logistics: Card Operator): only the Departments entry, read only; the API refuses', async ({
  page,
}) => {
  await signInManagerTo(page, COMPANIES.desert.id, '/settings/departments');
  const drawer = await adminDrawer(page);
  await expect(drawer.getByRole('link', { name: 'Departments' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Roles' })).toHaveCount(0);
  await expect(drawer.getByRole('link', { name: 'Users' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  const firstRow = page.getByRole('row').nth(1);
  await expect(firstRow).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create department' })).toHaveCount(0);
  await firstRow.click();
  await expect(page.getByRole('heading', { name: 'Access Restricted' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  const departmentId = page.url().split('/').pop();

  await navigateInAppUntilShown(page, '/settings/roles');
  await expect(page.getByRole('heading', { name: 'Access Restricted' })).toBeVisible();
  await expect(page.getByText("You don't have permission to read roles. Please contact your administrator for access.")).toBeVisible();
  await expect(page.getByRole('button', { name: 'New role' })).toHaveCount(0);
  await navigateInAppUntilShown(page, '/settings/administrators');
  await expect(page.getByRole('heading', { name: 'Access Restricted' })).toBeVisible();
  await expect(page.getByText("You don't have permission to read administrators.", { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Invite user' })).toHaveCount(0);

  const api = await managerApi(page, COMPANIES.desert.id);
  expect((await api('GET', 'departments')).status).toBe(200);
  await expectRefused(api, [
    ['GET', `departments/${departmentId}`],
    ['POST', 'departments', { name: 'Gatekept' }],
    ['PUT', `departments/${departmentId}`, { name: 'Gatekept' }],
    ['DELETE', `departments/${departmentId}`],
    ['GET', 'roles'],
    ['POST', 'roles', { name: 'Gatekept', permissions: [] }],
    ['GET', 'administrators'],
  ]);
});

test('cards (Gulf Retail: read only): no create, quick actions, limit edit, control save or transfer; the API refuses each', async ({
  page,
  appServer,
}) => {
  completeCardOnboarding(appServer, COMPANIES.gulf.id);
  await signInManagerTo(page, COMPANIES.gulf.id, '/cards');
  await expect(page.getByRole('row').nth(1)).toContainText(/•••• \d{4}/);
  await expect(page.getByRole('link', { name: 'Create', exact: true })).toHaveCount(0);

  const api = await managerApi(page, COMPANIES.gulf.id);
  const { body } = await api('GET', 'cards?filters[in][status][]=active&per_page=1');
  const card = (body as { data: { id: number; member_id: number; status: string }[] }).data[0];
  expect(card.status).toBe('active');

  await page.goto(`/cards/overview/${card.id}`);
  // Held: read card details.
  await expect(
    page
      .getByRole('region', { name: 'Card' })
      .or(page.getByText(/•••• •••• •••• \d{4}/))
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Limit' })).toBeVisible();
  // Lacked: quick actions, update_card_limits_*.
  await expect(page.getByRole('group', { name: 'Quick actions' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Rename' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Freeze|Terminate)$/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit limit' })).toHaveCount(0);
  // Lacked: manage card controls (the controls show, nothing saves).
  await page.getByRole('tab', { name: 'Controls' }).click();
  await expect(page.getByRole('heading', { name: 'Where this card can be used' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save controls' })).toHaveCount(0);
  // Lacked: every transfer direction.
  await page.getByRole('tab', { name: 'Transfers' }).click();
  await expect(page.getByText(NO_TRANSFERS)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Move money' })).toHaveCount(0);

  expect((await api('GET', `cards/${card.id}`)).status).toBe(200);
  await expectRefused(api, [
    ['POST', 'cards', { member_id: card.member_id, name: 'Gatekept' }],
    ['PATCH', `cards/${card.id}`, { name: 'Gatekept' }],
    ['POST', `cards/${card.id}/freeze`],
    ['POST', `cards/${card.id}/terminate`],
    ['PUT', `card-controls?cardId=${card.id}`, { allowed_mcc_categories: [] }],
    ['PUT', `limits/card/${card.id}`, { mode: '2', amount: 5000 }],
    ['POST', 'transfers', { from: { type: 'member', id: card.member_id }, to: { type: 'card', id: card.id }, amount: 1 }],
  ]);
  const after = (await api('GET', `cards/${card.id}`)).body as { data: { status: string; name: string } };
  expect(after.data.status).toBe('active');
  expect(after.data.name).not.toBe('Gatekept');
});

test('cards (Acme: Finance Manager): the denied company → card direction is not offered and the API refuses it', async ({ page }) => {
  await signInManagerTo(page, COMPANIES.acme.id);
  const api = await managerApi(page, COMPANIES.acme.id);
  const { body } = await api('GET', 'cards?filters[in][status][]=active&filters[exact][currency]=AED&per_page=1');
  const card = (body as { data: { id: number }[] }).data[0];

  await page.goto(`/cards/transfers/${card.id}`);
  const form = page.getByRole('region', { name: 'Move money' });
  // Held: money out of the card, to the company.
  await form.getByRole('radio', { name: 'From this card' }).check();
  await form.getByRole('combobox', { name: 'Other side' }).click();
  await expect(page.getByRole('option', { name: 'Company' })).toBeVisible();
  await page.keyboard.press('Escape');
  // Denied firm-wide: company → card. A person or a department may still fund the card.
  await form.getByRole('radio', { name: 'To this card' }).check();
  await form.getByRole('combobox', { name: 'Other side' }).click();
  await expect(page.getByRole('option', { name: 'Person' })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Company' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await expectRefused(api, [['POST', 'transfers', { from: { type: 'company' }, to: { type: 'card', id: card.id }, amount: 1 }]]);
});

test('roles (Gulf Retail: read roles only): no new, edit or delete; viewing works; the API refuses each write', async ({ page }) => {
  await signInManagerTo(page, COMPANIES.gulf.id, '/settings/roles');
  const viewer = page.getByRole('row').filter({ hasText: 'Viewer' });
  await expect(viewer).toContainText(VIEWER_PERMISSIONS);
  // Held: read roles, read permissions (a role's permissions can be viewed).
  await page.getByRole('row').filter({ hasText: 'Owner' }).getByRole('button', { name: 'View permissions of Owner' }).click();
  const view = page.getByRole('dialog', { name: 'Role: Owner' });
  await expect(view.getByRole('checkbox', { name: 'See roles', exact: true })).toBeChecked();
  await page.keyboard.press('Escape');
  // Lacked: create, update and delete roles.
  await expect(page.getByRole('button', { name: 'New role' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Edit|Delete) / })).toHaveCount(0);

  const api = await managerApi(page, COMPANIES.gulf.id);
  const roles = ((await api('GET', 'roles')).body as { data: { id: number; name: string; system: boolean }[] }).data;
  const custom = roles.find((role) => role.name === 'Card Operator' && !role.system)!;
  await expectRefused(api, [
    ['POST', 'roles', { name: 'Gatekept', permissions: ['read cards'] }],
    ['PUT', `roles/${custom.id}`, { name: 'Gatekept' }],
    ['DELETE', `roles/${custom.id}`],
  ]);
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: 'Card Operator' })).toHaveCount(1);
  await expect(page.getByRole('row').filter({ hasText: 'Gatekept' })).toHaveCount(0);
});

test('users (Gulf Retail: read administrators only): no invite, role, department or delete actions; the API refuses each', async ({
  page,
}) => {
  await signInManagerTo(page, COMPANIES.gulf.id, '/settings/administrators');
  // Held: read administrators.
  await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
  const owner = page.getByRole('row').nth(1);
  await expect(owner).toContainText('Owner');
  // Lacked: create, update and delete administrators.
  await expect(page.getByRole('button', { name: 'Invite user' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Edit roles of|Departments of|Delete) / })).toHaveCount(0);

  const api = await managerApi(page, COMPANIES.gulf.id);
  const users = ((await api('GET', 'administrators')).body as { data: { id: number }[] }).data;
  const roles = ((await api('GET', 'roles')).body as { data: { id: number; name: string }[] }).data;
  const viewerRole = roles.find((role) => role.name === 'Viewer')!;
  const target = users[users.length - 1];
  await expectRefused(api, [
    [
      'POST',
      'administrators',
      { first_name: 'Gate', last_name: 'Keeper', email: 'gate.keeper@gulf.example.com', role_ids: [viewerRole.id] },
    ],
    ['PUT', `administrators/${target.id}/roles`, { role_ids: [viewerRole.id] }],
    ['DELETE', `administrators/${target.id}`],
  ]);
  const after = ((await api('GET', 'administrators')).body as { data: { id: number }[] }).data;
  expect(after.map((user) => user.id)).toEqual(users.map((user) => user.id));
});
