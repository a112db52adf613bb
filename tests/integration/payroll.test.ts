import { describe, expect, it } from 'vitest';
import { SEEDED_ACCOUNTS, SEEDED_COMPANIES } from '../../server/mock-api/index.ts';
import { walletBalance } from '../../server/mock-api/policy/wallet.ts';
import { ibanFor } from '../../src/domain/uaeIdentifiers.ts';
import { isLedgerConsistent } from '../../src/domain/walletLedger.ts';
import { useTestServer } from './mockServer.ts';

/** UAE payroll (issue 17): every call goes through the contract-validating test server. */
const [acme, desertLogistics, , , , marina] = SEEDED_COMPANIES;
const api = useTestServer();

const BASE = '/api/admin/payroll';
const signedIn = async (email: string, tenant: string = acme.id) => ({ accessToken: await api.accessToken(email), tenant });
const employeesOf = (companyId: string) => api.db().payrollEmployees.filter((row) => row.company_id === companyId);
const runsOf = (companyId: string) => api.db().salaryRuns.filter((row) => row.company_id === companyId);
const GOOD_IBAN = ibanFor('AE', '0330000000123456789');
const thisMonth = () => new Date(Date.now() + 4 * 3_600_000).toISOString().slice(0, 7);

const newEmployee = (memberId: number, overrides: Record<string, unknown> = {}) => ({
  member_id: memberId,
  mohre_person_id: '12345678901234',
  routing_code: '803320101',
  iban: GOOD_IBAN,
  basic_salary: 10_000,
  housing_allowance: 2_500,
  transport_allowance: 500,
  other_allowance: 0,
  contract_start: '2020-01-01',
  annual_leave_balance: 10,
  status: 'active',
  ...overrides,
});

/** A person of Acme without a payroll record (the seed leaves two off). */
const personWithoutRecord = () => {
  const taken = new Set(employeesOf(acme.id).map((row) => row.member_id));
  return api.db().members.find((row) => row.company_id === acme.id && row.status === 'active' && !taken.has(row.id))!;
};

