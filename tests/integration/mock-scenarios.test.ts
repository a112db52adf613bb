import { jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { dubaiToday } from '../../src/domain/accountingLock.ts';
import { EXPENSE_STATUSES } from '../../src/domain/contractLists.ts';
import { SEEDED_ACCOUNTS, SEEDED_COMPANIES } from '../../server/mock-api/index.ts';
import { ledgerViolations } from '../../server/mock-api/policy/ledgerCheck.ts';
import { configSecret } from '../../server/mock-api/routes/config.ts';
import { sandboxTester, type SandboxTester } from '../support/sandboxClient.ts';
import { useTestServer } from './mockServer.ts';

const acme = SEEDED_COMPANIES[0];
const api = useTestServer({ resetEachTest: false, mock: { sandboxLimit: 40 } });
const tester = (sandbox?: string): SandboxTester => sandboxTester(api.url, api.server.mockApi.context.options.controlToken, sandbox);

/** Loads the scenario into a sandbox of its own and signs `email` in there. */
async function loaded(scenario: string, email: string = SEEDED_ACCOUNTS.firmAdmin) {
  const who = tester(`scenario-${scenario}`);
  const response = await who.control('POST', `/__mock/scenarios/${scenario}`, {});
  expect(response.status, await response.clone().text()).toBe(200);
  const accessToken = await who.signIn(email);
  const read = async (path: string, tenant: string | undefined = acme.id) => {
    const answer = await who.call('GET', path, undefined, { accessToken, tenant });
    expect(answer.status, path).toBe(200);
    return (await answer.json()) as { data: unknown };
  };
  const ledgerHolds = () => {
    const { db } = api.server.mockApi.sandboxes.forHeader(who.sandbox).context.store;
    return db.companies.every((company) => ledgerViolations(db, company.id).length === 0);
  };
  return { who, accessToken, read, ledgerHolds };
}

const tomorrow = () => dubaiToday(new Date(Date.now() + 86_400_000));

describe('scenario files', () => {
  it('lists at least ten valid scenarios with their descriptions', async () => {
    const listed = (await (await tester().control('GET', '/__mock/scenarios')).json()).data as {
      name: string;
      description: string;
      problems: Record<string, string[]>;
    }[];
    expect(listed.length).toBeGreaterThanOrEqual(10);
    for (const scenario of listed) {
      expect(scenario.problems, scenario.name).toEqual({});
      expect(scenario.description.length, scenario.name).toBeGreaterThan(40);
    }
  });

  it.each(['not_enabled', 'pending', 'in_review', 'completed', 'rejected'] as const)(
    'card-services-%s sets that onboarding state, as the config token says',
    async (state) => {
      const { read } = await loaded(`card-services-${state.replace('_', '-')}`);
      const { data } = (await read('/api/admin/config')) as { data: { token: string } };
      const { payload } = await jwtVerify(data.token, configSecret());
      expect(payload.company_settings).toMatchObject(
        state === 'not_enabled'
          ? { is_stripe_enabled: 0, stripe_onboarding_status: null, onboarding_link: null }
          : { is_stripe_enabled: 1, stripe_onboarding_status: state },
      );
    },
  );

  it('wallet-near-zero leaves 25.00 AED in the wallet through a balanced move', async () => {
    const { read, ledgerHolds } = await loaded('wallet-near-zero');
    const { data } = (await read('/api/admin/bills/wallet')) as { data: { balances: { currency: string; balance: number }[] } };
    expect(data.balances.find((row) => row.currency === 'AED')?.balance).toBe(25);
    expect(ledgerHolds()).toBe(true);
    // The shared sandbox keeps its seeded wallet.
    expect(api.db().companies.find((row) => row.id === acme.id)!.limit.balance).toBeGreaterThan(25);
  });

  it('late-salaries makes last month a late_run in the payroll summary', async () => {
    const { read } = await loaded('late-salaries');
    const { data } = (await read('/api/admin/payroll/summary')) as { data: { problems: { kind: string }[] } };
    expect(data.problems.map((problem) => problem.kind)).toContain('late_run');
  });

  it('bill-due-tomorrow adds an approved bill due tomorrow with its payment scheduled', async () => {
    const { read, ledgerHolds } = await loaded('bill-due-tomorrow');
    const { data } = (await read('/api/admin/bills?search=QA-DUE-TOMORROW')) as {
      data: { invoice_number: string; due_date: string; approval_status: string; payment_status: string }[];
    };
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({ due_date: tomorrow(), approval_status: 'approved', payment_status: 'scheduled' });
    expect(ledgerHolds()).toBe(true);
  });

  it('integration-disconnected leaves Xero disconnected', async () => {
    const { read } = await loaded('integration-disconnected');
    const { data } = (await read('/api/admin/integration')) as { data: { provider: string | null; status: string; status_reason: string } };
    expect(data).toMatchObject({ status: 'disconnected', status_reason: expect.stringContaining('Disconnected by') });
  });

  it('expense-every-status adds one expense in each status of the contract', async () => {
    const { read } = await loaded('expense-every-status');
    const { data } = (await read(`/api/admin/expenses?search=QA%20status&per_page=100`)) as {
      data: { merchant: string; status: string }[];
    };
    const ours = data.filter((row) => row.merchant.startsWith('QA status '));
    expect(ours.map((row) => row.status).sort()).toEqual([...EXPENSE_STATUSES].sort());
    for (const row of ours) expect(row.merchant).toBe(`QA status ${row.status}`);
  });

  it('user-without-company takes the member out of every company', async () => {
    const { read } = await loaded('user-without-company', SEEDED_ACCOUNTS.member);
    expect(((await read('/api/admin/sub-tenants', undefined)) as { data: unknown[] }).data).toEqual([]);
    // In the shared sandbox the member still has a company.
    const shared = tester();
    const token = await shared.signIn(SEEDED_ACCOUNTS.member);
    const sharedCompanies = await (await shared.call('GET', '/api/admin/sub-tenants', undefined, { accessToken: token })).json();
    expect(sharedCompanies.data.length).toBeGreaterThan(0);
  });
});

describe('a scenario that fails', () => {
  it('loads nothing and answers 422 naming the step and the field', async () => {
    const { loadScenario } = await import('../../server/mock-api/sandbox/scenarioRun.ts');
    const { sandboxes } = api.server.mockApi;
    const { context } = sandboxes.forHeader('scenario-failing');
    const departmentsBefore = context.store.db.departments.length;
    const walletBefore = context.store.db.companies.find((row) => row.id === acme.id)!.limit.balance;
    const failing = {
      name: 'failing',
      description: 'Creates a department, empties the wallet, then sends a bill without a vendor.',
      base: 'seed' as const,
      steps: [
        { api: { as: SEEDED_ACCOUNTS.firmAdmin, company: acme.id, call: 'POST /api/admin/departments', body: { name: 'Never Kept' } } },
        { wallet_balance: { company: acme.id, balance: 0 } },
        { api: { as: SEEDED_ACCOUNTS.firmAdmin, company: acme.id, call: 'POST /api/admin/bills', body: { invoice_number: 'X' } } },
      ],
    };
    const error = (await loadScenario(context, failing, sandboxes.mockApp()).catch((caught: unknown) => caught)) as {
      status: number;
      message: string;
      errors: Record<string, string[]>;
    };
    expect(error.status).toBe(422);
    expect(error.message).toMatch(/^Scenario "failing" failed at steps\[2\]: POST \/api\/admin\/bills answered 422/);
    expect(Object.keys(error.errors).every((field) => field.startsWith('steps[2].api.body.'))).toBe(true);
    expect(context.store.db.departments.length).toBe(departmentsBefore);
    expect(context.store.db.departments.some((row) => row.name === 'Never Kept')).toBe(false);
    expect(context.store.db.companies.find((row) => row.id === acme.id)!.limit.balance).toBe(walletBefore);

    const unsaved = {
      ...failing,
      steps: [{ control: { call: 'POST /__mock/expenses/{{nothing.data.id}}/status', body: { status: 'approved' } } }],
    };
    const templateError = (await loadScenario(context, unsaved, sandboxes.mockApp()).catch((caught: unknown) => caught)) as {
      errors: Record<string, string[]>;
    };
    expect(Object.keys(templateError.errors)).toEqual(['steps[0].control.call']);
  });

  it('answers 404 for an unknown scenario and 422 for a bad name', async () => {
    expect((await tester().control('POST', '/__mock/scenarios/no-such-scenario', {})).status).toBe(404);
    expect((await tester().control('POST', '/__mock/scenarios/bad%20name', {})).status).toBe(422);
  });
});
