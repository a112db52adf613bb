import { ACCOUNTS, expect, openAndSignIn, test } from './fixtures';
import { apiRequests, clearRequestLog } from './session-helpers';
import { endpointsOf } from '../../src/providers/data/resources';

/**
 * The lists react-admin mounts at `/<name>` (each declares its `listQuery`: tests/unit/layout/manifests.test.ts):
 * their first page is asked for while their code downloads.
 */
const LISTS = ['cards', 'expenses', 'bills', 'people', 'requests', 'disputes', 'mailbox'].map((name) => ({
  path: `/${name}`,
  endpoint: endpointsOf(name).list,
}));

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
    const asked = (await apiRequests(request, baseURL)).filter((entry) => entry.method === 'GET' && entry.path === endpoint);
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