describe('payroll employees and employer account', () => {
  it('lists the company employees; 401 without a token, 403 without read payroll; a viewer reads but cannot write', async () => {
    const admin = await signedIn(SEEDED_ACCOUNTS.firmAdmin);
    const list = await (await api.get(`${BASE}/employees?per_page=100`, admin)).json();
    expect(list.meta.total).toBe(employeesOf(acme.id).length);
    expect(list.data[0]).toEqual(
      expect.objectContaining({ currency: 'AED', first_name: expect.any(String), fixed_pay: expect.any(Number) }),
    );
    const active = await (await api.get(`${BASE}/employees?filters[exact][status]=inactive`, admin)).json();
    expect(active.data.every((row: { status: string }) => row.status === 'inactive')).toBe(true);
    expect((await api.get(`${BASE}/employees`, { tenant: acme.id })).status).toBe(401);
    expect((await api.get(`${BASE}/employees`, await signedIn(SEEDED_ACCOUNTS.manager, desertLogistics.id))).status).toBe(403);
    const viewer = await signedIn(SEEDED_ACCOUNTS.member);
    expect((await api.get(`${BASE}/employees`, viewer)).status).toBe(200);
    expect((await api.send('POST', `${BASE}/employees`, newEmployee(personWithoutRecord().id), viewer)).status).toBe(403);
  });

  it('refuses a bad IBAN, person ID and routing code naming each field and the fix; nothing is added; a good record is', async () => {
    const admin = await signedIn(SEEDED_ACCOUNTS.firmAdmin);
    const person = personWithoutRecord();
    const before = api.db().payrollEmployees.length;
    const refused = await api.send(
      'POST',
      `${BASE}/employees`,
      newEmployee(person.id, { iban: 'AE070331234567890123457', mohre_person_id: '1234', routing_code: '12' }),
      admin,
    );
    expect(refused.status).toBe(422);
    const { errors } = await refused.json();
    expect(errors.iban[0]).toMatch(/check digits do not match/);
    expect(errors.mohre_person_id[0]).toMatch(/14 digits/);
    expect(errors.routing_code[0]).toMatch(/9 digits/);
    expect(api.db().payrollEmployees.length).toBe(before);
    const foreignPerson = api.db().members.find((row) => row.company_id === marina.id)!;
    const foreign = await api.send('POST', `${BASE}/employees`, newEmployee(foreignPerson.id), admin);
    expect((await foreign.json()).errors.member_id[0]).toMatch(/not one of this company/);

    const created = await api.send('POST', `${BASE}/employees`, newEmployee(person.id, { iban: 'ae' + GOOD_IBAN.slice(2) }), admin);
    expect(created.status).toBe(201);
    expect((await created.json()).data).toEqual(expect.objectContaining({ member_id: person.id, iban: GOOD_IBAN, fixed_pay: 13_000 }));
    const again = await api.send('POST', `${BASE}/employees`, newEmployee(person.id), admin);
    expect((await again.json()).errors.member_id[0]).toMatch(/already on the payroll/);
  });

  it("answers 404 for another company's employee on read and change, and changes nothing", async () => {
    const admin = await signedIn(SEEDED_ACCOUNTS.firmAdmin);
    const foreign = employeesOf(marina.id)[0];
    const before = JSON.stringify(foreign);
    expect((await api.get(`${BASE}/employees/${foreign.id}`, admin)).status).toBe(404);
    expect((await api.send('PUT', `${BASE}/employees/${foreign.id}`, newEmployee(foreign.member_id), admin)).status).toBe(404);
    expect(JSON.stringify(foreign)).toBe(before);
  });

  it('keeps the employer account: 13-digit employer ID, 9-digit routing code, a UAE funding IBAN', async () => {
    const admin = await signedIn(SEEDED_ACCOUNTS.firmAdmin);
    const seeded = (await (await api.get(`${BASE}/employer-account`, admin)).json()).data;
    expect(seeded.employer_id).toMatch(/^\d{13}$/);
    const refused = await api.send(
      'PUT',
      `${BASE}/employer-account`,
      { employer_id: '123', routing_code: '1', bank_name: ' ', funding_iban: 'GB82WEST12345698765432' },
      admin,
    );
    expect(refused.status).toBe(422);
    expect(Object.keys((await refused.json()).errors).sort()).toEqual(['bank_name', 'employer_id', 'funding_iban', 'routing_code']);
    expect((await (await api.get(`${BASE}/employer-account`, admin)).json()).data).toEqual(seeded);
    const saved = await api.send(
      'PUT',
      `${BASE}/employer-account`,
      { employer_id: '1112223334445', routing_code: '302620122', bank_name: 'Gulf Bank', funding_iban: GOOD_IBAN },
      admin,
    );
    expect((await saved.json()).data).toEqual(expect.objectContaining({ employer_id: '1112223334445', bank_name: 'Gulf Bank' }));
  });
});

