import type { Page } from '@playwright/test';
import { test, expect, openAndSignIn, signInAsNewUser, ACCOUNTS } from './fixtures';
import { axeViolations } from './axe';
import { COMPANIES } from './session-helpers';

const PATH = '/settings/company-settings';
const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('the firm admin opens company settings from the profile menu, fixes a field error and sees the saved information after a reload', async ({
  page,
  appServer,
}) => {
  await openAndSignIn(page, ACCOUNTS.firmAdmin);
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Company settings' }).click();
  await expect(page).toHaveURL(/\/settings\/company-settings$/);
  await expect(page.getByRole('heading', { name: 'Company settings', level: 1 })).toBeVisible();
  for (const name of ['Company information', 'Corporate e-wallet', 'Account information', 'Transfer approval department']) {
    await expect(section(page, name)).toBeVisible();
  }
  for (const name of ['Expense notifications', 'Card currency', 'Card type', 'Dark mode', 'Support e-mails']) {
    await expect(section(page, name)).toBeVisible();
  }
  // update_card_currency is denied firm-wide: even the firm admin sees the card currency read-only.
  await expect(section(page, 'Card currency')).toContainText('You can see this section but not change it.');
  await expect(section(page, 'Card currency').getByRole('button', { name: 'Save' })).toHaveCount(0);

  const information = section(page, 'Company information');
  const trn = information.getByRole('textbox', { name: 'TRN (Tax Registration Number)' });
  const seededTrn = await trn.inputValue();
  expect(seededTrn).toMatch(/^100\d{12}$/);
  await expect(information.getByRole('combobox', { name: 'Country' })).toHaveValue('United Arab Emirates');
  expect(await axeViolations(page, '#main-content')).toEqual([]);

  // The form's own check (the TRN rule of src/domain) and the API's 422 (an expired licence), each on its field.
  await information.getByRole('textbox', { name: 'Legal name' }).fill('Acme General Trading L.L.C.');
  await trn.fill('200123456700003');
  await information.getByRole('button', { name: 'Save' }).click();
  await expect(information.getByText('Enter a TRN of 15 digits starting with 100')).toBeVisible();
  await trn.fill('100 2345 6789 0123');
  await information.getByRole('textbox', { name: 'Trade licence expiry' }).fill('31/01/2020');
  await information.getByRole('button', { name: 'Save' }).click();
  await expect(information.getByText('The trade licence has expired: enter the expiry date of the current licence.')).toBeVisible();
  const stored = () => appServer.mockApi.context.store.db.companySettings.find((row) => row.company_id === COMPANIES.acme.id)!;
  expect(stored().company_information.trn).toBe(seededTrn);

  await information.getByRole('textbox', { name: 'Trade licence expiry' }).fill('31/12/2099');
  await information.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Company information saved')).toBeVisible();
  expect(stored().company_information).toMatchObject({ trn: '100234567890123', legal_name: 'Acme General Trading L.L.C.' });

  await page.reload();
  const reloaded = section(page, 'Company information');
  await expect(reloaded.getByRole('textbox', { name: 'Legal name' })).toHaveValue('Acme General Trading L.L.C.');
  await expect(reloaded.getByRole('textbox', { name: 'TRN (Tax Registration Number)' })).toHaveValue('100234567890123');
  await expect(reloaded.getByRole('textbox', { name: 'Trade licence expiry' })).toHaveValue('31/12/2099');
});

