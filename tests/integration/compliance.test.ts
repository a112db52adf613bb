import { describe, expect, it } from 'vitest';
import { SEEDED_ACCOUNTS, SEEDED_COMPANIES } from '../../server/mock-api/index.ts';
import { dubaiToday } from '../../src/domain/accountingLock.ts';
import { useTestServer } from './mockServer.ts';

const [acme, desertLogistics] = SEEDED_COMPANIES;

const api = useTestServer();

type Flag = {
  id: number;
  rule_id: number;
  rule_kind: string;
  status: string;
  fingerprint: string;
  subject: { expense_ids: number[] };
  explanation_text: string;
};
type Rule = { id: number; kind: string; enabled: boolean; severity: string; params: Record<string, unknown> };

async function signedIn() {
  const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
  const options = { accessToken, tenant: acme.id };
  const json = async (path: string) => (await api.get(path, options)).json();
  const rules = async (): Promise<Rule[]> => (await json('/api/admin/compliance/rules')).data;
  const flags = async (query = ''): Promise<Flag[]> => (await json(`/api/admin/compliance/flags?per_page=100${query}`)).data;
  const ruleOf = async (kind: string) => (await rules()).find((rule) => rule.kind === kind)!;
  return { options, rules, flags, ruleOf };
}

describe('Smart Comply (rules, flags, scores)', () => {
  it('answers 401 without a token and 403 without the permission, on reads and writes', async () => {
    expect((await api.get('/api/admin/compliance/flags', { tenant: acme.id })).status).toBe(401);
    // The manager is a Card Operator in Desert Logistics: no compliance permission.
    const manager = await api.accessToken(SEEDED_ACCOUNTS.manager);
    const inDesert = { accessToken: manager, tenant: desertLogistics.id };
    expect((await api.get('/api/admin/compliance/rules', inDesert)).status).toBe(403);
    expect((await api.get('/api/admin/compliance/flags', inDesert)).status).toBe(403);
    expect((await api.get('/api/admin/compliance/scores', inDesert)).status).toBe(403);
    const rule = api.db().complianceRules.find((row) => row.company_id === desertLogistics.id)!;
    const body = { enabled: true, severity: rule.severity, params: rule.params };
    expect((await api.send('PUT', `/api/admin/compliance/rules/${rule.id}`, body, inDesert)).status).toBe(403);
    expect((await api.send('POST', `/api/admin/compliance/rules/${rule.id}/simulate`, body, inDesert)).status).toBe(403);
  });

  it('lists the seeded duplicate, sorted by risk and filtered; simulates the split-purchase rule without saving, then enables it', async () => {
    const { options, flags, ruleOf } = await signedIn();
    const open = await flags();
    const duplicate = open.find((flag) => flag.rule_kind === 'duplicate' && flag.explanation_text.includes('Dubai Print House'))!;
    expect(duplicate.subject.expense_ids).toHaveLength(2);
    expect(duplicate.explanation_text).toMatch(
      /^Dubai Print House charged AED\u00a01,250\.00 2 times between \d{2}\/\d{2}\/\d{4} and \d{2}\/\d{2}\/\d{4}, within 3 days: possible duplicates\.$/,
    );
    const risks = open.map((flag) => (flag as unknown as { risk: number }).risk);
    expect(risks).toEqual([...risks].sort((a, b) => b - a));
    expect((await flags('&filters[in][rule_kind][]=duplicate')).every((flag) => flag.rule_kind === 'duplicate')).toBe(true);
    expect(await flags('&filters[in][rule_kind][]=split_purchase')).toEqual([]);

    const split = await ruleOf('split_purchase');
    expect(split.enabled).toBe(false);
    const proposed = { enabled: true, severity: 'high', params: { amount: 5000 } };
    const simulated = await api.send('POST', `/api/admin/compliance/rules/${split.id}/simulate`, proposed, options);
    expect(simulated.status).toBe(200);
    const { data: simulation } = await simulated.json();
    expect(simulation.flag_count).toBe(1);
    expect(simulation.examples[0].explanation_text).toBe(
      `3 purchases at Sharaf DG on ${simulation.examples[0].day.split('-').reverse().join('/')} add up to AED\u00a06,500.00, above the AED\u00a05,000.00 limit: a possible split purchase.`,
    );
    // Nothing saved by a simulation.
    expect((await ruleOf('split_purchase')).enabled).toBe(false);
    expect(await flags('&filters[in][rule_kind][]=split_purchase')).toEqual([]);

    const saved = await api.send('PUT', `/api/admin/compliance/rules/${split.id}`, proposed, options);
    expect(saved.status).toBe(200);
    expect((await saved.json()).data).toMatchObject({ enabled: true, params: { amount: 5000 } });
    expect(await flags('&filters[in][rule_kind][]=split_purchase')).toHaveLength(1);
  });

  it('answers 422 with field errors and changes nothing: bad params, missing note or reason, a decided flag', async () => {
    const { options, flags, ruleOf } = await signedIn();
    const split = await ruleOf('split_purchase');
    const noAmount = await api.send(
      'PUT',
      `/api/admin/compliance/rules/${split.id}`,
      { enabled: true, severity: 'high', params: {} },
      options,
    );
    expect(noAmount.status).toBe(422);
    expect((await noAmount.json()).errors).toHaveProperty(['params.amount']);
    const hours = await ruleOf('after_hours');
    const backwards = { enabled: true, severity: 'low', params: { start_hour: 20, end_hour: 8 } };
    const refused = await api.send('POST', `/api/admin/compliance/rules/${hours.id}/simulate`, backwards, options);
    expect(refused.status).toBe(422);
    expect((await refused.json()).errors).toHaveProperty(['params.end_hour']);
    expect(await ruleOf('split_purchase')).toEqual(split);

    const [flag] = await flags();
    const noNote = await api.send('POST', `/api/admin/compliance/flags/${flag.id}/resolve`, { note: '   ' }, options);
    expect(noNote.status).toBe(422);
    expect((await noNote.json()).errors).toHaveProperty('note');
    const noReason = await api.send('POST', `/api/admin/compliance/flags/${flag.id}/dismiss`, {}, options);
    expect(noReason.status).toBe(422);
    expect((await noReason.json()).errors).toHaveProperty('reason');
    expect((await flags()).find((row) => row.id === flag.id)!.status).toBe('open');

    const resolved = await api.send('POST', `/api/admin/compliance/flags/${flag.id}/resolve`, { note: 'Receipt found in e-mail' }, options);
    expect(resolved.status).toBe(200);
    expect((await resolved.json()).data).toMatchObject({
      status: 'resolved',
      resolution: { text: 'Receipt found in e-mail', by: { first_name: 'Farah' } },
    });
    const again = await api.send('POST', `/api/admin/compliance/flags/${flag.id}/dismiss`, { reason: 'No' }, options);
    expect(again.status).toBe(422);
    expect((await again.json()).errors).toHaveProperty('status');
    // On each record's audit trail.
    const trail = api.db().expenseActivity.filter((row) => row.expense_id === flag.subject.expense_ids[0] && row.kind === 'compliance');
    expect(trail.map((row) => row.text)).toEqual([`flag resolved (${flag.rule_kind}): Receipt found in e-mail`]);
  });

  it("answers 404 for another company's rule or flag", async () => {
    const { options } = await signedIn();
    const foreignRule = api.db().complianceRules.find((row) => row.company_id === desertLogistics.id)!;
    const body = { enabled: true, severity: 'low', params: foreignRule.params };
    expect((await api.send('PUT', `/api/admin/compliance/rules/${foreignRule.id}`, body, options)).status).toBe(404);
    expect((await api.send('POST', `/api/admin/compliance/rules/${foreignRule.id}/simulate`, body, options)).status).toBe(404);
    // Desert Logistics' flags, evaluated by its own firm admin session.
    const desertFlags = await api.get('/api/admin/compliance/flags?per_page=1', { ...options, tenant: desertLogistics.id });
    const [foreignFlag] = (await desertFlags.json()).data as Flag[];
    expect(foreignFlag).toBeDefined();
    expect((await api.send('POST', `/api/admin/compliance/flags/${foreignFlag.id}/dismiss`, { reason: 'x' }, options)).status).toBe(404);
    expect((await api.send('POST', `/api/admin/compliance/flags/${foreignFlag.id}/resolve`, { note: 'x' }, options)).status).toBe(404);
  });

  it('a dismissed flag does not come back after a recheck, and a rule change never rewrites decided flags', async () => {
    const { options, flags, ruleOf } = await signedIn();
    const duplicate = (await flags('&filters[in][rule_kind][]=duplicate')).find((flag) =>
      flag.explanation_text.includes('Dubai Print House'),
    )!;
    expect(
      (await api.send('POST', `/api/admin/compliance/flags/${duplicate.id}/dismiss`, { reason: 'Two print runs' }, options)).status,
    ).toBe(200);

    // A write (a new out-of-pocket expense) makes the mock check the rules again.
    const member = api.db().members.find((row) => row.company_id === acme.id && row.status === 'active')!;
    const category = api.db().categories.find((row) => row.company_id === acme.id && row.status === 'active')!;
    const created = await api.send(
      'POST',
      '/api/admin/expenses',
      // A day after the books' lock date (an expense dated in a locked period is refused).
      { member_id: member.id, merchant: 'Bookshop', spent_at: dubaiToday(), amount: 40, currency: 'AED', category_id: category.id },
      options,
    );
    expect(created.status).toBe(201);
    const after = await flags('&filters[in][rule_kind][]=duplicate');
    const same = after.filter((flag) => flag.fingerprint === duplicate.fingerprint);
    expect(same).toHaveLength(1);
    expect(same[0]).toMatchObject({ id: duplicate.id, status: 'dismissed' });

    // Widen the duplicate window to 90 days: history stays as decided; only new evidence raises new flags.
    const rule = await ruleOf('duplicate');
    const before = api
      .db()
      .complianceFlags.filter((row) => row.company_id === acme.id && row.status !== 'open')
      .map((row) => ({ ...row }));
    const changed = await api.send(
      'PUT',
      `/api/admin/compliance/rules/${rule.id}`,
      { enabled: true, severity: 'low', params: { days: 90 } },
      options,
    );
    expect(changed.status).toBe(200);
    const decidedAfter = api.db().complianceFlags.filter((row) => row.company_id === acme.id && row.status !== 'open');
    expect(decidedAfter).toEqual(before);
    const open = await flags('&filters[in][status][]=open&filters[in][rule_kind][]=duplicate');
    expect(open.every((flag) => flag.fingerprint !== duplicate.fingerprint)).toBe(true);
    // Turning it off removes open flags of the rule but never the decided ones.
    await api.send('PUT', `/api/admin/compliance/rules/${rule.id}`, { enabled: false, severity: 'low', params: { days: 90 } }, options);
    expect(await flags('&filters[in][status][]=open&filters[in][rule_kind][]=duplicate')).toEqual([]);
    expect((await flags('&filters[in][status][]=dismissed')).map((flag) => flag.id)).toContain(duplicate.id);
  });

  it('scores the company, departments and people by the share of spend without open flags', async () => {
    const { options } = await signedIn();
    const response = await api.get('/api/admin/compliance/scores', options);
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data.company.name).toBe('Acme Trading LLC');
    expect(data.company.trend).toHaveLength(6);
    expect(data.company.score).toBe(Math.round(((data.company.spend - data.company.flagged_spend) / data.company.spend) * 1000) / 10);
    expect(data.departments.length).toBeGreaterThan(0);
    const scores = data.people.map((line: { score: number }) => line.score);
    expect(scores).toEqual([...scores].sort((a: number, b: number) => a - b));
  });
});
