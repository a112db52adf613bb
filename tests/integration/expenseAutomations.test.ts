import { describe, expect, it } from 'vitest';
import { SEEDED_ACCOUNTS, SEEDED_COMPANIES } from '../../server/mock-api/index.ts';
import { expensesTotalInBase } from '../../server/mock-api/store/expenseInBase.ts';
import { automationMatches } from '../../src/domain/expenseAutomations.ts';
import { expenseLock } from '../../src/domain/expenseReview.ts';
import { useTestServer } from './mockServer.ts';

const [acme, desertLogistics, gulf] = SEEDED_COMPANIES;
const api = useTestServer();
const PATH = '/api/admin/expense-automations';
const rowsOf = (companyId: string) => api.db().expenseAutomations.filter((row) => row.company_id === companyId);
const categoryOf = (companyId: string, code: string) =>
  api.db().categories.find((row) => row.company_id === companyId && row.code === code)!;
const activityOf = (expenseId: number) => api.db().expenseActivity.filter((row) => row.expense_id === expenseId);

/** A rule for AWS that codes to Software, as a person writes it. */
const cloudRule = (companyId: string, over: Record<string, unknown> = {}) => ({
  name: 'Cloud hosting',
  priority: 5,
  enabled: true,
  merchant_contains: 'aws',
  category_id: categoryOf(companyId, 'SW').id,
  ...over,
});

/** Acme's uncoded expenses a rule may code (open period, not closed) whose merchant is `merchant`, as the test counts them. */
function uncodedOf(merchant: string) {
  const db = api.db();
  const lockDate = db.accountingSettings.find((row) => row.company_id === acme.id)?.lock_date;
  return db.expenses.filter(
    (row) =>
      row.company_id === acme.id &&
      row.category_id === null &&
      expenseLock(row.status, row.spent_at, lockDate) === null &&
      automationMatches({ merchant_contains: merchant, mcc_category: null, max_amount: null, currency: null }, row),
  );
}

async function admin() {
  const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
  return { accessToken, tenant: acme.id };
}

describe('coding rules: access', () => {
  it('answers 401 without a token, 403 without read expense automations, 403 to a Viewer who writes or applies', async () => {
    expect((await api.get(PATH, { tenant: acme.id })).status).toBe(401);
    const manager = await api.accessToken(SEEDED_ACCOUNTS.manager);
    expect((await api.get(PATH, { accessToken: manager, tenant: desertLogistics.id })).status).toBe(403);
    const viewer = { accessToken: manager, tenant: gulf.id };
    expect((await api.get(PATH, viewer)).status).toBe(200);
    const rule = rowsOf(gulf.id)[0];
    expect((await api.get(`${PATH}/${rule.id}/preview`, viewer)).status).toBe(200);
    expect((await api.send('POST', `${PATH}/${rule.id}/apply`, undefined, viewer)).status).toBe(403);
    expect((await api.send('POST', PATH, cloudRule(gulf.id), viewer)).status).toBe(403);
  });

  it("answers 404 for another company's rule on read, change, preview and apply, changing nothing", async () => {
    const options = await admin();
    const foreign = rowsOf(desertLogistics.id)[0];
    const before = structuredClone(foreign);
    expect((await api.get(`${PATH}/${foreign.id}`, options)).status).toBe(404);
    expect((await api.send('PUT', `${PATH}/${foreign.id}`, cloudRule(acme.id), options)).status).toBe(404);
    expect((await api.get(`${PATH}/${foreign.id}/preview`, options)).status).toBe(404);
    expect((await api.send('POST', `${PATH}/${foreign.id}/apply`, undefined, options)).status).toBe(404);
    expect(rowsOf(desertLogistics.id)[0]).toEqual(before);
  });
});