describe('salary runs', () => {
  it('walks a run from draft to posted: review, approval by someone else, the SIF, the bank, the wallet and the ledger', async () => {
    const admin = await signedIn(SEEDED_ACCOUNTS.firmAdmin);
    const manager = await signedIn(SEEDED_ACCOUNTS.manager);
    const month = thisMonth();
    const created = await api.send('POST', `${BASE}/runs`, { month }, admin);
    expect(created.status).toBe(201);
    const run = (await created.json()).data;
    const active = employeesOf(acme.id).filter((row) => row.status === 'active');
    expect(run).toEqual(expect.objectContaining({ status: 'draft', month, totals: expect.objectContaining({ employees: active.length }) }));
    expect((await api.send('POST', `${BASE}/runs`, { month }, admin)).status).toBe(422);

    const lines = (await (await api.get(`${BASE}/runs/${run.id}/lines?per_page=100`, admin)).json()).data;
    expect(lines).toHaveLength(active.length);
    const first = lines[0];
    const changed = await api.send('PUT', `${BASE}/runs/${run.id}/lines/${first.id}`, { variable_pay: 1_000, unpaid_leave_days: 0 }, admin);
    expect((await changed.json()).data.net_pay).toBe(first.net_pay + 1_000);
    const step = (status: string, who = admin) => api.send('PATCH', `${BASE}/runs/${run.id}/status`, { status }, who);

    expect((await step('in_review')).status).toBe(200);
    // Nobody approves what they prepared: 403, nothing changed.
    const own = await step('approved');
    expect(own.status).toBe(403);
    expect((await own.json()).message).toMatch(/Nobody approves a run they prepared/);
    expect(runsOf(acme.id).find((row) => row.id === run.id)!.status).toBe('in_review');
    // A viewer may not approve.
    expect((await step('approved', await signedIn(SEEDED_ACCOUNTS.member))).status).toBe(403);
    const approved = await step('approved', manager);
    expect((await approved.json()).data).toEqual(expect.objectContaining({ status: 'approved', approved_by: 'Maya Haddad' }));

    // Invalid step: 422 naming both statuses, nothing changed.
    const skipped = await step('paid');
    expect(skipped.status).toBe(422);
    expect((await skipped.json()).errors.status[0]).toBe('A run that is approved cannot become paid.');
    expect((await api.get(`${BASE}/runs/${run.id}/sif`, admin)).status).toBe(422);

    const check = (await (await api.get(`${BASE}/runs/${run.id}/sif-check`, admin)).json()).data;
    expect(check.problems).toEqual([]);
    expect((await step('file_generated')).status).toBe(200);
    const sif = (await (await api.get(`${BASE}/runs/${run.id}/sif`, admin)).json()).data;
    const sifLines = sif.content.trimEnd().split('\r\n');
    expect(sif.file_name).toMatch(/^1000234567890\d{12}\.SIF$/);
    expect(sifLines).toHaveLength(active.length + 1);
    expect(
      sifLines
        .slice(0, -1)
        .every((line: string) =>
          /^EDR,\d{14},\d{9},AE\d{21},\d{4}-\d{2}-\d{2},\d{4}-\d{2}-\d{2},\d{1,2},\d+\.\d{2},\d+\.\d{2},\d+$/.test(line),
        ),
    ).toBe(true);
    const scr = sifLines.at(-1).split(',');
    const net = runsOf(acme.id).find((row) => row.id === run.id)!.totals.net_pay;
    expect(scr).toEqual([
      'SCR',
      '1000234567890',
      '803320101',
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      expect.stringMatching(/^\d{4}$/),
      `${month.slice(5)}${month.slice(0, 4)}`,
      String(active.length),
      net.toFixed(2),
      'AED',
    ]);

    // The bank's own steps are not the app's.
    expect((await step('accepted')).status).toBe(422);
    // QA makes the bank reject line 2: the run is rejected naming it, then goes back to draft.
    expect((await api.send('POST', '/__mock/payroll/bank', { outcome: 'reject', line: 2 })).status).toBe(201);
    const rejected = (await (await step('submitted')).json()).data;
    expect(rejected).toEqual(
      expect.objectContaining({ status: 'rejected', rejected_line: 2, bank_message: expect.stringMatching(/line 2/) }),
    );
    expect((await step('draft')).status).toBe(200);
    expect((await step('in_review')).status).toBe(200);
    expect((await step('approved', manager)).status).toBe(200);
    expect((await step('file_generated')).status).toBe(200);
    expect((await (await step('submitted')).json()).data.status).toBe('accepted');

    // A short wallet: 422 with both amounts, wallet and ledger unchanged.
    const company = api.db().companies.find((row) => row.id === acme.id)!;
    const full = company.limit;
    company.limit = { ...full, balance: 100, amount: 100 };
    const entries = api.db().walletEntries.length;
    const short = await step('paid');
    expect(short.status).toBe(422);
    expect((await short.json()).errors.wallet[0]).toMatch(/holds AED\s100\.00; paying the salaries of \d{4}-\d{2} needs AED\s/);
    expect(walletBalance(company, 'AED')).toBe(100);
    expect(api.db().walletEntries.length).toBe(entries);
    expect(runsOf(acme.id).find((row) => row.id === run.id)!.status).toBe('accepted');
    company.limit = full;

    const before = walletBalance(company, 'AED');
    expect((await (await step('paid')).json()).data.status).toBe('paid');
    expect(walletBalance(company, 'AED')).toBeCloseTo(before - net, 2);
    const ledger = (await (await api.get('/api/admin/wallet/entries?per_page=5', admin)).json()).data;
    expect(ledger[0]).toEqual(expect.objectContaining({ type: 'salary_payment', amount: -net }));
    expect((await (await step('posted')).json()).data.status).toBe('posted');
    expect((await step('draft')).status).toBe(422);
  });

  it('refuses to make the file while the checker finds a line the bank would reject, naming it; nothing changes', async () => {
    const admin = await signedIn(SEEDED_ACCOUNTS.firmAdmin);
    const manager = await signedIn(SEEDED_ACCOUNTS.manager);
    const draft = runsOf(acme.id).find((row) => row.status === 'draft')!;
    draft.lines[1].iban = 'AE070331234567890123457';
    const step = (status: string, who = admin) => api.send('PATCH', `${BASE}/runs/${draft.id}/status`, { status }, who);
    await step('in_review');
    await step('approved', manager);
    const check = (await (await api.get(`${BASE}/runs/${draft.id}/sif-check`, admin)).json()).data;
    expect(check.problems).toEqual([
      expect.objectContaining({ line: 2, record_type: 'EDR', field: 'iban', employee: draft.lines[1].name }),
    ]);
    const refused = await step('file_generated');
    expect(refused.status).toBe(422);
    expect((await refused.json()).errors.status[0]).toMatch(/^Line 2 \(.+\): The check digits/);
    expect(draft.status).toBe('approved');
    expect(draft.file_name).toBeNull();
  });

  it("answers 404 for another company's run on every call", async () => {
    const admin = await signedIn(SEEDED_ACCOUNTS.firmAdmin);
    const foreign = runsOf(marina.id).find((row) => row.status === 'draft')!;
    const before = JSON.stringify(foreign);
    expect((await api.get(`${BASE}/runs/${foreign.id}`, admin)).status).toBe(404);
    expect((await api.get(`${BASE}/runs/${foreign.id}/lines`, admin)).status).toBe(404);
    expect((await api.get(`${BASE}/runs/${foreign.id}/sif-check`, admin)).status).toBe(404);
    expect((await api.get(`${BASE}/runs/${foreign.id}/sif`, admin)).status).toBe(404);
    expect((await api.send('PATCH', `${BASE}/runs/${foreign.id}/status`, { status: 'in_review' }, admin)).status).toBe(404);
    expect(
      (await api.send('PUT', `${BASE}/runs/${foreign.id}/lines/${foreign.lines[0].id}`, { variable_pay: 1, unpaid_leave_days: 0 }, admin))
        .status,
    ).toBe(404);
    expect(JSON.stringify(foreign)).toBe(before);
  });

  it('names a past month that has no run at all once its salaries are late', async () => {
    const admin = await signedIn(SEEDED_ACCOUNTS.firmAdmin);
    const now = new Date(Date.now() + 4 * 3_600_000);
    // The 20th of next month (Dubai): this month has no seeded run and is then past its 15 days.
    const target = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 20);
    await api.send('POST', '/__mock/clock', { advance_days: Math.ceil((target - now.getTime()) / 86_400_000) });
    const summary = (await (await api.get(`${BASE}/summary`, admin)).json()).data;
    expect(summary.problems).toContainEqual(
      expect.objectContaining({
        kind: 'late_run',
        run_id: null,
        message: expect.stringContaining(`Salaries of ${thisMonth()} have no run`),
      }),
    );
  });

  it("shows the seeded paid run in the company's wallet ledger, with balances that follow", async () => {
    const paid = runsOf(acme.id).find((row) => row.status === 'paid')!;
    const ledger = api
      .db()
      .walletEntries.filter((row) => row.company_id === acme.id)
      .sort((a, b) => a.at.localeCompare(b.at) || a.id - b.id);
    const entry = ledger.find((row) => row.reference_kind === 'salary_run' && row.reference_id === String(paid.id));
    expect(entry).toMatchObject({ type: 'salary_payment', amount: -paid.totals.net_pay, at: paid.paid_at });
    expect(isLedgerConsistent(ledger)).toBe(true);
    expect(ledger.at(-1)!.balance_after).toBe(api.db().companies.find((row) => row.id === acme.id)!.limit.balance);
  });

  it('rings the bell of those who may prepare or approve payroll when the bell reads, for a month without a run, once', async () => {
    const admin = await signedIn(SEEDED_ACCOUNTS.firmAdmin);
    const member = await signedIn(SEEDED_ACCOUNTS.member);
    const now = new Date(Date.now() + 4 * 3_600_000);
    const target = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 20);
    await api.send('POST', '/__mock/clock', { advance_days: Math.ceil((target - now.getTime()) / 86_400_000) });
    const title = `Salaries of ${thisMonth()} at ${acme.name} have no run`;
    const bell = async (token: typeof admin) => {
      const answer = await api.get('/api/admin/notifications?per_page=50', token);
      expect(answer.status).toBe(200);
      return ((await answer.json()).data as { data: { title: string; additional_data: { cta: string } } }[]).filter((row) =>
        row.data.title.startsWith(title),
      );
    };
    const rung = await bell(admin);
    expect(rung).toHaveLength(1);
    expect(rung[0].data.additional_data.cta).toBe('/payroll/salary-processing');
    expect(await bell(admin)).toHaveLength(1);
    // The member reads payroll but may neither prepare nor approve it: no bell for them.
    expect(await bell(member)).toHaveLength(0);
  });

  it('rings the bell once for a month not paid 15 days after its due date, and the summary and reports add up', async () => {
    const admin = await signedIn(SEEDED_ACCOUNTS.firmAdmin);
    const draft = runsOf(acme.id).find((row) => row.status === 'draft')!;
    await api.send('POST', '/__mock/clock', { advance_days: 50 });
    const count = () => api.db().notifications.filter((row) => row.data.title.includes(`Salaries of ${draft.month}`)).length;
    const summary = (await (await api.get(`${BASE}/summary`, admin)).json()).data;
    expect(summary.problems).toContainEqual(expect.objectContaining({ kind: 'late_run', run_id: draft.id }));
    expect(summary.next_run.id).toBe(draft.id);
    expect(summary.last_run.status).toBe('paid');
    const rung = count();
    expect(rung).toBeGreaterThan(0);
    await api.get(`${BASE}/runs`, admin);
    expect(count()).toBe(rung);

    const reports = (await (await api.get(`${BASE}/reports?month=${draft.month}`, admin)).json()).data;
    expect(reports.register).toHaveLength(draft.lines.length);
    expect(reports.liabilities.length).toBe(employeesOf(acme.id).filter((row) => row.status === 'active').length);
    const sum = reports.liabilities.reduce((total: number, row: { gratuity: number }) => total + row.gratuity, 0);
    expect(reports.totals.gratuity).toBeCloseTo(sum, 2);
  });
});
