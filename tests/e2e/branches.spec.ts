import { test, expect, openAndSignIn, signInAsNewUser, seededCompany, ACCOUNTS } from './fixtures';
import { axeViolations } from './axe';
import { COMPANIES } from './session-helpers';

const BRANCH_ROW = (page: import('@playwright/test').Page, name: string) => page.getByRole('row').filter({ hasText: name });

test("the firm admin opens Branches from the Admin section and searches the active company's branches", async ({ page, appServer }) => {
  await openAndSignIn(page, ACCOUNTS.firmAdmin);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Admin' }).click();
  await page.getByRole('navigation', { name: 'Admin settings' }).getByRole('link', { name: 'Branches' }).click();
  await expect(page).toHaveURL(/\/settings\/branches$/);
  await expect(page.getByRole('heading', { name: 'Branches', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Not Yet' })).toHaveCount(0);
  const headOffice = BRANCH_ROW(page, 'Dubai Head Office');
  await expect(headOffice).toContainText('DXB-01');
  await expect(headOffice).toContainText('Default');
  // Every seeded branch of Acme, and none of another company.
  const acmeBranches = appServer.mockApi.context.store.db.branches.filter((row) => row.company_id === COMPANIES.acme.id);
  await expect(page.getByRole('row')).toHaveCount(acmeBranches.length + 1);
  await expect(BRANCH_ROW(page, 'Sharjah Branch')).toContainText('Sharjah');
  expect(await axeViolations(page, '#main-content')).toEqual([]);

  await page.getByRole('textbox', { name: 'Search' }).fill('shj');
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(BRANCH_ROW(page, 'Sharjah Branch')).toBeVisible();
  // A search without a match keeps the list (react-admin's "no results"), not the company's empty state.
  await page.getByRole('textbox', { name: 'Search' }).fill('no such branch');
  await expect(BRANCH_ROW(page, 'Sharjah Branch')).toHaveCount(0);
  await expect(page.getByText('No branches yet')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Search' })).toBeVisible();
});

test('a company without branches shows the empty state', async ({ page }) => {
  const nile = seededCompany('Nile Foods Trading');
  await page.goto('/login?redirectTo=%2Fsettings%2Fbranches');
  await page.evaluate((id) => localStorage.setItem('default_company_id', id), nile.id);
  await signInAsNewUser(page, ACCOUNTS.firmAdmin);
  await expect(page.getByRole('heading', { name: 'No branches yet' })).toBeVisible();
  await expect(page.getByText("Add the company's offices, or import them from a CSV file.")).toBeVisible();
  // The empty state offers the first branch and an import to those who may create.
  await expect(page.getByRole('button', { name: 'New branch' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import' })).toBeVisible();
  expect(await axeViolations(page, '#main-content')).toEqual([]);
});

test('in Arabic the branches list reads right to left with Arabic texts', async ({ page }) => {
  await openAndSignIn(page, ACCOUNTS.member, '/settings/branches');
  await expect(page.getByRole('heading', { name: 'Branches', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitemradio', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  await expect(page.getByRole('heading', { name: 'الفروع' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'الرمز' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'الإمارة' })).toBeVisible();
  const headOffice = BRANCH_ROW(page, 'Dubai Head Office');
  await expect(headOffice).toContainText('افتراضي');
  await expect(headOffice).toContainText('دبي');
  // Columns run right to left: the name comes first, at the right.
  const name = await page.getByRole('columnheader', { name: 'الاسم' }).boundingBox();
  const code = await page.getByRole('columnheader', { name: 'الرمز' }).boundingBox();
  expect(name!.x).toBeGreaterThan(code!.x);
  expect(await axeViolations(page, '#main-content')).toEqual([]);
});

test('without read branches (the manager in Desert Logistics) the sidebar has no Branches and the page is Access Restricted', async ({
  page,
}) => {
  await page.goto('/login');
  await page.evaluate((id) => localStorage.setItem('default_company_id', id), COMPANIES.desert.id);
  await signInAsNewUser(page, ACCOUNTS.manager);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/settings/branches');
  await expect(page.getByRole('heading', { name: 'Access Restricted' })).toBeVisible();
  await expect(page.getByText("You don't have permission to read branches.", { exact: false })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Admin' }).click();
  const admin = page.getByRole('navigation', { name: 'Admin settings' });
  await expect(admin.getByRole('link', { name: 'Departments' })).toBeVisible();
  await expect(admin.getByRole('link', { name: 'Branches' })).toHaveCount(0);
});