describe('coding rules: writes', () => {
  it('lists the seeded rules in the order they are tried, with the name of the category they code to', async () => {
    const list = await (await api.get(PATH, await admin())).json();
    expect(list.data.map((row: { name: string }) => row.name)).toEqual(['Coffee runs', 'Couriers', 'Airport rides']);
    expect(list.data[1]).toMatchObject({ category_name: 'Professional fees', enabled: true });
    expect(list.data[0]).not.toHaveProperty('company_id');
  });

  it('refuses an empty condition, a maximum without currency, a taken name and records of another company with 422s, changing nothing', async () => {
    const options = await admin();
    const before = rowsOf(acme.id).length;
    const foreignCategory = categoryOf(desertLogistics.id, 'SW');
    const foreignProject = api.db().projects.find((row) => row.company_id === desertLogistics.id)!;
    const refused = await api.send(
      'POST',
      PATH,
      cloudRule(acme.id, {
        name: 'couriers',
        merchant_contains: '  ',
        max_amount: 100,
        category_id: foreignCategory.id,
        project_id: foreignProject.id,
      }),
      options,
    );
    expect(refused.status).toBe(422);
    expect((await refused.json()).errors).toEqual({
      name: ['The name has already been taken.'],
      merchant_contains: ['Write the text the merchant name contains.'],
      currency: ['Choose the currency of the maximum amount.'],
      category_id: ['The selected category is not an active category of this company.'],
      project_id: ['The selected project is not an active project of this company.'],
    });
    expect(rowsOf(acme.id)).toHaveLength(before);
    const arabic = await api.send('POST', PATH, cloudRule(acme.id, { merchant_contains: '' }), { ...options, language: 'ar' });
    expect((await arabic.json()).errors.merchant_contains).toEqual(['اكتب النص الذي يحتوي عليه اسم التاجر.']);
  });

  it('creates, changes, switches off and deletes a rule', async () => {
    const options = await admin();
    const created = await api.send('POST', PATH, cloudRule(acme.id, { max_amount: 900, currency: 'AED' }), options);
    expect(created.status).toBe(201);
    const { data } = await created.json();
    expect(data).toMatchObject({
      name: 'Cloud hosting',
      merchant_contains: 'aws',
      max_amount: 900,
      currency: 'AED',
      category_name: 'Software',
    });
    const changed = await api.send('PUT', `${PATH}/${data.id}`, cloudRule(acme.id, { enabled: false }), options);
    expect((await changed.json()).data).toMatchObject({ enabled: false, max_amount: null, currency: null });
    expect((await api.send('DELETE', `${PATH}/${data.id}`, undefined, options)).status).toBe(204);
  });
});

describe('coding rules: preview and apply to existing uncoded expenses', () => {
  it('counts and totals in AED what it would code, codes exactly those, names the rule in each trail, and leaves coded ones', async () => {
    const options = await admin();
    const targets = uncodedOf('aws');
    expect(targets.length).toBeGreaterThan(0);
    const codedAws = api.db().expenses.filter((row) => row.company_id === acme.id && row.merchant === 'AWS' && row.category_id !== null);
    const codedBefore = codedAws.map((row) => row.category_id);
    const { data: rule } = await (await api.send('POST', PATH, cloudRule(acme.id), options)).json();

    const preview = await (await api.get(`${PATH}/${rule.id}/preview`, options)).json();
    expect(preview.data).toEqual({ count: targets.length, total: expensesTotalInBase(targets) });
    expect(targets.every((row) => row.category_id === null)).toBe(true);

    const applied = await (await api.send('POST', `${PATH}/${rule.id}/apply`, undefined, options)).json();
    expect(applied.data).toEqual(preview.data);
    const software = categoryOf(acme.id, 'SW').id;
    expect(targets.every((row) => row.category_id === software)).toBe(true);
    expect(activityOf(targets[0].id).at(-1)).toMatchObject({
      kind: 'automation',
      text: 'Cloud hosting',
      actor: expect.stringMatching(/\S/),
      changes: [{ field: 'category', from: null, to: 'Software' }],
    });
    expect(codedAws.map((row) => row.category_id)).toEqual(codedBefore);
    expect((await (await api.get(`${PATH}/${rule.id}/preview`, options)).json()).data.count).toBe(0);
  });
});

describe('coding rules: a new card transaction', () => {
  const acmeCard = () => api.db().cards.find((row) => row.company_id === acme.id && row.status === 'active')!;

  it('arrives coded by the first enabled rule that matches, by priority, with the rule in its trail', async () => {
    const options = await admin();
    await api.send('POST', PATH, cloudRule(acme.id, { name: 'Late catch-all', priority: 900, merchant_contains: 'aramex' }), options);
    const response = await api.send('POST', `/__mock/cards/${acmeCard().id}/transactions`, { merchant: 'ARAMEX Dubai Hub', amount: 64 });
    expect(response.status).toBe(201);
    const { data } = await response.json();
    expect(data).toMatchObject({ status: 'captured', category_id: categoryOf(acme.id, 'PRO').id });
    expect(activityOf(data.id)).toEqual([expect.objectContaining({ kind: 'automation', text: 'Couriers', actor: null })]);
  });

  it('stays uncoded when only a switched-off rule or no rule matches, and a maximum in another currency does not match', async () => {
    const card = acmeCard();
    const careem = await (await api.send('POST', `/__mock/cards/${card.id}/transactions`, { merchant: 'Careem', amount: 30 })).json();
    expect(careem.data.category_id).toBeNull();
    const other = await (await api.send('POST', `/__mock/cards/${card.id}/transactions`, { merchant: 'Nowhere LLC', amount: 30 })).json();
    expect(other.data.category_id).toBeNull();
    expect(activityOf(other.data.id)).toEqual([]);
  });

  it('refuses an unknown card (404) and a transaction without merchant or amount (422)', async () => {
    expect((await api.send('POST', '/__mock/cards/999999/transactions', { merchant: 'X', amount: 1 })).status).toBe(404);
    const refused = await api.send('POST', `/__mock/cards/${acmeCard().id}/transactions`, { merchant: ' ', amount: 0 });
    expect(refused.status).toBe(422);
  });
});
