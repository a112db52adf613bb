/**
 * Issue 18 part 3 — tenant isolation, generated from the contract: every operation whose path takes
 * a record id is called with ids of records of OTHER companies, four ways:
 *   1. the manager under his own X-Tenant (Acme) with ids of every other company — Desert Logistics
 *      and Gulf Retail included, where he belongs too;
 *   2. the manager with X-Tenant = a company he does not belong to (the record's own company);
 *   3. the firm admin (every company) without X-Tenant;
 *   4. another user's token: the member (of other companies) under the record's company and
 *      under his own company.
 * Every answer must be a 4xx JSON error (`{message, errors?}`) that names none of the foreign
 * record's fields, and the store digest must not move across each route's batch.
 */
import { describe, expect, it } from 'vitest';
import { SEEDED_COMPANIES } from '../../server/mock-api/index.ts';
import { bodyOf } from './bodies.ts';
import { contractOperations, isWrite } from './contract.ts';
import { errorAnswerProblem, inPool, tally, useSecurityServer, type Call } from './harness.ts';
import { ID_SOURCES, idParamsOf, idSourcesOf, idTuples, takesRecordId, type IdTuple } from './idTables.ts';
import { changedTables, storeDigest } from './storeDigest.ts';

const [acme] = SEEDED_COMPANIES;
/** Foreign records per route and way (5 ways × ~107 routes × up to 28 ≈ 11,000 requests). */
const PER_WAY = 28;

const security = useSecurityServer();

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
    const keys = operations.flatMap((operation) => [operation.path, ...operation.queryParams.map(({ name }) => `${operation.path}?${name}`)]);
    const stale = Object.keys(ID_SOURCES).filter((key) => !keys.some((path) => path.startsWith(key)));
    expect(stale, 'ID_SOURCES entries for paths no longer in the contract').toEqual([]);
  });

  it('answers every request with a foreign id by a 4xx error without its data, and writes nothing (≥ 10,000 requests)', async () => {
    const operations = (await contractOperations()).filter(takesRecordId);
    const [manager, firmAdmin, member] = [await security.token('manager'), await security.token('firmAdmin'), await security.token('member')];
    const managerCompanies = new Set(security.companiesOf('manager'));
    const memberCompanies = security.companiesOf('member');
    expect(memberCompanies.length).toBeGreaterThan(0);
    const memberHome = memberCompanies[0]!;

    const failures: string[] = [];
    const statuses = new Map<string, number>();
    const messages = new Map<string, number>();
    let total = 0;

    for (const operation of operations) {
      const db = security.api.db();
      const { body, form } = isWrite(operation) ? bodyOf(operation) : {};
      const calls: { call: Call; tuple: IdTuple; way: string }[] = [];
      const add = (way: string, tuples: IdTuple[], token: string, tenantOf: (tuple: IdTuple) => string | undefined) => {
        for (const tuple of tuples) calls.push({ way, tuple, call: { method: operation.method, url: tuple.url, token, tenant: tenantOf(tuple), body, form } });
      };
      add('own X-Tenant, foreign id', idTuples(operation, db, (id) => id !== acme.id, PER_WAY), manager, () => acme.id);
      add('X-Tenant not his', idTuples(operation, db, (id) => !managerCompanies.has(id), PER_WAY), manager, (tuple) => tuple.companyId);
      add('no X-Tenant', idTuples(operation, db, () => true, PER_WAY), firmAdmin, () => undefined);
      const notMembers = idTuples(operation, db, (id) => !memberCompanies.includes(id), PER_WAY);
      add("another user's token, record's company", notMembers, member, (tuple) => tuple.companyId);
      add("another user's token, own company", notMembers, member, () => memberHome);
      expect(calls.length, `${operation.method} ${operation.path} has no foreign records to try`).toBeGreaterThan(0);

      const started = performance.now();
      const before = storeDigest(db);
      await inPool(calls, 6, async ({ call, tuple, way }) => {
        const answer = await security.send(call);
        total += 1;
        tally(statuses, `${answer.status}`);
        if (process.env.SECURITY_MESSAGES) tally(messages, `${way} ${answer.status} ${(answer.json as { message?: string })?.message}`);
        const where = `${operation.method} ${call.url} (${way})`;
        const problem = errorAnswerProblem(answer);
        if (problem) failures.push(`${where}: ${problem}`);
        const leaked = fingerprints(tuple.record).find((text) => answer.text.includes(text));
        if (leaked) failures.push(`${where}: the answer carries the foreign record's "${leaked}"`);
      });
      const changed = changedTables(before, storeDigest(security.api.db()));
      if (process.env.SECURITY_TIMINGS) console.info(`${operation.method} ${operation.path}: ${calls.length} in ${Math.round(performance.now() - started)} ms`);
      if (changed.length) {
        failures.push(`${operation.method} ${operation.path}: foreign-id requests changed ${changed.join(', ')}`);
        await security.reset();
      }
    }
    console.info(
      `[security] tenant isolation: ${total} requests over ${operations.length} id routes; statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    if (process.env.SECURITY_MESSAGES) console.info([...messages.entries()].sort().join('\n'));
    expect(failures.slice(0, 40)).toEqual([]);
    expect(total).toBeGreaterThanOrEqual(10_000);
  }, 600_000);
});
