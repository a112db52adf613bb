import type { RunningServer } from '../../server/app.ts';
import { test, expect, openAndSignIn, ACCOUNTS } from './fixtures';
import { COMPANIES } from './session-helpers';

/** Issue 21 item 11: People is in the sidebar; a person who is a user shows the user's roles; a user row links to the person. */
const seededDb = (appServer: unknown) => (appServer as RunningServer).mockApi.context.store.db;

test('People is in the main sidebar and opens the people list', async ({ page }) => {
  await openAndSignIn(page, ACCOUNTS.firmAdmin);
  const sidebar = page.getByRole('navigation', { name: 'Main navigation' });
  await sidebar.getByRole('link', { name: 'People' }).click();
  await expect(page).toHaveURL(/\/people$/);
  await expect(page.getByRole('columnheader', { name: 'Cards' })).toBeVisible();
});

test("a user row opens the person, whose page shows the user's roles; a person who is no user says so", async ({ page, appServer }) => {
  const db = seededDb(appServer);
  const acmePeople = db.members.filter((member) => member.company_id === COMPANIES.acme.id);
  const user = acmePeople.find((member) => member.role_ids.length > 1) ?? acmePeople.find((member) => member.role_ids.length > 0);
  const notUser = acmePeople.find((member) => member.role_ids.length === 0);
  if (!user || !notUser) throw new Error('The seed needs a user and a person who is no user in Acme');
  const roleNames = user.role_ids.map((id) => db.roles.find((role) => role.id === id)?.name ?? '');
  const userName = `${user.first_name} ${user.last_name}`;

  await openAndSignIn(page, ACCOUNTS.firmAdmin, `/settings/administrators?filter=${encodeURIComponent(JSON.stringify({ q: user.email }))}`);
  await page.getByRole('row').filter({ hasText: user.email }).getByRole('link', { name: userName }).click();
  await expect(page).toHaveURL(new RegExp(`/people/overview/${user.id}$`));
  await expect(page.getByRole('heading', { name: userName })).toBeVisible();
  const roles = page.getByRole('list', { name: 'Roles as a user' });
  for (const name of roleNames) await expect(roles.getByText(name, { exact: true })).toBeVisible();
  await expect(roles.getByRole('listitem')).toHaveCount(roleNames.length);

  await page.goto(`/people/overview/${notUser.id}`);
  await expect(page.getByRole('heading', { name: `${notUser.first_name} ${notUser.last_name}` })).toBeVisible();
  await expect(page.getByText('Not a user of the admin')).toBeVisible();
});
