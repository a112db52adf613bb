/** The flags of `npm run api:test` and its `--help`. */
import { parseArgs } from 'node:util';
import { resolveMockApiOptions } from '../../server/mock-api/options.ts';

export interface ApiTestOptions {
  baseUrl: string;
  user?: string;
  password?: string;
  token?: string;
  clientId: string;
  clientSecret: string;
  signingSecret: string;
  tenant?: string;
  limitedUser?: string;
  limitedPassword?: string;
  writes: boolean;
  /** False: answers are left to the backend's own validator (the mock answers a broken one with 500). */
  checkResponses: boolean;
  only?: RegExp;
  maxRequests: number;
  budgetSeconds: number;
  badInputsPerOperation: number;
  concurrency: number;
  /** How long the backend may stay silent before a request fails (a 502 violation). */
  timeoutMs: number;
  report?: string;
  /** The base URL is the app's own web server (`npm start`): its token relay (/auth/*) is tested too. */
  appServer: boolean;
}

const qaDefaults = resolveMockApiOptions();

export const HELP = `npm run api:test -- --base-url <URL> (--user <email> --password <pw> | --token <access token>) [flags]

Runs requests generated from openapi/ against a running backend and checks every answer with the
mock API's own validator (express-openapi-validator, server/contract-proxy/contractChecker.ts):
  valid       every operation once, from the contract's examples and schemas, ids read from list calls
  sequence    create → read → update → delete → read again, where a collection and its /{id} meet
  bad-input   the security suite's broken bodies (missing, wrong type, huge, negative…): a 4xx error expected
  unauthenticated  no token and a malformed token: 401 expected
  permission  writes by --limited-user where his roles lack the permission: 403 expected
  tenant-isolation  another company's ids under X-Tenant, no X-Tenant, an unknown X-Tenant: 403/404 expected
A violation is an answer that breaks the contract (schema, an undocumented 2xx), a 5xx, or an answer
a case does not allow (a bad input accepted, a tenant leak). Exit code 0: no violation; 1: violations;
2: a usage error, or the run could not start (backend down, sign-in refused).

WRITES: by default POST/PUT/PATCH/DELETE are sent — records are created, changed and deleted, and
also records the run did not create (the first of each list: a card frozen, a request decided, the
password set to the one given). Use a disposable backend, or --no-writes (the sign-in is still sent).

Sign-in
  --base-url <URL>          the backend's origin (and base path), e.g. http://127.0.0.1:8080
  --user <email>            signs in with the password grant at POST /oauth/token
  --password <pw>
  --token <access token>    instead of --user/--password
  --client-id <id>          OAuth client (default ${qaDefaults.oauthClientId}, OAUTH_CLIENT_ID)
  --client-secret <secret>  (default: the QA secret, OAUTH_CLIENT_SECRET)
  --signing-secret <secret> HMAC key of the X-Body-Signature header (default: the QA key, OAUTH_SIGNING_SECRET)
  --tenant <company id>     the company to test in (X-Tenant); default the first of GET /api/admin/sub-tenants.
                            Another company of the user's provides the foreign ids of the isolation cases.
  --limited-user <email>    an account with fewer permissions, for the permission cases (optional)
  --limited-password <pw>   default: --password
  --app-server              the base URL is the app's own web server (npm start), not a bare backend: its token
                            relay (POST /auth/token, POST /auth/logout) is tested as well (needs --user/--password)
Scope and bounds
  --no-writes               send GET only (no bad-input, permission or sequence cases; writes listed as not run)
  --no-response-check       do not validate answers here: for a backend that validates its own (the mock answers a
                            broken answer with 500, which is a violation); halves the validator's start-up cost
  --only <regex>            only operations whose "METHOD /path" matches
  --max-requests <n>        stop after n requests (default 6000)
  --budget-s <seconds>      stop after this many seconds (default 300)
  --bad-inputs-per-operation <n>  broken bodies per write operation, spread over the kinds (default 8)
  --concurrency <n>         requests in flight (default 4)
  --timeout-s <seconds>     how long the backend may stay silent on one request (default 30; then a 502 violation)
Output
  --report <file>           writes <base>.json (the whole report) and <base>.xml (JUnit: one test case per
                            operation, failed with its violations, skipped when not exercised); <base> is <file>
                            without .json/.xml
  --help                    this text
`;

export function parseApiTestArgs(args: string[]): ApiTestOptions | 'help' {
  const { values } = parseArgs({
    args,
    options: {
      'base-url': { type: 'string' },
      user: { type: 'string' },
      password: { type: 'string' },
      token: { type: 'string' },
      'client-id': { type: 'string', default: qaDefaults.oauthClientId },
      'client-secret': { type: 'string', default: qaDefaults.oauthClientSecret },
      'signing-secret': { type: 'string', default: qaDefaults.oauthSigningSecret },
      tenant: { type: 'string' },
      'limited-user': { type: 'string' },
      'limited-password': { type: 'string' },
      'no-writes': { type: 'boolean', default: false },
      'no-response-check': { type: 'boolean', default: false },
      only: { type: 'string' },
      'max-requests': { type: 'string', default: '6000' },
      'budget-s': { type: 'string', default: '300' },
      'bad-inputs-per-operation': { type: 'string', default: '8' },
      concurrency: { type: 'string', default: '4' },
      'timeout-s': { type: 'string', default: '30' },
      report: { type: 'string' },
      'app-server': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
    strict: true,
  });
  if (values.help) return 'help';
  const baseUrl = values['base-url'];
  if (!baseUrl) throw new Error('--base-url is required (see --help).');
  if (!values.token && !(values.user && values.password)) throw new Error('Give --user and --password, or --token (see --help).');
  return {
    baseUrl,
    user: values.user,
    password: values.password,
    token: values.token,
    clientId: values['client-id'],
    clientSecret: values['client-secret'],
    signingSecret: values['signing-secret'],
    tenant: values.tenant,
    limitedUser: values['limited-user'],
    limitedPassword: values['limited-password'] ?? values.password,
    writes: !values['no-writes'],
    checkResponses: !values['no-response-check'],
    only: values.only ? new RegExp(values.only) : undefined,
    maxRequests: positive('max-requests', values['max-requests']),
    budgetSeconds: positive('budget-s', values['budget-s']),
    badInputsPerOperation: positive('bad-inputs-per-operation', values['bad-inputs-per-operation']),
    concurrency: positive('concurrency', values.concurrency),
    timeoutMs: positive('timeout-s', values['timeout-s']) * 1000,
    report: values.report,
    appServer: values['app-server'],
  };
}

function positive(flag: string, text: string): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${flag} takes a whole number of at least 1, not "${text}".`);
  return value;
}
