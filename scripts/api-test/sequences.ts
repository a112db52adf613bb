/**
 * Stateful sequences where the contract's paths link calls: a collection's POST and its `/{id}`
 * (the contract has no OpenAPI `links`; the path is the link). The id the create answers is used by
 * the next calls: read it (the same id), update it, delete it, read it again (404).
 */
import { bodyOf, withOwnTexts } from './bodies.ts';
import { exchangeOf, type Caller } from './cases.ts';
import type { CheckedAnswer } from './checkedExchange.ts';
import type { Operation } from './contract.ts';
import type { Tester } from './tester.ts';
import { expectStatus, isSuccess, type Case } from './verdict.ts';

export interface SequencePlan {
  create: Operation;
  /** The `{param}` of the item path. */
  idParam: string;
  read?: Operation;
  updates: Operation[];
  remove?: Operation;
}

/** One plan per collection POST whose `/{id}` the contract has. */
export function sequencePlans(operations: Operation[]): SequencePlan[] {
  const plans: SequencePlan[] = [];
  for (const create of operations.filter((operation) => operation.method === 'POST')) {
    const items = operations.filter((operation) => itemParamOf(create.path, operation.path) !== null);
    if (items.length === 0) continue;
    const idParam = itemParamOf(create.path, items[0]!.path)!;
    const same = items.filter((operation) => itemParamOf(create.path, operation.path) === idParam);
    plans.push({
      create,
      idParam,
      read: same.find((operation) => operation.method === 'GET'),
      updates: same.filter((operation) => operation.method === 'PUT' || operation.method === 'PATCH'),
      remove: same.find((operation) => operation.method === 'DELETE'),
    });
  }
  return plans;
}

/** `/tags` and `/tags/{id}` → `id`; anything else → null. */
function itemParamOf(collection: string, path: string): string | null {
  const match = /^\/\{([^}]+)\}$/.exec(path.slice(collection.length));
  return path.startsWith(collection) && match ? match[1]! : null;
}

let created = 0;

/** The create's minimal body, its names and codes its own (the contract's examples name records that exist). */
function createBody(operation: Operation): ReturnType<typeof bodyOf> {
  const body = bodyOf(operation);
  created += 1;
  const tag = `T${Date.now().toString(36).slice(-4).toUpperCase()}${created}`;
  return operation.jsonBody ? { body: withOwnTexts(operation.jsonBody, body.body, tag) } : body;
}

/** Runs a plan with the collection's own path parameters (`params`) as `caller`. */
export async function runSequence(tester: Tester, plan: SequencePlan, params: Record<string, string>, caller: Caller): Promise<void> {
  const step = (operation: Operation, label: string, stepParams: Record<string, string>, expect?: Case['expect']) =>
    tester.run({ kind: 'sequence', operation, label, exchange: exchangeOf(operation, stepParams, caller), expect });
  const created = await tester.run({
    kind: 'sequence',
    operation: plan.create,
    label: 'create',
    exchange: exchangeOf(plan.create, params, caller, createBody(plan.create)),
  });
  const id = (created?.json as { data?: { id?: unknown } } | undefined)?.data?.id;
  if (!created || !isSuccess(created.status) || (typeof id !== 'number' && typeof id !== 'string')) return;
  const itemParams = { ...params, [plan.idParam]: String(id) };
  const sameRecord = (label: string) => (answer: CheckedAnswer) => {
    const problem = expectStatus([200], label)(answer);
    if (problem) return problem;
    // A file answers its bytes: only a JSON record names its id.
    const record = (answer.json as { data?: { id?: unknown } } | undefined)?.data;
    if (record === undefined) return null;
    const readId = record.id;
    return String(readId) === String(id) ? null : `${label}: answered the record ${String(readId)} for the created ${String(id)}`;
  };
  if (plan.read) {
    await step(plan.read, `read the created ${plan.idParam} ${String(id)}`, itemParams, sameRecord('the created record read back'));
  }
  for (const update of plan.updates) {
    await step(update, `update the created record ${String(id)}`, itemParams);
  }
  if (plan.remove) {
    const removed = await step(plan.remove, `delete the created record ${String(id)}`, itemParams);
    if (plan.read && removed && isSuccess(removed.status))
      await step(plan.read, `read the deleted record ${String(id)}`, itemParams, expectStatus([404], 'a deleted record read again'));
  }
}
