/**
 * `npm run api:test`: signs in, reads real ids, then sends every operation's cases in an order that
 * keeps the records they name alive — reads, the refused calls (no token, another company's ids, a
 * limited account, bad input), the create → read → update → delete sequences, the remaining valid
 * writes (deletes last) and the session operations at the very end.
 */
import { badInputCases, isolationCases, lacksPermission, permissionCase, unauthenticatedCases, validCase, type Caller } from './cases.ts';
import { startCheckingHop } from './checkedExchange.ts';
import { contractOperations, isWrite, operationName, type Operation } from './contract.ts';
import { takesRecordId } from './idSources.ts';
import type { ApiTestOptions } from './options.ts';
import { inPool } from './pool.ts';
import { RecordIds } from './recordIds.ts';
import { relayCases, RELAY_OPERATIONS } from './relayCases.ts';
import { buildReport, type ApiTestReport } from './report.ts';
import { runSequence, sequencePlans } from './sequences.ts';
import { accountOf, limitedAccountOf, signIn, type FindOperation } from './session.ts';
import { NOT_EXERCISED, SESSION_OPERATIONS, sessionExchange } from './sessionOperations.ts';
import { Tester } from './tester.ts';
import type { Case } from './verdict.ts';

/** How many of the user's companies are searched for a record an operation can name. */
const OWN_COMPANIES_TRIED = 4;

export async function runApiTest(options: ApiTestOptions, log: (line: string) => void = console.log): Promise<ApiTestReport> {
  const started = Date.now();
  const contract = await contractOperations();
  const operations = contract.filter((operation) => !options.only || options.only.test(operationName(operation)));
  const find: FindOperation = (method, path) => contract.find((operation) => operation.method === method && operation.path === path)!;
  const hop = await startCheckingHop(new URL(options.baseUrl), { checkResponses: options.checkResponses, timeoutMs: options.timeoutMs });
  const tester = new Tester(hop, options, operations);
  const why = new Map<string, string>();
  try {
    const password = options.password;
    const token = options.token ?? (await signIn(tester, find, options, options.user!, password!));
    const account = await accountOf(tester, find, token);
    const home = options.tenant ?? account.companies[0];
    if (!home || !account.companies.includes(home))
      throw new Error(`The user has no company ${options.tenant ?? ''} (GET /api/admin/sub-tenants).`);
    const other = account.companies.find((company) => company !== home);
    const limited = options.limitedUser
      ? await limitedAccountOf(tester, find, await signIn(tester, find, options, options.limitedUser, options.limitedPassword!))
      : undefined;
    log(`api:test ${options.baseUrl} as ${options.user ?? 'the given token'} in ${home}; foreign ids from ${other ?? 'no other company'}`);
    const ids = new RecordIds({ tester, operations: contract, token });
    const callerFor = (operation: Operation, tenant = home): Caller => (operation.needsToken ? { token, tenant } : {});
    /** The first parameter set naming a record the user reaches, home company first (then a few others: a firm may have hundreds). */
    const ownParams = async (operation: Operation) => {
      for (const company of [home, ...account.companies.filter((id) => id !== home)].slice(0, OWN_COMPANIES_TRIED)) {
        const [set] = await ids.paramSets(operation, company, 1);
        if (set) return { set, company };
      }
      why.set(operationName(operation), `no record to name in its path in the first ${OWN_COMPANIES_TRIED} companies of the user`);
      return null;
    };
    const each = async (list: Operation[], work: (operation: Operation) => Promise<Case[]>) =>
      inPool(list, options.concurrency, async (operation) => {
        for (const testCase of await work(operation)) await tester.run(testCase);
      });

    const regular = operations.filter((operation) => {
      const name = operationName(operation);
      return !(name in SESSION_OPERATIONS) && !(name in NOT_EXERCISED);
    });
    const reads = regular.filter((operation) => !isWrite(operation));
    const writes = options.writes ? regular.filter(isWrite) : [];
    if (!options.writes)
      for (const operation of operations.filter(isWrite)) why.set(operationName(operation), 'writes are off (--no-writes)');

    log('· valid reads');
    await each(reads, async (operation) => {
      const own = await ownParams(operation);
      return own ? [validCase(operation, own.set, callerFor(operation, own.company))] : [];
    });
    log('· unauthenticated calls');
    await each([...reads, ...writes], async (operation) => {
      const own = await ownParams(operation);
      return own ? unauthenticatedCases(operation, own.set, own.company) : [];
    });
    log('· tenant isolation');
    await each([...reads, ...writes].filter(takesRecordId), async (operation) => {
      const [foreign] = other ? await ids.paramSets(operation, other, 1) : [];
      if (foreign) return isolationCases(operation, foreign, token, home);
      const own = await ownParams(operation);
      return own ? isolationCases(operation, own.set, token, home).slice(1) : [];
    });
    if (limited?.permissions) {
      log('· permissions of the limited user');
      const permissions = limited.permissions;
      await each(writes, async (operation) => {
        const company = limited.companies.find((id) => lacksPermission(operation, permissions.get(id) ?? new Set()));
        const [set] = company ? await ids.paramSets(operation, company, 1) : [];
        const testCase = set && company && permissionCase(operation, set, { token: limited.token, tenant: company });
        return testCase ? [testCase] : [];
      });
    }
    log('· bad input');
    await each(writes, async (operation) => {
      const own = await ownParams(operation);
      return own ? badInputCases(operation, own.set, callerFor(operation, own.company), options.badInputsPerOperation) : [];
    });
    log('· create → read → update → delete');
    const plans = sequencePlans(regular).filter((plan) => writes.includes(plan.create));
    await inPool(plans, options.concurrency, async (plan) => {
      const own = plan.create.pathParams.length > 0 ? await ownParams(plan.create) : { set: { params: {} }, company: home };
      if (own) await runSequence(tester, plan, own.set.params, callerFor(plan.create, own.company));
    });
    log('· remaining valid writes (deletes last)');
    const remaining = writes.filter((operation) => !tester.results.get(operationName(operation))?.exercised);
    for (const batch of [remaining.filter((op) => op.method !== 'DELETE'), remaining.filter((op) => op.method === 'DELETE')]) {
      await each(batch, async (operation) => {
        const own = await ownParams(operation);
        return own ? [validCase(operation, own.set, callerFor(operation, own.company))] : [];
      });
    }
    if (options.appServer && options.writes) {
      log('· the token relay of the app server');
      if (options.user && password) for (const testCase of relayCases(find, options.user, password)) await tester.run(testCase);
      else for (const name of RELAY_OPERATIONS) why.set(name, 'needs --user and --password (a password grant through the relay)');
    }
    if (options.writes) {
      for (const name of Object.keys(SESSION_OPERATIONS)) {
        const operation = operations.find((candidate) => operationName(candidate) === name);
        if (!operation) continue;
        const fresh = options.user && password ? await signIn(tester, find, options, options.user, password) : undefined;
        const exchange = sessionExchange(name, password, fresh);
        if (typeof exchange === 'string') why.set(name, exchange);
        else await tester.run({ kind: 'valid', operation, label: SESSION_OPERATIONS[name]!, exchange });
      }
    }
  } finally {
    await hop.close();
  }
  return buildReport({ baseUrl: options.baseUrl, started, tester, operations, why });
}
