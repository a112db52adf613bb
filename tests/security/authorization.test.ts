/**
 * Issue 18 part 5 — authorization, generated from the contract: every write route is called with
 * the manager's and the member's tokens in each of their companies where their roles there lack the
 * permission the route's contract description names ("Needs permission `x`"), read through the real
 * guard's own lookup (`grantedPermissions`); and as the firm admin with that permission on the firm's
 * deny list. Each must be a 403 with the guard's message, and nothing may change.
 */
import { describe, expect, it } from 'vitest';
import { SEEDED_COMPANIES, SEEDED_DENY_LIST } from '../../server/mock-api/index.ts';
import { grantedPermissions } from '../../server/mock-api/policy/permissions.ts';
import { ALL_PERMISSIONS } from '../../src/domain/permissionNames.ts';
import { bodyOf, sampleOf } from '../../scripts/api-test/bodies.ts';
import { contractOperations, isWrite, neededPermission, type Operation } from '../../scripts/api-test/contract.ts';
import { errorAnswerProblem } from '../../scripts/api-test/errorAnswer.ts';
import { inPool } from '../../scripts/api-test/pool.ts';
import { tally, useSecurityServer, type Account } from './harness.ts';
import { targetUrl } from './idTables.ts';
import { changedTables, storeDigest } from './storeDigest.ts';

const [acme] = SEEDED_COMPANIES;

const security = useSecurityServer();

/** The route's url for a record of `companyId` (null when the company has none), with a minimal valid body. */
function target(operation: Operation, companyId: string): { url: string; body?: unknown; form?: FormData } | null {
  const found = targetUrl(operation, security.api.db(), (id) => id === companyId);
  return found && { url: found.url, ...bodyOf(operation) };
}

/** What `requirePermission` answers (auth/guards.ts). */
const guardMessages = (permission: string) => [
  `You do not have permission to ${permission}.`,
  `The permission "${permission}" is denied for this firm.`,
];

const writeRoutes = async () => (await contractOperations()).filter((operation) => isWrite(operation) && operation.needsToken);

