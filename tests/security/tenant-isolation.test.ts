/**
 * Issue 18 part 3 — tenant isolation, generated from the contract: every operation whose path takes
 * a record id is called with ids of records of OTHER companies, four ways:
 *   1. the firm admin and the manager (by turns) under X-Tenant Acme with ids of every other
 *      company — for the manager Desert Logistics and Gulf Retail included, where he belongs too;
 *   2. the manager with X-Tenant = a company he does not belong to (the record's own company);
 *   3. the firm admin (every company) without X-Tenant;
 *   4. another user's token: the member (of other companies) under the record's company and
 *      under his own company.
 * Every answer must be the guard's error — 404 Not found (or a 403 for a permission the caller
 * lacks in his own company), 403 not assigned, 403 X-Tenant required — naming none of the foreign
 * record's fields, and the store digest must not move across each route's batch.
 */
import { describe, expect, it } from 'vitest';
import { NOT_ASSIGNED_MESSAGE, TENANT_REQUIRED_MESSAGE } from '../../server/mock-api/auth/guards.ts';
import { SEEDED_COMPANIES } from '../../server/mock-api/index.ts';
import { bodyOf } from '../../scripts/api-test/bodies.ts';
import { contractOperations, isWrite } from '../../scripts/api-test/contract.ts';
import { errorAnswerProblem } from '../../scripts/api-test/errorAnswer.ts';
import { inPool } from '../../scripts/api-test/pool.ts';
import { tally, useSecurityServer, type Call } from './harness.ts';
import { ID_SOURCES, idParamsOf, idSourcesOf, takesRecordId } from '../../scripts/api-test/idSources.ts';
import { idTuples, type IdTuple } from './idTables.ts';
import { changedTables, storeDigest } from './storeDigest.ts';

const [acme] = SEEDED_COMPANIES;
/** Foreign records per route and way (5 ways × ~107 routes × up to 28 ≈ 11,000 requests). */
const PER_WAY = 28;

const security = useSecurityServer();

/** What the guards answer (auth/guards.ts): a refused permission in one's own company is a 403 before any lookup. */
const refusedPermission = (status: number, message: string) =>
  status === 403 && /^(You do not have permission to .+\.|The permission ".+" is denied for this firm\.)$/.test(message);
const notFoundOrRefused = (status: number, message: string) =>
  (status === 404 && message === 'Not found.') || refusedPermission(status, message);
const notAssigned = (status: number, message: string) => status === 403 && message === NOT_ASSIGNED_MESSAGE;
const EXPECTED: Record<string, (status: number, message: string) => boolean> = {
  'own X-Tenant, foreign id': notFoundOrRefused,
  'X-Tenant not his': notAssigned,
  'no X-Tenant': (status, message) => status === 403 && message === TENANT_REQUIRED_MESSAGE,
  "another user's token, record's company": notAssigned,
  "another user's token, own company": notFoundOrRefused,
};

/** The foreign record's own words: every string field long enough to be its own (names, e-mails, IBANs…). */
function fingerprints(record: IdTuple['record']): string[] {
  return Object.values(record).filter((value): value is string => typeof value === 'string' && value.length >= 8);
}

describe('tenant isolation (generated from the contract)', () => {
  it('maps every path parameter of the contract to its store table (a new id route must be added to ID_SOURCES)', async () => {
    const operations = await contractOperations();
    const withParams = operations.filter((operation) => idParamsOf(operation).length > 0);
    expect(withParams.length).toBeGreaterThan(100);
    for (const operation of withParams) expect(() => idSourcesOf(operation)).not.toThrow();
    // And no stale entry: each key is the start of some contract path.
    const keys = operations.flatMap((operation) => [
      operation.path,
      ...operation.queryParams.map(({ name }) => `${operation.path}?${name}`),
    ]);
    const stale = Object.keys(ID_SOURCES).filter((key) => !keys.some((path) => path.startsWith(key)));
    expect(stale, 'ID_SOURCES entries for paths no longer in the contract').toEqual([]);
  });

  it('answers every request with a foreign id by a 4xx error without its data, and writes nothing (≥ 10,000 requests)', async () => {
    const operations = (await contractOperations()).filter(takesRecordId);
    const [manager, firmAdmin, member] = [
      await security.token('manager'),
      await security.token('firmAdmin'),
      await security.token('member'),
    ];
    const managerCompanies = new Set(security.companiesOf('manager'));
    const memberCompanies = security.companiesOf('member');
    expect(memberCompanies.length).toBeGreaterThan(0);
    const memberHome = memberCompanies[0]!;

    const failures: string[] = [];
    const statuses = new Map<string, number>();
    let total = 0;

    for (const operation of operations) {
      const db = security.api.db();
      const { body, form } = isWrite(operation) ? bodyOf(operation) : {};
      const calls: { call: Call; tuple: IdTuple; way: string }[] = [];
      const add = (way: string, tuples: IdTuple[], token: string, tenantOf: (tuple: IdTuple) => string | undefined) => {
        for (const tuple of tuples)
          calls.push({ way, tuple, call: { method: operation.method, url: tuple.url, token, tenant: tenantOf(tuple), body, form } });
      };
      // The firm admin (every permission) and the manager (in Desert and Gulf too) take turns.
      const foreign = idTuples(operation, db, (id) => id !== acme.id, PER_WAY);
      add(
        'own X-Tenant, foreign id',
        foreign.filter((_, index) => index % 2 === 0),
        firmAdmin,
        () => acme.id,
      );
      add(
        'own X-Tenant, foreign id',
        foreign.filter((_, index) => index % 2 === 1),
        manager,
        () => acme.id,
      );
      add(
        'X-Tenant not his',
        idTuples(operation, db, (id) => !managerCompanies.has(id), PER_WAY),
        manager,
        (tuple) => tuple.companyId,
      );
      add(
        'no X-Tenant',
        idTuples(operation, db, () => true, PER_WAY),
        firmAdmin,
        () => undefined,
      );
      const notMembers = idTuples(operation, db, (id) => !memberCompanies.includes(id), PER_WAY);
      add("another user's token, record's company", notMembers, member, (tuple) => tuple.companyId);
      add("another user's token, own company", notMembers, member, () => memberHome);
      expect(calls.length, `${operation.method} ${operation.path} has no foreign records to try`).toBeGreaterThan(0);

      const before = storeDigest(db);
      await inPool(calls, 6, async ({ call, tuple, way }) => {
        const answer = await security.send(call);
        total += 1;
        tally(statuses, `${answer.status}`);
        const where = `${operation.method} ${call.url} (${way})`;
        const problem = errorAnswerProblem(answer);
        const message = (answer.json as { message?: string } | undefined)?.message ?? '';
        if (problem) failures.push(`${where}: ${problem}`);
        else if (!EXPECTED[way](answer.status, message)) failures.push(`${where}: ${answer.status} ${message}`);
        const leaked = fingerprints(tuple.record).find((text) => answer.text.includes(text));
        if (leaked) failures.push(`${where}: the answer carries the foreign record's "${leaked}"`);
      });
      const changed = changedTables(before, storeDigest(security.api.db()));
      if (changed.length) {
        failures.push(`${operation.method} ${operation.path}: foreign-id requests changed ${changed.join(', ')}`);
        await security.reset();
      }
    }
    console.info(
      `[security] tenant isolation: ${total} requests over ${operations.length} id routes; statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    expect(failures.slice(0, 40)).toEqual([]);
    expect(total).toBeGreaterThanOrEqual(10_000);
  }, 600_000);
});
