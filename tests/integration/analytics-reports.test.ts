import { describe, expect, it } from 'vitest';
import { dubaiToday } from '../../src/domain/accountingLock';
import { addDays, budgetForPeriod, previousPeriod } from '../../src/domain/analytics';
import { explanationText } from '../../src/domain/complianceExplain';
import type { ComplianceExplanation } from '../../src/domain/complianceRules';
import { REPORT_CATALOGUE } from '../../src/domain/reportCatalogue';
import { ageingBucket } from '../../src/domain/reports';
import { countsAsSpent } from '../../src/domain/spend';
import { SEEDED_ACCOUNTS, SEEDED_COMPANIES } from '../../server/mock-api/index.ts';
import { expenseDay } from '../../server/mock-api/store/expenseIndex.ts';
import { useTestServer } from './mockServer.ts';

const [acme, desertLogistics, gulfRetail] = SEEDED_COMPANIES;
const api = useTestServer();

const TODAY = dubaiToday();
const PERIOD = { from: addDays(TODAY, -89), to: TODAY };
const COMPARE = previousPeriod(PERIOD);
const query = (params: Record<string, string>) => new URLSearchParams(params).toString();
const cents = (amount: number) => Math.round(amount * 100);

/** What the seeded expenses of a company spent in AED within a period, straight from the database. */
function spentIn(
  companyId: string,
  period: { from: string; to: string },
  keep: (row: { category_id: number | null; merchant: string }) => boolean = () => true,
) {
  const rows = api
    .db()
    .expenses.filter(
      (row) =>
        row.company_id === companyId &&
        countsAsSpent(row.status) &&
        row.currency === 'AED' &&
        expenseDay(row) >= period.from &&
        expenseDay(row) <= period.to &&
        keep(row),
    );
  return { cents: rows.reduce((sum, row) => sum + cents(row.amount), 0), count: rows.length };
}

