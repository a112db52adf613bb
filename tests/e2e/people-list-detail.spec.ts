import { test, expect, openAndSignIn, signInAsNewUser, ACCOUNTS } from './fixtures';
import { COMPANIES } from './session-helpers';

const OASIS_WITHOUT_CARD_SERVICES = COMPANIES.oasis.id;

test('people: list, department filter, detail tabs, invite with a field error, remove after confirmation', async ({ page }) => {
  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/people');
  await expect(page.getByRole('columnheader', { name: 'Cards' })).toBeVisible();
  const rows = page.getByRole('row');
  await expect(rows.nth(1)).toBeVisible();

  // Department filter: every row shown belongs to Marketing.
  await page.getByLabel('Department').first().click();
  await page.getByRole('option', { name: 'Marketing' }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/department_id/);
  const departmentCells = page.getByRole('row').locator('td:nth-child(3)');
  await expect(departmentCells.first()).toHaveText('Marketing');
  for (const text of await departmentCells.allTextContents()) expect(text).toBe('Marketing');

  // Detail: overview, then every tab.
  await rows.nth(1).click();
  await expect(page).toHaveURL(/\/people\/overview\/\d+$/);
  const personId = page.url().split('/').pop();
  await expect(page.getByText('Marketing').first()).toBeVisible();
  const tabs = page.getByRole('tablist');
  for (const [label, segment] of [
    ['Cards', 'cards'],
    ['Transfer', 'transfer'],
    ['Expenses', 'expenses'],
    ['Overview', 'overview'],
  ]) {
    await tabs.getByRole('tab', { name: label }).click();
    await expect(page).toHaveURL(new RegExp(`/people/${segment}/${personId}$`));
    await expect(tabs.getByRole('tab', { name: label })).toHaveAttribute('aria-selected', 'true');
  }

  // Invite: a used e-mail is shown on the e-mail field; a new person is then invited.
  const usedEmail =
    (
      await page
        .getByText(/@.*example\.com/)
        .first()
        .textContent()
    )?.trim() ?? '';
  await page.goto('/people/create');
  // The invitation says what it does and can be left (issue 35 item 6).
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Send invitation' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send invitation' }).locator('svg')).toHaveCount(1);
  await page.getByLabel('First name').fill('Lina');
  await page.getByLabel('Last name').fill('Saleh');
  await page.getByLabel('Email').fill(usedEmail.toUpperCase());
  await page.getByRole('button', { name: 'Send invitation' }).click();
  const emailField = page.getByLabel('Email');
  await expect(emailField).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('The email has already been taken.')).toBeVisible();
  await expect(page).toHaveURL(/\/people\/create$/);

  await emailField.fill('lina.saleh.e2e@example.com');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page).toHaveURL(/\/people\/overview\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Lina Saleh' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Lina Saleh' })).toBeVisible();
  await expect(page.getByText('Invited')).toBeVisible();

  // Remove with the exact confirmation text.
  await page.getByRole('button', { name: 'Remove member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove Lina Saleh' });
  await expect(dialog).toContainText('Are you sure you want to remove this member?');
  await dialog.getByRole('button', { name: 'Remove member' }).click();
  await expect(page.getByText('Lina Saleh removed')).toBeVisible();
  // The list comes back with the filters it had (react-admin keeps them).
  await expect(page).toHaveURL(/\/people(\?|$)/);
  await page.goto('/people?filter=%7B%22q%22%3A%22lina.saleh.e2e%22%7D');
  await expect(page.getByText('lina.saleh.e2e@example.com')).toHaveCount(0);
});

test('people detail hides the cards and transfer tabs without card services', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate((companyId) => localStorage.setItem('default_company_id', companyId), OASIS_WITHOUT_CARD_SERVICES);
  await signInAsNewUser(page, ACCOUNTS.firmAdmin);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/people');
  await page.getByRole('row').nth(1).click();
  await expect(page).toHaveURL(/\/people\/overview\/\d+$/);
  const tabs = page.getByRole('tablist');
  await expect(tabs.getByRole('tab', { name: 'Expenses' })).toBeVisible();
  await expect(tabs.getByRole('tab', { name: 'Cards' })).toHaveCount(0);
  await expect(tabs.getByRole('tab', { name: 'Transfer' })).toHaveCount(0);
});

test('people: the status filter lists only invited people, then only active ones', async ({ page }) => {
  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/people');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  const statusCells = page.getByRole('row').locator('td:nth-child(5)');
  for (const [status, others] of [
    ['Invited', /^(Active|Suspended)$/],
    ['Active', /^(Invited|Suspended)$/],
  ] as const) {
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: status }).click();
    await expect(page).toHaveURL(/status/);
    await expect(statusCells.first()).toHaveText(status);
    const texts = await statusCells.allTextContents();
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(text).not.toMatch(others);
  }
});
