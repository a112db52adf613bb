import type { Locator, Page } from '@playwright/test';
import { test, expect, openAndSignIn, ACCOUNTS } from './fixtures';
import { axeViolations } from './axe';
import { navigateInAppUntilShown } from './navigation';

// Issue 11: every catalogue walks list → search → create with a field error → edit seen after a
// reload → archive and delete with the confirmation (tags, projects, inventory, counterparts, GL
// accounts and purchase orders walk in their own specs).

const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

type Walk = {
  path: string;
  heading: string;
  /** Singular noun in the dialogs' titles ('branch' → 'New branch', 'Archive branch X'). */
  noun: string;
  /** A seeded row of Acme to find by search. */
  seeded: string;
  /** Fills the fields a new row needs, except the name. */
  fill: (form: Locator, page: Page) => Promise<void>;
};

const choose = async (form: Locator, page: Page, label: string, option: string) => {
  await form.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

const WALKS: Walk[] = [
  {
    path: '/settings/branches',
    heading: 'Branches',
    noun: 'branch',
    seeded: 'Head Office',
    fill: async (form, page) => {
      await form.getByRole('textbox', { name: 'Code' }).fill('RUH-09');
      await form.getByRole('textbox', { name: 'City' }).fill('Ras Al Khaimah');
      await choose(form, page, 'Emirate', 'Ras Al Khaimah');
      await form.getByRole('textbox', { name: 'Address' }).fill('Office 9, Al Nakheel');
    },
  },
  {
    path: '/settings/payment-methods',
    heading: 'Payment Methods',
    noun: 'payment method',
    seeded: 'Bank',
    fill: async (form, page) => {
      await choose(form, page, 'Type', 'Cheque');
      await form.getByRole('textbox', { name: 'Details' }).fill('Signed by two directors');
    },
  },
  {
    path: '/settings/categories',
    heading: 'Categories',
    noun: 'category',
    seeded: 'Travel',
    fill: async (form) => {
      await form.getByRole('textbox', { name: 'Code' }).fill('WALK-01');
    },
  },
  {
    path: '/settings/classifications',
    heading: 'Classifications',
    noun: 'classification',
    seeded: 'Invoice',
    fill: async (form) => {
      await form.getByRole('spinbutton', { name: 'Priority' }).fill('500');
      await form.getByRole('textbox', { name: 'Subject keywords' }).fill('credit note');
    },
  },
];

for (const walk of WALKS) {
  test(`${walk.heading}: search, create with a field error then fixed, edit seen after reload, archive and delete with confirmation`, async ({
    page,
  }) => {
    await openAndSignIn(page, ACCOUNTS.firmAdmin, walk.path);
    await expect(page.getByRole('heading', { name: walk.heading, exact: true })).toBeVisible();
    await page.getByRole('textbox', { name: 'Search' }).fill(walk.seeded);
    await expect(row(page, walk.seeded).first()).toBeVisible();
    await page.getByRole('textbox', { name: 'Search' }).fill('');

    const name = `Walk ${walk.noun}`;
    await page.getByRole('button', { name: `New ${walk.noun}` }).click();
    const form = page.getByRole('dialog', { name: `New ${walk.noun}` });
    await walk.fill(form, page);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Required').first()).toBeVisible();
    await form.getByRole('textbox', { name: 'Name' }).fill(name);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`${name} created`)).toBeVisible();
    await expect(form).toBeHidden();

    await page.getByRole('textbox', { name: 'Search' }).fill('walk');
    await row(page, name)
      .getByRole('button', { name: `Edit ${name}` })
      .click();
    const edit = page.getByRole('dialog', { name: `Edit ${walk.noun} ${name}` });
    await edit.getByRole('textbox', { name: 'Name' }).fill(`${name} 2`);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`${name} 2 saved`)).toBeVisible();
    await page.reload();
    await expect(row(page, `${name} 2`)).toBeVisible();

    await row(page, `${name} 2`)
      .getByRole('button', { name: `Archive ${name} 2` })
      .click();
    const archive = page.getByRole('dialog', { name: `Archive ${walk.noun} ${name} 2` });
    await expect(archive).toContainText(`${name} 2 will no longer be offered for new records`);
    await archive.getByRole('button', { name: `Archive ${walk.noun}` }).click();
    await expect(row(page, `${name} 2`)).toContainText('Archived');

    await row(page, `${name} 2`)
      .getByRole('button', { name: `Delete ${name} 2` })
      .click();
    const remove = page.getByRole('dialog', { name: `Delete ${walk.noun} ${name} 2` });
    await expect(remove).toContainText('This cannot be undone.');
    expect(await axeViolations(page, '[role=dialog]')).toEqual([]);
    await remove.getByRole('button', { name: `Delete ${walk.noun}` }).click();
    await expect(page.getByText(`${name} 2 deleted`)).toBeVisible();
    await expect(row(page, `${name} 2`)).toHaveCount(0);
  });
}

test('in Arabic every catalogue page reads right to left with its Arabic title and no serious accessibility violation', async ({
  page,
}) => {
  const pages: [path: string, title: RegExp][] = [
    ['/settings/tags', /^الوسوم$/],
    ['/settings/projects', /^المشاريع$/],
    ['/settings/inventory', /./],
    ['/settings/categories', /./],
    ['/settings/branches', /./],
    ['/settings/payment-methods', /./],
    ['/settings/classifications', /./],
    ['/settings/counterparts', /./],
    ['/settings/purchase-orders', /./],
    ['/settings/accounting-settings', /./],
  ];
  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/settings/tags');
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitemradio', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // The first page loaded afresh in Arabic, the others opened inside the app as the Admin drawer's links open them.
  for (const [index, [path, title]] of pages.entries()) {
    if (index === 0) await page.goto(path);
    else await navigateInAppUntilShown(page, path);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(title);
    // Every page's title is Arabic (no Latin letter), and the page still reads right to left.
    await expect(heading).not.toHaveText(/[A-Za-z]/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    expect(await axeViolations(page, '#main-content'), path).toEqual([]);
  }
});