describe('analytics spend (GET /api/admin/analytics/spend)', () => {
  it('answers 401 without a token and 403 without read reports (the Card Operator in Desert Logistics)', async () => {
    const path = `/api/admin/analytics/spend?${query({ group_by: 'time', ...PERIOD })}`;
    expect((await api.get(path, { tenant: acme.id })).status).toBe(401);
    const manager = await api.accessToken(SEEDED_ACCOUNTS.manager);
    expect((await api.get(path, { accessToken: manager, tenant: desertLogistics.id })).status).toBe(403);
    expect((await api.get(path, { accessToken: manager, tenant: gulfRetail.id })).status).toBe(200);
  });

  it('buckets spend by month and week in Dubai days, against the previous period, every bucket adding up to the total', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    for (const interval of ['month', 'week']) {
      const answer = await api.get(
        `/api/admin/analytics/spend?${query({ group_by: 'time', interval, ...PERIOD, compare_from: COMPARE.from, compare_to: COMPARE.to })}`,
        { accessToken, tenant: acme.id },
      );
      expect(answer.status).toBe(200);
      const { data } = await answer.json();
      const expected = spentIn(acme.id, PERIOD);
      const expectedBefore = spentIn(acme.id, COMPARE);
      expect(expected.count).toBeGreaterThan(0);
      expect(cents(data.total.amount)).toBe(expected.cents);
      expect(data.total.count).toBe(expected.count);
      expect(cents(data.compare_total.amount)).toBe(expectedBefore.cents);
      expect(data.rows.reduce((sum: number, row: { amount: number }) => sum + cents(row.amount), 0)).toBe(expected.cents);
      expect(data.rows[0].from).toBe(PERIOD.from);
      expect(data.rows.at(-1).to).toBe(PERIOD.to);
      if (interval === 'week') {
        // Every bucket but the first starts on a Monday.
        for (const row of data.rows.slice(1)) expect(new Date(`${row.from}T00:00:00Z`).getUTCDay()).toBe(1);
      }
      expect(data.spent_statuses).toContain('captured');
    }
  });

  it('groups by category; a category row drills down to exactly the expense list with the same filters', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const options = { accessToken, tenant: acme.id };
    const { data } = await (await api.get(`/api/admin/analytics/spend?${query({ group_by: 'category', ...PERIOD })}`, options)).json();
    const coded = data.rows.find((row: { id: number | null }) => row.id !== null);
    expect(coded.label).toEqual(expect.any(String));
    expect(cents(coded.amount)).toBe(spentIn(acme.id, PERIOD, (row) => row.category_id === coded.id).cents);

    const listQuery = [
      ...data.spent_statuses.map((status: string) => `filters[in][status][]=${status}`),
      `filters[in][category_id][]=${coded.id}`,
      `filters[date_min][spent_at]=${PERIOD.from}`,
      `filters[date_max][spent_at]=${PERIOD.to}`,
      'per_page=1000',
    ].join('&');
    const list = (await (await api.get(`/api/admin/expenses?${listQuery}`, options)).json()).data as { amount: number; currency: string }[];
    const aed = list.filter((row) => row.currency === 'AED');
    expect(aed.length).toBe(coded.count);
    expect(aed.reduce((sum, row) => sum + cents(row.amount), 0)).toBe(cents(coded.amount));

    // The same filter on the analytics call narrows every group to that category.
    const narrowed = (
      await (
        await api.get(
          `/api/admin/analytics/spend?${query({ group_by: 'department', ...PERIOD })}&filters[in][category_id][]=${coded.id}`,
          options,
        )
      ).json()
    ).data;
    expect(cents(narrowed.total.amount)).toBe(cents(coded.amount));
  });

  it("gives projects their budget for the period's days and departments their limit as it is (no interval)", async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const departments = (
      await (
        await api.get(`/api/admin/analytics/spend?${query({ group_by: 'department', ...PERIOD })}`, { accessToken, tenant: acme.id })
      ).json()
    ).data;
    const department = departments.rows.find((row: { id: number | null }) => row.id !== null);
    expect(department.budget).toBe(api.db().departments.find((row) => row.id === department.id)!.limit.amount);
    expect(department.budget_basis).toBe('standing');

    // A project with spend in the period: its budget spread over its own dates, the share in the period.
    const projects = (
      await (
        await api.get(`/api/admin/analytics/spend?${query({ group_by: 'project', ...PERIOD })}`, { accessToken, tenant: acme.id })
      ).json()
    ).data;
    const withBudget = projects.rows.filter((row: { budget: number | null }) => row.budget !== null);
    expect(withBudget.length).toBeGreaterThan(0);
    for (const row of withBudget) {
      const project = api.db().projects.find((each) => each.id === row.id)!;
      expect(row.budget_basis).toBe('period');
      expect(project.currency).toBe('AED');
      const span = { from: project.start_date!, to: project.end_date! };
      expect(row.budget).toBe(budgetForPeriod(project.budget!, span, PERIOD));
    }
    // At least one seeded project runs beyond the period, so its share is less than its budget.
    expect(
      withBudget.some((row: { id: number; budget: number }) => row.budget < api.db().projects.find((each) => each.id === row.id)!.budget!),
    ).toBe(true);
  });

  it('filters by the exact merchant (not the search), on the expense list and the analytics alike; 422 for a bad merchant', async () => {
    const options = { accessToken: await api.accessToken(SEEDED_ACCOUNTS.firmAdmin), tenant: acme.id };
    const ofAcme = api.db().expenses.filter((row) => row.company_id === acme.id);
    const merchant = ofAcme[0].merchant;
    const exact = ofAcme.filter((row) => row.merchant === merchant);
    const listOf = async (params: string) => {
      const answer = await api.get(`/api/admin/expenses?per_page=1000&${params}`, options);
      expect(answer.status).toBe(200);
      return (await answer.json()) as { data: { merchant: string }[]; meta: { total: number } };
    };
    const byMerchant = await listOf(`filters[exact][merchant]=${encodeURIComponent(merchant)}`);
    expect(byMerchant.meta.total).toBe(exact.length);
    expect(byMerchant.data.every((row) => row.merchant === merchant)).toBe(true);
    // Exact means exact: the lower-cased name or a part of it matches nothing, though the search finds them.
    expect((await listOf(`filters[exact][merchant]=${encodeURIComponent(merchant.toLowerCase())}`)).meta.total).toBe(
      merchant === merchant.toLowerCase() ? exact.length : 0,
    );
    expect((await listOf(`filters[exact][merchant]=${encodeURIComponent(merchant.slice(0, 3))}`)).meta.total).toBe(
      ofAcme.filter((row) => row.merchant === merchant.slice(0, 3)).length,
    );
    expect((await listOf(`search=${encodeURIComponent(merchant.slice(0, 3))}`)).meta.total).toBeGreaterThanOrEqual(exact.length);

    // The analytics with the same filter adds up exactly that merchant's spend.
    const narrowed = (
      await (
        await api.get(
          `/api/admin/analytics/spend?${query({ group_by: 'merchant', ...PERIOD })}&filters[exact][merchant]=${encodeURIComponent(merchant)}`,
          options,
        )
      ).json()
    ).data;
    const spent = spentIn(acme.id, PERIOD, (row) => row.merchant === merchant);
    expect(cents(narrowed.total.amount)).toBe(spent.cents);
    expect(narrowed.rows.map((row: { key: string }) => row.key)).toEqual(spent.count > 0 ? [merchant] : []);

    // An empty or too long name, or an exact filter the list does not have, is a 422 with the field.
    for (const bad of ['filters[exact][merchant]=', `filters[exact][merchant]=${'x'.repeat(121)}`, 'filters[exact][description]=Taxi']) {
      const answer = await api.get(`/api/admin/expenses?${bad}`, options);
      expect(answer.status, bad).toBe(422);
      expect(Object.keys((await answer.json()).errors ?? {}).join(' '), bad).toMatch(/filters/);
    }
  });

  it('groups by company: each company of the user under its own checks, the refusing ones left out', async () => {
    const admin = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const all = (
      await (
        await api.get(`/api/admin/analytics/spend?${query({ group_by: 'company', ...PERIOD })}`, { accessToken: admin, tenant: acme.id })
      ).json()
    ).data;
    expect(all.rows.length).toBeGreaterThan(1);
    expect(cents(all.rows.find((row: { company_id: string }) => row.company_id === acme.id).amount)).toBe(spentIn(acme.id, PERIOD).cents);

    const manager = await api.accessToken(SEEDED_ACCOUNTS.manager);
    const answer = await api.get(`/api/admin/analytics/spend?${query({ group_by: 'company', ...PERIOD })}`, {
      accessToken: manager,
      tenant: gulfRetail.id,
    });
    const companies = (await answer.json()).data.rows.map((row: { company_id: string }) => row.company_id);
    expect(companies).toContain(gulfRetail.id);
    expect(companies).not.toContain(desertLogistics.id);
  });

  it('answers 422 with field errors for bad periods and unknown filters', async () => {
    const options = { accessToken: await api.accessToken(SEEDED_ACCOUNTS.firmAdmin), tenant: acme.id };
    const errorsOf = async (path: string) => {
      const answer = await api.get(path, options);
      expect(answer.status).toBe(422);
      return Object.keys((await answer.json()).errors ?? {});
    };
    expect(await errorsOf(`/api/admin/analytics/spend?${query({ group_by: 'time', from: '2026-03-02', to: '2026-03-01' })}`)).toContain(
      'to',
    );
    expect(
      await errorsOf(`/api/admin/analytics/spend?${query({ group_by: 'time', interval: 'day', from: '2026-01-01', to: '2026-06-01' })}`),
    ).toContain('interval');
    expect(await errorsOf(`/api/admin/analytics/spend?${query({ group_by: 'time', ...PERIOD, compare_from: COMPARE.from })}`)).toContain(
      'compare_to',
    );
    await errorsOf(`/api/admin/analytics/spend?${query({ group_by: 'time', ...PERIOD })}&filters[in][nothing][]=1`);
    await errorsOf(`/api/admin/analytics/spend?${query({ group_by: 'colour', ...PERIOD })}`);
  });
});

