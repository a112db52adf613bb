import { ACCOUNTS, expect, openAndSignIn, test } from './fixtures';
import { apiRequests, clearRequestLog } from './session-helpers';
import { DEFAULT_PAGE_SIZE } from '../../src/domain/layout';
import { endpointsOf } from '../../src/providers/data/resources';

/**
 * The lists react-admin mounts at `/<name>` (each declares its `listQuery`: tests/unit/layout/manifests.test.ts)
 * and lists on routes of their own (a route's `listQuery`): their first page is asked for while their code
 * downloads.
 */
const LISTS = [
  ...['cards', 'expenses', 'bills', 'people', 'requests', 'disputes', 'mailbox'].map((name) => ({ path: `/${name}`, resource: name })),
  { path: '/settings/branches', resource: 'branches' },
  { path: '/settings/categories', resource: 'categories' },
  { path: '/settings/counterparts', resource: 'counterparts' },
  { path: '/settings/accounting-settings', resource: 'gl-accounts' },
  { path: '/settings/departments', resource: 'departments' },
  { path: '/settings/roles', resource: 'roles' },
  { path: '/settings/administrators', resource: 'users' },
  { path: '/funds', resource: 'funding-requests' },
  { path: '/payroll/employee-management', resource: 'payroll-employees' },
  { path: '/payroll/salary-processing', resource: 'payroll-runs' },
  { path: '/accounting/expenses', resource: 'accounting-expenses' },
].map(({ path, resource }) => {
  // The path as sent: a resource's path parameters filled in (`/accounting/sync/{kind}`).
  const { list, pathParams = {} } = endpointsOf(resource);
  return { path, endpoint: Object.entries(pathParams).reduce<string>((filled, [name, value]) => filled.replace(`{${name}}`, value), list) };
});

test.beforeEach(async ({ page }) => {
  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/cards');
  await expect(page.getByRole('heading', { name: 'Cards' })).toBeVisible();
});

test('a list page opened afresh asks for its first page once: the shell’s early ask is the one the list uses', async ({
  page,
  request,
  baseURL,
}) => {
  for (const { path, endpoint } of LISTS) {
    await clearRequestLog(request, baseURL);
    await page.goto(path);
    await expect(page.locator('tbody tr.RaDataTable-row').first(), path).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The list's pages (a page may ask the same endpoint for other things: the categories page its parent choices).
    const asked = (await apiRequests(request, baseURL)).filter(
      (entry) => entry.method === 'GET' && entry.path === endpoint && Number(entry.query.per_page) === DEFAULT_PAGE_SIZE,
    );
    expect(asked, `${path}: GET ${endpoint}`).toHaveLength(1);
  }
});

test('a list opened from a shared link with its own sort, page and filter shows that page, asked for once', async ({
  page,
  request,
  baseURL,
}) => {
  await clearRequestLog(request, baseURL);
  const search = new URLSearchParams({ sort: 'name', order: 'ASC', page: '1', perPage: '5', filter: JSON.stringify({}) });
  await page.goto(`/cards?${search}`);
  await expect(page.locator('tbody tr.RaDataTable-row')).toHaveCount(5);
  await page.waitForLoadState('networkidle');
  const asked = (await apiRequests(request, baseURL)).filter((entry) => entry.method === 'GET' && entry.path === '/api/admin/cards');
  expect(asked).toHaveLength(1);
  const column = (await page.locator('thead th').allTextContents()).findIndex((header) => header.trim() === 'Name');
  expect(column).toBeGreaterThanOrEqual(0);
  const names = await page.locator(`tbody tr.RaDataTable-row td:nth-child(${column + 1})`).allTextContents();
  expect(names).toHaveLength(5);
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
});
