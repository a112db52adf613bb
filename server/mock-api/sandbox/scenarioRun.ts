import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MockContext } from '../context.ts';
import { CONTROL_TOKEN_HEADER } from '../control/controlAccess.ts';
import { FaultInjector } from '../control/faultInjector.ts';
import { validationFailed, type FieldErrors } from '../http/errors.ts';
import { ledgerViolations } from '../policy/ledgerCheck.ts';
import { creditWallet, debitWallet, walletBalance } from '../policy/wallet.ts';
import { companySettingsFor } from '../store/seed/companies.ts';
import type { Currency, StoredCompany } from '../store/types.ts';
import { roundCents } from '../../../src/domain/cents.ts';
import type { Scenario, ScenarioStep } from './scenarioFile.ts';
import { fillTemplate, TemplateProblem } from './scenarioTemplate.ts';
import { SANDBOX_HEADER, SHARED_SANDBOX } from './sandboxNames.ts';
import { applyState, freezeState, thawState } from './sandboxState.ts';

/** What a step needs: the sandbox, the mock app to call, and the values earlier steps saved. */
interface StepRun {
  scenario: Scenario;
  context: MockContext;
  origin: string;
  saved: Record<string, unknown>;
  accessTokens: string[];
}

/**
 * Loads a scenario into a sandbox: its base (the seed or a snapshot), then each step in order. The
 * product API and control calls go through the mock app over HTTP in that sandbox, with its faults
 * set aside while it loads. All or nothing: a failing step, or a ledger that no longer holds, puts the
 * sandbox back as it was and answers 422 naming the step (`steps[3].api.body.due_date`).
 */
export async function loadScenario(context: MockContext, scenario: Scenario, app: RequestListener): Promise<void> {
  const before = freezeState(context);
  const faults = context.faults;
  context.faults = new FaultInjector();
  const server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const run: StepRun = {
    scenario,
    context,
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    saved: Object.create(null),
    accessTokens: [],
  };
  try {
    if (scenario.base === 'seed') context.store.reset();
    else applyState(context, thawState(context.sandboxes.snapshots.get(scenario.base.snapshot).frozen));
    for (const [index, step] of scenario.steps.entries()) await runStep(run, step, `steps[${index}]`);
    refuseBrokenLedger(run);
  } catch (error) {
    applyState(context, thawState(before));
    throw error;
  } finally {
    context.faults = faults;
    for (const token of run.accessTokens) context.tokens.revokeByAccessToken(token);
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

async function runStep(run: StepRun, step: ScenarioStep, at: string): Promise<void> {
  const fill = (value: unknown, field: string) => {
    try {
      return fillTemplate(value, run.saved, run.context.store.now());
    } catch (error) {
      if (error instanceof TemplateProblem) throw failure(run, at, { [field]: [error.message] });
      throw error;
    }
  };
  if ('api' in step) {
    const { as, company, call, body, save_as } = step.api;
    const user = run.context.store.db.users.find((row) => row.email.toLowerCase() === as.toLowerCase());
    if (!user) throw failure(run, at, { [`${at}.api.as`]: [`No account ${as} in this sandbox.`] });
    const { access_token } = run.context.tokens.issueForPassword(user.id);
    run.accessTokens.push(access_token);
    const tenant = company === undefined ? undefined : String(fill(company, `${at}.api.company`));
    const headers = { Authorization: `Bearer ${access_token}`, ...(tenant ? { 'X-Tenant': tenant } : {}) };
    const answer = await send(run, String(fill(call, `${at}.api.call`)), fill(body, `${at}.api.body`), headers, `${at}.api`);
    if (save_as) run.saved[save_as] = answer;
    return;
  }
  if ('control' in step) {
    const headers = { [CONTROL_TOKEN_HEADER]: run.context.options.controlToken };
    await send(
      run,
      String(fill(step.control.call, `${at}.control.call`)),
      fill(step.control.body, `${at}.control.body`),
      headers,
      `${at}.control`,
    );
    return;
  }
  if ('card_services' in step) {
    const company = companyOf(run, step.card_services.company, `${at}.card_services.company`);
    const settings = companySettingsFor(step.card_services.status, company.id);
    company.settings = { ...settings, support_admin_emails: company.settings.support_admin_emails };
    return;
  }
  const { company: companyId, currency, balance } = step.wallet_balance;
  const company = companyOf(run, companyId, `${at}.wallet_balance.company`);
  setWalletBalance(run, company, (currency as Currency | undefined) ?? company.limit.currency, balance);
}

/** One call of the mock in the sandbox; its JSON answer, or a failure naming the step and the API's fields. */
async function send(run: StepRun, call: string, body: unknown, headers: Record<string, string>, at: string): Promise<unknown> {
  const [method, path] = call.split(' ');
  const sandbox: Record<string, string> = run.context.sandbox === SHARED_SANDBOX ? {} : { [SANDBOX_HEADER]: run.context.sandbox };
  const response = await fetch(`${run.origin}${path}`, {
    method,
    headers: { ...headers, ...sandbox, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const answer = parseJson(text);
  if (response.status < 400) return answer;
  const { message, errors } = (answer ?? {}) as { message?: string; errors?: FieldErrors };
  const fieldErrors: FieldErrors = Object.create(null);
  for (const [field, messages] of Object.entries(errors ?? {})) fieldErrors[`${at}.body.${field}`] = messages;
  if (Object.keys(fieldErrors).length === 0) fieldErrors[`${at}.call`] = [`${call} answered ${response.status}: ${message ?? text}`];
  throw failure(run, at.replace(/\.(api|control)$/, ''), fieldErrors, `${call} answered ${response.status}: ${message ?? text}`);
}

function companyOf(run: StepRun, id: string, field: string): StoredCompany {
  const company = run.context.store.db.companies.find((row) => row.id === id);
  if (!company) throw failure(run, field.replace(/\.[a-z_]+\.company$/, ''), { [field]: [`No company ${id} in this sandbox.`] });
  return company;
}

/** Moves the wallet to `target` with one balanced move across the company's edge (a top-up in, a return to the firm out). */
function setWalletBalance(run: StepRun, company: StoredCompany, currency: Currency, target: number): void {
  const change = roundCents(target - walletBalance(company, currency));
  const movement = (type: 'top_up' | 'funding_return') => ({
    type,
    description: `QA scenario "${run.scenario.name}": wallet set to ${target} ${currency}`,
    reference: null,
    at: run.context.store.now().toISOString(),
  });
  if (change > 0) creditWallet(run.context.store.db, company, currency, change, movement('top_up'));
  if (change < 0) debitWallet(run.context.store.db, company, currency, -change, movement('funding_return'));
}

function refuseBrokenLedger(run: StepRun): void {
  const { db } = run.context.store;
  const broken: FieldErrors = Object.create(null);
  for (const company of db.companies) {
    const violations = ledgerViolations(db, company.id);
    if (violations.length > 0) broken[`ledger.${company.id}`] = violations;
  }
  if (Object.keys(broken).length > 0) {
    throw validationFailed(broken, `Scenario "${run.scenario.name}" leaves a ledger that does not hold: nothing was loaded.`);
  }
}

function failure(run: StepRun, at: string, errors: FieldErrors, detail?: string) {
  const step = /^steps\[\d+\]/.exec(at)?.[0] ?? at;
  const reason = detail ?? Object.values(errors)[0]?.[0] ?? 'failed';
  return validationFailed(errors, `Scenario "${run.scenario.name}" failed at ${step}: ${reason} Nothing was loaded.`);
}

/** A JSON answer, or its text when it is not JSON (null when empty). */
function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