describe('standard reports (GET /api/admin/report-rows/{kind})', () => {
  it('answers every report of the catalogue with its columns; 403 without read reports', async () => {
    const options = { accessToken: await api.accessToken(SEEDED_ACCOUNTS.firmAdmin), tenant: acme.id };
    const card = api.db().cards.find((row) => row.company_id === acme.id)!;
    for (const entry of REPORT_CATALOGUE) {
      const filters = entry.required.includes('card_id') ? `&filters[card_id]=${card.id}` : '';
      const answer = await api.get(`/api/admin/report-rows/${entry.kind}?per_page=500${filters}`, options);
      expect(answer.status, entry.kind).toBe(200);
      const { data } = await answer.json();
      for (const row of data) expect(Object.keys(row).sort()).toEqual(entry.columns.map((column) => column.key).sort());
    }
    const manager = await api.accessToken(SEEDED_ACCOUNTS.manager);
    expect((await api.get('/api/admin/report-rows/vat', { accessToken: manager, tenant: desertLogistics.id })).status).toBe(403);
  });

  it('ages unpaid bills into their buckets and splits input VAT by TRN validity', async () => {
    const options = { accessToken: await api.accessToken(SEEDED_ACCOUNTS.firmAdmin), tenant: acme.id };
    const ageing = (await (await api.get('/api/admin/report-rows/ap_ageing?per_page=1000', options)).json()).data;
    expect(ageing.length).toBeGreaterThan(0);
    for (const row of ageing) expect(row.bucket).toBe(ageingBucket(row.due_date, TODAY));

    const vat = (await (await api.get('/api/admin/report-rows/vat?per_page=1000', options)).json()).data;
    expect(vat.length).toBeGreaterThan(0);
    for (const row of vat) {
      if (row.recoverability === 'recoverable') expect(row.supplier_trn).toMatch(/^100\d{12}$/);
      else expect(row.supplier_trn === null || !/^100\d{12}$/.test(row.supplier_trn)).toBe(true);
    }
  });

  it('answers 422 for bad filters: reversed days, a filter the report does not take, a card statement without a card', async () => {
    const options = { accessToken: await api.accessToken(SEEDED_ACCOUNTS.firmAdmin), tenant: acme.id };
    const fields = async (path: string) => {
      const answer = await api.get(path, options);
      expect(answer.status).toBe(422);
      return Object.keys((await answer.json()).errors ?? {});
    };
    expect(await fields('/api/admin/report-rows/expenses?filters[from]=2026-03-02&filters[to]=2026-03-01')).toEqual(['to']);
    expect(await fields('/api/admin/report-rows/vat?filters[card_id]=5')).toEqual(['card_id']);
    expect(await fields('/api/admin/report-rows/card_statement')).toEqual(['card_id']);
    await fields('/api/admin/report-rows/vat?filters[colour]=red');
  });
});

