/**
 * Issue 18 part 4 — bad input, generated from the contract: every write route that takes a JSON
 * body gets its minimal valid body (required fields, from the contract's examples) broken in every
 * way `brokenBodies` knows — each required field missing, each field of a wrong type, unknown
 * properties, empty and 100,000-character strings, negative amounts and amounts above 10,000,000,
 * malformed JSON. Each answer must be a 4xx JSON error `{message, errors?}`, and the store digest
 * must be the same after each route's batch. Sent as the firm admin in the company of a record of
 * its own (so a refusal is about the body, not about access).
 */
import { describe, expect, it } from 'vitest';
import { SEEDED_COMPANIES } from '../../server/mock-api/index.ts';
import { brokenBodies } from '../../scripts/api-test/bodies.ts';
import { contractOperations, isWrite } from '../../scripts/api-test/contract.ts';
import { errorAnswerProblem } from '../../scripts/api-test/errorAnswer.ts';
import { inPool } from '../../scripts/api-test/pool.ts';
import { tally, useSecurityServer } from './harness.ts';
import { targetUrl } from './idTables.ts';
import { changedTables, storeDigest } from './storeDigest.ts';

const [acme] = SEEDED_COMPANIES;

const security = useSecurityServer();

describe('bad input (generated from the contract)', () => {
  it('answers every broken body of every write route with a 4xx JSON error and changes nothing', async () => {
    const operations = (await contractOperations()).filter((operation) => isWrite(operation) && operation.jsonBody);
    expect(operations.length).toBeGreaterThan(80);
    const failures: string[] = [];
    const statuses = new Map<string, number>();
    let total = 0;

    for (const operation of operations) {
      const db = security.api.db();
      const target = targetUrl(operation, db, (id) => id === acme.id) ?? targetUrl(operation, db, () => true)!;
      const { url } = target;
      const tenant = target.companyId ?? acme.id;
      const bodies = brokenBodies(operation.jsonBody!);
      const firmAdmin = await security.token('firmAdmin');
      const before = storeDigest(security.api.db());
      await inPool(bodies, 4, async ({ label, body, raw }) => {
        const answer = await security.send({
          method: operation.method,
          url,
          token: operation.needsToken ? firmAdmin : undefined,
          tenant,
          body,
          raw,
        });
        total += 1;
        tally(statuses, `${answer.status}`);
        // The firm admin's token is live: a 401 would mean the body was never looked at.
        const problem = answer.status === 401 && operation.needsToken ? `answered 401: ${answer.text}` : errorAnswerProblem(answer);
        if (problem) failures.push(`${operation.method} ${url} with ${label}: ${problem}`);
      });
      const changed = changedTables(before, storeDigest(security.api.db()));
      if (changed.length) {
        failures.push(`${operation.method} ${operation.path}: broken bodies changed ${changed.join(', ')}`);
        await security.reset();
      }
    }
    console.info(
      `[security] bad input: ${total} requests over ${operations.length} write routes; statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    expect(failures.slice(0, 60)).toEqual([]);
  }, 600_000);
});