test('the manager in Gulf Retail (Viewer) sees the company settings read-only, without the bank details', async ({ page }) => {
  await page.goto(`/login?redirectTo=${encodeURIComponent(PATH)}`);
  await page.evaluate((id) => localStorage.setItem('default_company_id', id), COMPANIES.gulf.id);
  await signInAsNewUser(page, ACCOUNTS.manager);
  await expect(page.getByRole('heading', { name: 'Company settings', level: 1 })).toBeVisible();

  const information = section(page, 'Company information');
  await expect(information).toContainText('You can see this section but not change it.');
  await expect(information.getByRole('textbox', { name: 'Company name' })).toHaveValue(COMPANIES.gulf.name);
  await expect(information.getByRole('textbox', { name: 'Company name' })).toHaveAttribute('readonly', '');
  for (const name of [
    'Company information',
    'Transfer approval department',
    'Expense notifications',
    'Card type',
    'Dark mode',
    'Support e-mails',
  ]) {
    await expect(section(page, name)).toBeVisible();
    await expect(section(page, name).getByRole('button', { name: 'Save' })).toHaveCount(0);
  }
  // `read corporate e-wallet information` and `read account information` are not the Viewer's.
  await expect(section(page, 'Corporate e-wallet')).toHaveCount(0);
  await expect(section(page, 'Account information')).toHaveCount(0);
  await expect(page.getByText(/IBAN/)).toHaveCount(0);
  expect(await axeViolations(page, '#main-content')).toEqual([]);
});

test('saved settings reach the config: dark mode drives the theme switch, the card type the new card, the support e-mails Need Help?', async ({
  page,
}) => {
  await openAndSignIn(page, ACCOUNTS.firmAdmin, PATH);
  const darkMode = section(page, 'Dark mode');
  await darkMode.getByRole('switch', { name: 'Offer dark mode' }).uncheck();
  await darkMode.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Dark mode saved')).toBeVisible();
  await page.getByRole('button', { name: 'Profile' }).click();
  await expect(page.getByRole('menuitem', { name: 'Company settings' })).toBeVisible();
  await expect(page.getByRole('menuitemcheckbox', { name: 'Dark mode' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.reload();
  await expect(section(page, 'Dark mode').getByRole('switch', { name: 'Offer dark mode' })).not.toBeChecked();
  await section(page, 'Dark mode').getByRole('switch', { name: 'Offer dark mode' }).check();
  await section(page, 'Dark mode').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Dark mode saved')).toBeVisible();
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Dark mode' }).click();
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(21, 20, 26)');
  await page.keyboard.press('Escape');

  const cardType = section(page, 'Card type');
  await cardType.getByRole('radio', { name: 'Physical' }).check();
  await cardType.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Card type saved')).toBeVisible();

  const support = section(page, 'Support e-mails');
  await support.getByRole('combobox', { name: 'Support admin e-mails' }).fill('desk@acme.example.com');
  await page.keyboard.press('Enter');
  await support.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Support e-mails saved')).toBeVisible();

  await page.goto('/cards/create');
  await expect(page.getByRole('radio', { name: 'Physical' })).toBeChecked();
  await page.goto('/support/create');
  await expect(page.getByText('Your request goes to support@spendboard.example.com, desk@acme.example.com.')).toBeVisible();
});

test('in Arabic the company settings read right to left, with Arabic labels and no accessibility violation', async ({ page }) => {
  await openAndSignIn(page, ACCOUNTS.firmAdmin, PATH);
  await expect(page.getByRole('heading', { name: 'Company settings', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitemradio', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.keyboard.press('Escape');

  await expect(page.getByRole('heading', { name: 'إعدادات الشركة', level: 1 })).toBeVisible();
  const information = section(page, 'معلومات الشركة');
  await expect(information.getByRole('textbox', { name: 'الاسم القانوني' })).toBeVisible();
  await expect(section(page, 'المحفظة الإلكترونية للشركة').getByRole('textbox', { name: 'رقم الآيبان (IBAN)' })).toBeVisible();
  await expect(section(page, 'إشعارات المصروفات').getByRole('checkbox', { name: 'كل من يعتمد المصروفات' }).first()).toBeVisible();
  // The label sits at the right of its field.
  const heading = await information.getByRole('heading', { name: 'معلومات الشركة' }).boundingBox();
  const section_ = await information.boundingBox();
  expect(heading!.x + heading!.width).toBeGreaterThan(section_!.x + section_!.width - 60);
  expect(await axeViolations(page, '#main-content')).toEqual([]);
});
