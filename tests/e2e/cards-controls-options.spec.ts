import type { Page } from '@playwright/test';
import type { RunningServer } from '../../server/app.ts';
import { controlAbilities } from '../../server/mock-api/policy/cardControls.ts';
import { test, expect, openAndSignIn, ACCOUNTS, RETURNING_USER_DEFAULT_COMPANY_ID } from './fixtures';

const CONTROLS_API = '**/api/admin/card-controls?**';
const COUNTRIES_API = '**/api/admin/countries';

/** An active virtual card of Acme (the firm admin's company) whose countries may change (the mock's policy), none chosen yet. */
function activeCard(appServer: RunningServer) {
  const { db } = appServer.mockApi.context.store;
  const card = db.cards.find((candidate) => {
    const holder = db.members.find((member) => member.id === candidate.member_id);
    return (
      candidate.company_id === RETURNING_USER_DEFAULT_COMPANY_ID &&
      candidate.status === 'active' &&
      candidate.type === 'virtual' &&
      controlAbilities(candidate, holder, true).can_manage_geography
    );
  });
  expect(card).toBeDefined();
  return card!;
}

async function openControls(page: Page, cardId: number) {
  await openAndSignIn(page, ACCOUNTS.firmAdmin, `/cards/cards-control/${cardId}`);
  await expect(page.getByRole('heading', { name: 'Where this card can be used' })).toBeVisible();
}

test('a card-controls failure that carries controls is shown as the controls, read-only, with its message', async ({ page, appServer }) => {
  const card = activeCard(appServer);
  const message = 'This card is terminated; its controls can no longer change.';
  await page.route(CONTROLS_API, (route) =>
    route.fulfill({
      status: 409,
      json: {
        message,
        controls: { allowed_mcc_categories: ['lodging'], allowed_countries: ['SA'], can_manage_mcc: false, can_manage_geography: false },
      },
    }),
  );
  await openControls(page, card.id);
  const controls = page.getByRole('region', { name: 'Where this card can be used' });
  await expect(controls.getByText(message)).toBeVisible();
  await expect(controls.getByText('Lodging')).toBeVisible();
  await expect(controls.getByRole('button', { name: 'Saudi Arabia' })).toBeVisible();
  await expect(controls.getByRole('button', { name: 'Save controls' })).toHaveCount(0);
});

test('the country options of card controls are the countries list: its names shown, its codes saved', async ({ page, appServer }) => {
  const card = activeCard(appServer);
  // A name no hard-coded list holds, on a real code the API accepts.
  await page.route(COUNTRIES_API, async (route) => {
    const answer = await route.fetch();
    const body = (await answer.json()) as { data: { code?: string; display_name: string }[] };
    const renamed = body.data.map((country) => (country.code === 'OM' ? { ...country, display_name: 'Oman (from countries)' } : country));
    await route.fulfill({ response: answer, json: { ...body, data: renamed } });
  });
  await openControls(page, card.id);
  const controls = page.getByRole('region', { name: 'Where this card can be used' });
  await controls.getByRole('combobox', { name: 'Allowed countries' }).click();
  await page.getByRole('option', { name: 'Oman (from countries)' }).click();
  await expect(controls.getByRole('button', { name: 'Oman (from countries)' })).toBeVisible();

  const saved = page.waitForRequest((request) => request.method() === 'PUT' && request.url().includes('/api/admin/card-controls'));
  await controls.getByRole('button', { name: 'Save controls' }).click();
  expect((await saved).postDataJSON()).toMatchObject({ allowed_countries: ['OM'] });
  await expect(page.getByText(/^Controls of card .+ saved$/)).toBeVisible();
});

test('the card option list asks page 1 with the large page size', async ({ page }) => {
  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/people');
  await page.getByRole('row').nth(1).click();
  await expect(page).toHaveURL(/\/people\/overview\/\d+$/);
  await page.getByRole('tablist').getByRole('tab', { name: 'Transfer' }).click();
  const form = page.getByRole('region', { name: 'Move money' });
  await expect(form).toBeVisible();

  const cardOptions = page.waitForRequest(
    (request) => request.method() === 'GET' && new URL(request.url()).pathname === '/api/admin/cards',
  );
  await form.getByRole('combobox', { name: 'Other side' }).click();
  await page.getByRole('option', { name: 'Card', exact: true }).click();
  const query = new URL((await cardOptions).url()).searchParams;
  expect(query.get('page')).toBe('1');
  expect(Number(query.get('per_page'))).toBeGreaterThanOrEqual(1000);
});
