import type { RunningServer } from '../../server/app.ts';
import { test, expect, openAndSignIn, ACCOUNTS } from './fixtures';
import { COMPANIES, apiRequests, clearRequestLog, openCompanySwitcher, switchCompanyTo } from './session-helpers';

/** Issue 21 item 8: a record that is not there or another company's shows the not-found page at once. */
const seededDb = (appServer: unknown) => (appServer as RunningServer).mockApi.context.store.db;

test("another company's card shows the not-found page at once, after one request, with a way back", async ({
  page,
  appServer,
  request,
  baseURL,
}) => {
  const otherCard = seededDb(appServer).cards.find((card) => card.company_id !== COMPANIES.acme.id);
  if (!otherCard) throw new Error('No seeded card outside Acme');
  await openAndSignIn(page, ACCOUNTS.firmAdmin);
  await clearRequestLog(request, baseURL);

  await page.goto(`/cards/overview/${otherCard.id}`);
  await expect(page.getByRole('heading', { name: `This card was not found in ${COMPANIES.acme.name}` })).toBeVisible();
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('link', { name: 'Cards' })).toHaveAttribute('href', '/cards');
  await expect(breadcrumb.getByText('Not found')).toBeVisible();
  const cardCalls = (await apiRequests(request, baseURL)).filter(
    (entry) => entry.method === 'GET' && entry.path.split('?')[0] === `/api/admin/cards/${otherCard.id}`,
  );
  expect(cardCalls.map((entry) => entry.status)).toEqual([404]);

  await page.getByRole('link', { name: 'Back to Cards' }).click();
  await expect(page).toHaveURL(/\/cards$/);
  await expect(page.getByRole('heading', { name: 'Cards' })).toBeVisible();
});

test('a person and a department that are not there show the same page, in Arabic too', async ({ page }) => {
  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/people/overview/999999');
  await expect(page.getByRole('heading', { name: `This person was not found in ${COMPANIES.acme.name}` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to People' })).toHaveAttribute('href', '/people');

  await page.goto('/settings/departments/members/999999');
  await expect(page.getByRole('heading', { name: `This department was not found in ${COMPANIES.acme.name}` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Departments' })).toHaveAttribute('href', '/settings/departments');

  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitemradio', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: `لم يتم العثور على هذا القسم في ${COMPANIES.acme.name}` })).toBeVisible();
});

test('switching company on a detail page lands on the list of the same kind', async ({ page, appServer }) => {
  const person = seededDb(appServer).members.find((member) => member.company_id === COMPANIES.acme.id);
  if (!person) throw new Error('No seeded person in Acme');
  await openAndSignIn(page, ACCOUNTS.firmAdmin, `/people/expenses/${person.id}`);
  await expect(page.getByRole('tablist')).toBeVisible();

  await openCompanySwitcher(page);
  await switchCompanyTo(page, COMPANIES.desert.name);
  await expect(page).toHaveURL(/\/people$/);
  await expect(page.getByRole('columnheader', { name: 'Cards' })).toBeVisible();
  await expect(page.getByText(/was not found in/)).toHaveCount(0);
});