describe('saved reports (/api/admin/saved-reports)', () => {
  const VAT_REPORT = {
    kind: 'vat',
    name: 'Monthly VAT',
    filters: { from: '2026-01-01' },
    columns: ['supplier_trn', 'vat_amount'],
    schedule: null,
  };

  it("keeps each user's reports to themselves: another user's or another company's id is a 404", async () => {
    const admin = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const created = await api.send('POST', '/api/admin/saved-reports', VAT_REPORT, { accessToken: admin, tenant: gulfRetail.id });
    expect(created.status).toBe(201);
    const saved = (await created.json()).data;
    expect(saved).toMatchObject({ ...VAT_REPORT, schedule: null, next_send_on: null, last_sent_on: null });
    expect(saved).not.toHaveProperty('user_id');

    const mine = (await (await api.get('/api/admin/saved-reports', { accessToken: admin, tenant: gulfRetail.id })).json()).data;
    expect(mine.map((row: { id: number }) => row.id)).toEqual([saved.id]);
    expect((await api.get(`/api/admin/saved-reports/${saved.id}`, { accessToken: admin, tenant: acme.id })).status).toBe(404);

    const manager = await api.accessToken(SEEDED_ACCOUNTS.manager);
    const asManager = { accessToken: manager, tenant: gulfRetail.id };
    expect((await api.get(`/api/admin/saved-reports/${saved.id}`, asManager)).status).toBe(404);
    expect((await api.send('PUT', `/api/admin/saved-reports/${saved.id}`, VAT_REPORT, asManager)).status).toBe(404);
    expect((await api.send('DELETE', `/api/admin/saved-reports/${saved.id}`, undefined, asManager)).status).toBe(404);
    expect((await (await api.get('/api/admin/saved-reports', asManager)).json()).data).toEqual([]);
    // The seeded reports and this one.
    expect(api.db().savedReports.filter((row) => row.company_id === gulfRetail.id)).toHaveLength(1);
  });

  it('answers 422 for columns the report does not have and for bad filters, saving nothing', async () => {
    const before = api.db().savedReports.length;
    const options = { accessToken: await api.accessToken(SEEDED_ACCOUNTS.firmAdmin), tenant: acme.id };
    const bad = await api.send(
      'POST',
      '/api/admin/saved-reports',
      { ...VAT_REPORT, columns: ['merchant'], filters: { from: '2026-02-01', to: '2026-01-01' } },
      options,
    );
    expect(bad.status).toBe(422);
    expect(Object.keys((await bad.json()).errors).sort()).toEqual(['columns', 'filters.to']);
    expect(api.db().savedReports).toHaveLength(before);
  });

  it('e-mails a monthly scheduled report once per month on the mock clock (GET /__mock/outbox)', async () => {
    const options = { accessToken: await api.accessToken(SEEDED_ACCOUNTS.firmAdmin), tenant: acme.id };
    const created = await api.send('POST', '/api/admin/saved-reports', { ...VAT_REPORT, filters: {}, schedule: 'monthly' }, options);
    const saved = (await created.json()).data;
    const firstOfNextMonth = `${new Date(Date.UTC(Number(TODAY.slice(0, 4)), Number(TODAY.slice(5, 7)), 1)).toISOString().slice(0, 10)}`;
    expect(saved.next_send_on).toBe(firstOfNextMonth);

    const mails = async () =>
      (
        (await (await api.get(`/__mock/outbox?email=${SEEDED_ACCOUNTS.firmAdmin}`)).json()).data as {
          kind: string;
          saved_report_id?: number;
          period?: { from: string };
        }[]
      ).filter((mail) => mail.kind === 'scheduled_report');
    expect(await mails()).toEqual([]);

    // To the 2nd of next month (Dubai): one mail with last month's report; reading again sends nothing more.
    const now = new Date(Date.now() + 4 * 3_600_000);
    const secondOfNextMonth = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 2, 12);
    await api.send('POST', '/__mock/clock', { advance_days: Math.ceil((secondOfNextMonth - now.getTime()) / 86_400_000) });
    expect(await mails()).toHaveLength(1);
    expect(await mails()).toHaveLength(1);
    const [first] = await mails();
    expect(first).toMatchObject({ saved_report_id: saved.id, period: { from: `${TODAY.slice(0, 7)}-01` } });
    const after = (await (await api.get(`/api/admin/saved-reports/${saved.id}`, options)).json()).data;
    expect(after.last_sent_on).toBe(firstOfNextMonth);

    await api.send('POST', '/__mock/clock', { advance_days: 31 });
    expect(await mails()).toHaveLength(2);

    // Unscheduled: no more mails.
    await api.send('PUT', `/api/admin/saved-reports/${saved.id}`, { ...VAT_REPORT, filters: {}, schedule: null }, options);
    await api.send('POST', '/__mock/clock', { advance_days: 62 });
    expect(await mails()).toHaveLength(2);
  });

  it("reports Smart Comply's flags to those who may read them, from the flags themselves, highest risk first", async () => {
    const admin = { accessToken: await api.accessToken(SEEDED_ACCOUNTS.firmAdmin), tenant: acme.id };
    const flags = (await (await api.get('/api/admin/compliance/flags?per_page=100', admin)).json()).data as {
      rule_kind: string;
      amount: number;
      risk: number;
      status: string;
    }[];
    expect(flags.length).toBeGreaterThan(0);
    const answer = await api.get('/api/admin/report-rows/compliance_flags?per_page=100', admin);
    expect(answer.status).toBe(200);
    const report = await answer.json();
    expect(report.meta.total).toBe(flags.length);
    expect(report.data.map((row: { rule: string }) => row.rule).sort()).toEqual(flags.map((flag) => flag.rule_kind).sort());
    const risks = report.data.map((row: { risk: number }) => row.risk);
    expect(risks).toEqual([...risks].sort((a: number, b: number) => b - a));
    // Each row says why, in the flag's own words.
    const texts = new Set(flags.map((flag) => (flag as unknown as { explanation_text: string }).explanation_text));
    for (const row of report.data as { explanation: string }[]) expect(texts.has(row.explanation)).toBe(true);
    // Asked in Arabic, the sentences are the Arabic ones (the same rows, the same codes and figures).
    const inArabic = { ...admin, language: 'ar-AE,ar;q=0.9,en;q=0.8' };
    const arabicFlags = (await (await api.get('/api/admin/compliance/flags?per_page=100', inArabic)).json()).data as {
      explanation_text: string;
      explanation: ComplianceExplanation;
    }[];
    expect(arabicFlags.map((flag) => flag.explanation_text)).toEqual(arabicFlags.map((flag) => explanationText(flag.explanation, 'ar')));
    expect(arabicFlags.every((flag) => /[\u0600-\u06FF]/.test(flag.explanation_text))).toBe(true);
    const arabicReport = await (await api.get('/api/admin/report-rows/compliance_flags?per_page=100', inArabic)).json();
    expect(arabicReport.data.map((row: { rule: string; risk: number }) => [row.rule, row.risk])).toEqual(
      report.data.map((row: { rule: string; risk: number }) => [row.rule, row.risk]),
    );
    const arabicTexts = new Set(arabicFlags.map((flag) => flag.explanation_text));
    for (const row of arabicReport.data as { explanation: string }[]) {
      expect(arabicTexts.has(row.explanation)).toBe(true);
      expect(texts.has(row.explanation)).toBe(false);
    }
    // English is the default, and what a language the API does not write in gets.
    const french = await (
      await api.get('/api/admin/report-rows/compliance_flags?per_page=100', { ...admin, language: 'fr-FR, ar;q=0' })
    ).json();
    expect(french.data.map((row: { explanation: string }) => row.explanation)).toEqual(
      report.data.map((row: { explanation: string }) => row.explanation),
    );
    // Without `read compliance` (denied for the firm), the report is refused, and so is saving it.
    api.db().denyList.api['read compliance'] = true;
    expect((await api.get('/api/admin/report-rows/compliance_flags', admin)).status).toBe(403);
    const saved = await api.send(
      'POST',
      '/api/admin/saved-reports',
      { kind: 'compliance_flags', name: 'Flags', filters: {}, columns: ['rule'], schedule: null },
      admin,
    );
    expect(saved.status).toBe(403);
    delete api.db().denyList.api['read compliance'];
  });
});
