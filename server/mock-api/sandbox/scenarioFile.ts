import { CURRENCIES } from '../../../src/domain/contractLists.ts';
import type { CardServicesState } from '../store/seed/companies.ts';
import { checkedName } from './sandboxNames.ts';

/**
 * A scenario file (`qa/scenarios/<name>.json`): a base and the changes QA wants on it, written in
 * the contract's own terms. Each step has one key, its kind:
 * - `api`: a call of the product API as an account (`as`, in `company`), through every rule the app meets;
 *   `save_as` keeps its answer for later steps (`{{name.data.id}}`);
 * - `control`: a QA control of the sandbox (`POST /__mock/clock`, `POST /__mock/expenses/:id/status`, …);
 * - `card_services`: a company's card-services onboarding state (what the card issuer decides);
 * - `wallet_balance`: a company wallet's balance, reached by one balanced move across the company's edge.
 * Strings may hold `{{day:+1}}` (a Dubai day from the mock clock), `{{month:-1}}` and saved values.
 */
export interface Scenario {
  name: string;
  description: string;
  base: 'seed' | { snapshot: string };
  steps: ScenarioStep[];
}

export type ScenarioStep =
  | { note?: string; api: { as: string; company?: string; call: string; body?: unknown; save_as?: string } }
  | { note?: string; control: { call: string; body?: unknown } }
  | { note?: string; card_services: { company: string; status: CardServicesState } }
  | { note?: string; wallet_balance: { company: string; currency?: string; balance: number } };

const CARD_SERVICES_STATES: readonly CardServicesState[] = ['not_enabled', 'pending', 'in_review', 'completed', 'rejected'];
const API_CALL = /^(GET|POST|PUT|PATCH|DELETE) \/api\/admin\/\S+$/;
const CONTROL_CALL = /^(GET|POST|PUT|PATCH|DELETE) \/__mock\/\S+$/;
const SAVED_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Field (`steps[2].api.call`) → what is wrong with it. Empty: the file is a scenario. */
export type ScenarioProblems = Record<string, string[]>;

/** Checks a parsed file's shape; every problem names the step (index) and the field. */
export function scenarioProblems(file: unknown): ScenarioProblems {
  const problems: ScenarioProblems = Object.create(null);
  const problem = (field: string, message: string) => (problems[field] ??= []).push(message);
  if (!isRecord(file)) return { '': ['A scenario is a JSON object {description, base, steps}.'] };
  onlyKeys(file, ['$schema', 'description', 'base', 'steps'], '', problem);
  if (typeof file.description !== 'string' || file.description.trim() === '')
    problem('description', 'Say in a sentence what state QA gets.');
  const base = file.base;
  if (base !== 'seed' && !(isRecord(base) && typeof base.snapshot === 'string' && Object.keys(base).length === 1)) {
    problem('base', 'Either "seed" or {"snapshot": "<name>"}.');
  }
  if (!Array.isArray(file.steps)) {
    problem('steps', 'A list of steps (it may be empty).');
    return problems;
  }
  file.steps.forEach((step, index) => checkStep(step, `steps[${index}]`, problem));
  return problems;
}

type Problem = (field: string, message: string) => void;

function checkStep(step: unknown, at: string, problem: Problem): void {
  if (!isRecord(step)) return problem(at, 'A step is an object with one kind: api, control, card_services or wallet_balance.');
  const kinds = Object.keys(step).filter((key) => key !== 'note');
  if (step.note !== undefined && typeof step.note !== 'string') problem(`${at}.note`, 'A note is a sentence.');
  if (kinds.length !== 1)
    return problem(at, `Give exactly one kind (api, control, card_services or wallet_balance); found ${kinds.join(', ') || 'none'}.`);
  const kind = kinds[0];
  const body = step[kind];
  const field = `${at}.${kind}`;
  if (!isRecord(body)) return problem(field, 'Expected an object.');
  const text = (key: string, ok: (value: string) => boolean, message: string, optional = false) => {
    const value = body[key];
    if (optional && value === undefined) return;
    if (typeof value !== 'string' || !ok(value)) problem(`${field}.${key}`, message);
  };
  const company = (optional = false) =>
    text('company', (value) => value.trim() !== '', 'A company id (UUID, e.g. from GET /__mock/fixtures).', optional);
  switch (kind) {
    case 'api':
      onlyKeys(body, ['as', 'company', 'call', 'body', 'save_as'], field, problem);
      text('as', (value) => value.includes('@'), 'The e-mail of the account that makes the call.');
      company(true);
      text('call', (value) => API_CALL.test(value), 'A product API call: "<METHOD> /api/admin/…".');
      text('save_as', (value) => SAVED_NAME.test(value), 'A name of letters, digits and "_" for later steps ({{name.data.id}}).', true);
      return;
    case 'control':
      onlyKeys(body, ['call', 'body'], field, problem);
      text(
        'call',
        (value) => CONTROL_CALL.test(value) && !/\/(scenarios|snapshots|sandboxes|reset)(\/|$)/.test(value),
        'A QA control: "<METHOD> /__mock/…" (not scenarios, snapshots, sandboxes or reset: that is the base).',
      );
      return;
    case 'card_services':
      onlyKeys(body, ['company', 'status'], field, problem);
      company();
      text('status', (value) => (CARD_SERVICES_STATES as readonly string[]).includes(value), `One of ${CARD_SERVICES_STATES.join(', ')}.`);
      return;
    case 'wallet_balance':
      onlyKeys(body, ['company', 'currency', 'balance'], field, problem);
      company();
      text('currency', (value) => (CURRENCIES as readonly string[]).includes(value), `One of ${CURRENCIES.join(', ')}.`, true);
      if (
        typeof body.balance !== 'number' ||
        !Number.isFinite(body.balance) ||
        body.balance < 0 ||
        Math.round(body.balance * 100) !== body.balance * 100
      ) {
        problem(`${field}.balance`, 'An amount of 0 or more with at most two decimals.');
      }
      return;
    default:
      problem(`${at}.${kind}`, 'Unknown kind: use api, control, card_services or wallet_balance.');
  }
}

function onlyKeys(record: Record<string, unknown>, allowed: string[], at: string, problem: Problem): void {
  for (const key of Object.keys(record))
    if (!allowed.includes(key)) problem(at ? `${at}.${key}` : key, `Unknown field (expected ${allowed.join(', ')}).`);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The scenario of a checked file. */
export function toScenario(name: string, file: Record<string, unknown>): Scenario {
  return {
    name: checkedName(name, 'name'),
    description: file.description as string,
    base: file.base as Scenario['base'],
    steps: file.steps as ScenarioStep[],
  };
}