describe('authorization (generated from the contract)', () => {
  it('names a known permission in the description of every write route that needs one', async () => {
    const unknown = (await writeRoutes())
      .map((operation) => [operation, neededPermission(operation)] as const)
      .filter(([, permission]) => permission && !ALL_PERMISSIONS.includes(permission) && !permission.includes('{'))
      .map(([operation, permission]) => `${operation.method} ${operation.path}: ${permission}`);
    expect(unknown).toEqual([]);
  });

  it("answers 403 with the guard's message to the manager and the member wherever their roles lack the permission", async () => {
    const failures: string[] = [];
    const statuses = new Map<string, number>();
    const covered = new Set<string>();
    const withoutPermission: string[] = [];
    let total = 0;
    await security.reset();
    const before = storeDigest(security.api.db());
    for (const operation of await writeRoutes()) {
      const permission = neededPermission(operation);
      if (!permission || permission.includes('{')) {
        withoutPermission.push(`${operation.method} ${operation.path}`);
        continue;
      }
      const calls: { account: Account; companyId: string; url: string; body?: unknown; form?: FormData }[] = [];
      for (const account of ['manager', 'member'] as Account[]) {
        for (const companyId of security.companiesOf(account)) {
          if (grantedPermissions(security.api.db(), security.user(account), companyId).has(permission)) continue;
          const call = target(operation, companyId);
          if (call) calls.push({ account, companyId, ...call });
        }
      }
      await inPool(calls, 4, async ({ account, companyId, url, body, form }) => {
        const answer = await security.send({
          method: operation.method,
          url,
          token: await security.token(account),
          tenant: companyId,
          body,
          form,
        });
        total += 1;
        tally(statuses, `${answer.status}`);
        covered.add(`${operation.method} ${operation.path}`);
        const where = `${operation.method} ${url} as the ${account} in ${companyId} (lacks "${permission}")`;
        const message = (answer.json as { message?: string } | undefined)?.message;
        const problem = errorAnswerProblem(answer);
        if (problem) failures.push(`${where}: ${problem}`);
        else if (answer.status === 422)
          failures.push(
            `${where}: 422 — the body generated from the contract is invalid (give the field an example): ${answer.text.slice(0, 200)}`,
          );
        // The guard's refusal: the roles lack it, or (checked first) the firm's deny list denies it.
        else if (answer.status !== 403 || !guardMessages(permission).includes(message ?? ''))
          failures.push(`${where}: ${answer.status} ${answer.text.slice(0, 160)}`);
      });
    }
    // One digest around the whole run (a digest per route costs more than its requests): any write shows.
    const changed = changedTables(before, storeDigest(security.api.db()));
    expect(changed, 'tables changed by refused writes').toEqual([]);
    console.info(
      `[security] authorization: ${total} requests, ${covered.size} write routes refused to the manager or member; ` +
        `statuses ${JSON.stringify(Object.fromEntries(statuses))}; no single permission named: ${withoutPermission.join(', ')}`,
    );
    expect(failures.slice(0, 60)).toEqual([]);
    expect(covered.size).toBeGreaterThan(60);
  }, 600_000);

  it('answers 403 "denied for this firm" to the firm admin for every write route whose permission is on the deny list', async () => {
    const failures: string[] = [];
    let total = 0;
    await security.reset();
    const before = storeDigest(security.api.db());
    for (const operation of await writeRoutes()) {
      const permission = neededPermission(operation);
      if (!permission || permission.includes('{')) continue;
      const call = target(operation, acme.id) ?? null;
      if (!call) continue;
      const token = await security.token('firmAdmin');
      const db = security.api.db();
      const wasDenied = db.denyList.api[permission];
      db.denyList.api[permission] = true;
      const answer = await security.send({
        method: operation.method,
        url: call.url,
        token,
        tenant: acme.id,
        body: call.body,
        form: call.form,
      });
      if (wasDenied === undefined) delete db.denyList.api[permission];
      total += 1;
      const where = `${operation.method} ${call.url} with "${permission}" denied`;
      const message = (answer.json as { message?: string } | undefined)?.message;
      if (answer.status !== 403 || message !== `The permission "${permission}" is denied for this firm.`)
        failures.push(`${where}: ${answer.status} ${answer.text.slice(0, 160)}`);
    }
    expect(changedTables(before, storeDigest(security.api.db())), 'tables changed by denied writes').toEqual([]);
    console.info(`[security] deny list: ${total} requests`);
    expect(failures.slice(0, 60)).toEqual([]);
    expect(total).toBeGreaterThan(80);
  }, 600_000);

  it('refuses the seeded deny list to the firm admin: the card currency setting and a transfer from the company to a card', async () => {
    expect(SEEDED_DENY_LIST).toEqual({ api: { update_card_currency: true }, action: { transfer_from_company_to_card: true } });
    await security.reset();
    const token = await security.token('firmAdmin');
    const card = security.api.db().cards.find((row) => row.company_id === acme.id && row.status === 'active')!;
    const before = storeDigest(security.api.db());
    const currency = await security.send({
      method: 'PUT',
      url: '/api/admin/company-settings/card-currency',
      token,
      tenant: acme.id,
      body: sampleOf((await contractOperations()).find((op) => op.path.endsWith('/card-currency') && op.method === 'PUT')!.jsonBody!),
    });
    expect(currency.status).toBe(403);
    expect(currency.json).toEqual({ message: 'The permission "update_card_currency" is denied for this firm.' });
    const transfer = await security.send({
      method: 'POST',
      url: '/api/admin/transfers',
      token,
      tenant: acme.id,
      body: { from: { type: 'company' }, to: { type: 'card', id: card.id }, amount: 1 },
    });
    expect(transfer.status).toBe(403);
    expect(errorAnswerProblem(transfer)).toBeNull();
    expect((transfer.json as { message: string }).message).toMatch(/transfer_from_company_to_card/);
    expect(changedTables(before, storeDigest(security.api.db()))).toEqual([]);
  });
});
