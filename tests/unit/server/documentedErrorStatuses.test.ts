import { describe, expect, it } from 'vitest';
import { contractOperations, isQueryId, type Operation } from '../../../scripts/api-test/contract.ts';

/**
 * The error statuses the mock's layers answer for an operation by its shape alone, before its handler:
 * the bearer check (401), an id in the path that names no record of the company (404), the validator
 * and the handlers' field checks on a body (422), the bounded multipart parser (413, http/multipart.ts).
 */
const LAYER_STATUSES: { status: string; layer: string; applies: (operation: Operation) => boolean }[] = [
  { status: '401', layer: 'the bearer token check', applies: (operation) => operation.needsToken },
  { status: '404', layer: 'a record id in the path', applies: (operation) => operation.pathParams.some(isQueryId) },
  { status: '422', layer: 'a request body', applies: (operation) => operation.contentTypes.length > 0 },
  { status: '413', layer: 'the multipart parser', applies: (operation) => operation.contentTypes.includes('multipart/form-data') },
];

describe('issue 37 item 7: every error status a mock layer answers is documented for the operation', () => {
  it('lists 401, 404, 422 and 413 wherever the mock can answer them', async () => {
    const operations = await contractOperations();
    expect(operations.length).toBeGreaterThan(200);
    const missing = operations.flatMap((operation) =>
      LAYER_STATUSES.filter(({ status, applies }) => applies(operation) && !operation.statuses.includes(status)).map(
        ({ status, layer }) => `${operation.method} ${operation.path}: ${status} (${layer})`,
      ),
    );
    expect(missing).toEqual([]);
    // Each rule meets operations, so none passes by applying to nothing.
    for (const { status, applies } of LAYER_STATUSES) expect(operations.filter(applies).length, status).toBeGreaterThan(3);
  });
});
