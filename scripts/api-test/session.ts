/**
 * Who the run acts as: a signed-in account (password grant at POST /oauth/token, signed as the app's
 * token relay signs it, docs/CONVENTIONS.md "Auth") or a given token; its companies (X-Tenant) and,
 * for the limited account, the permissions its roles give in each company.
 */
import { SIGNATURE_HEADER, signBody } from '../../server/mock-api/auth/bodySignature.ts';
import type { Operation } from './contract.ts';
import type { ApiTestOptions } from './options.ts';
import type { Tester } from './tester.ts';

export interface Account {
  token: string;
  /** The user's companies (GET /api/admin/sub-tenants), in that order. */
  companies: string[];
}

export interface LimitedAccount extends Account {
  /** The permission names each company's roles give (GET /api/admin/me); null: a firm admin holds them all. */
  permissions: Map<string, Set<string>> | null;
}

export type FindOperation = (method: string, path: string) => Operation;

/** The answer of a call the run cannot go without; a spent bound is said as such. */
function needed<Answer>(answer: Answer | null, what: string): Answer {
  if (answer === null) throw new Error(`The bounds (--max-requests, --budget-s) were reached before ${what}.`);
  return answer;
}

/** The token request of the password grant, as the relay sends it: client id and secret in the body, the body signed. */
export function tokenRequest(options: ApiTestOptions, email: string, password: string) {
  const raw = JSON.stringify({
    grant_type: 'password',
    username: email,
    password,
    client_id: options.clientId,
    client_secret: options.clientSecret,
  });
  return { method: 'POST', url: '/oauth/token', raw, headers: { [SIGNATURE_HEADER]: signBody(raw, options.signingSecret) } };
}

/** Signs in through the tester (the token call is checked like any other); throws with the answer when refused. */
export async function signIn(tester: Tester, find: FindOperation, options: ApiTestOptions, email: string, password: string) {
  const answer = needed(
    await tester.run({
      kind: 'valid',
      operation: find('POST', '/oauth/token'),
      label: `sign in as ${email}`,
      exchange: tokenRequest(options, email, password),
    }),
    `signing in as ${email}`,
  );
  const token = (answer.json as { access_token?: unknown } | undefined)?.access_token;
  if (typeof token !== 'string') throw new Error(`Sign-in of ${email} failed: ${answer.status} ${answer.text.slice(0, 200)}`);
  return token;
}

export async function accountOf(tester: Tester, find: FindOperation, token: string): Promise<Account> {
  const answer = needed(
    await tester.run({
      kind: 'valid',
      operation: find('GET', '/api/admin/sub-tenants'),
      label: 'the companies of the user',
      exchange: { method: 'GET', url: '/api/admin/sub-tenants', headers: { Authorization: `Bearer ${token}` } },
    }),
    'reading the companies',
  );
  const rows = (answer.json as { data?: { id: string }[] } | undefined)?.data;
  if (!Array.isArray(rows)) throw new Error(`GET /api/admin/sub-tenants answered ${answer.status}: ${answer.text.slice(0, 200)}`);
  return { token, companies: rows.map((row) => String(row.id)) };
}

export async function limitedAccountOf(tester: Tester, find: FindOperation, token: string): Promise<LimitedAccount> {
  const account = await accountOf(tester, find, token);
  const permissions = new Map<string, Set<string>>();
  for (const company of account.companies) {
    const answer = needed(
      await tester.run({
        kind: 'valid',
        operation: find('GET', '/api/admin/me'),
        label: 'the roles of the limited user',
        exchange: { method: 'GET', url: '/api/admin/me', headers: { Authorization: `Bearer ${token}`, 'X-Tenant': company } },
      }),
      "reading the limited user's roles",
    );
    const me = (answer.json as { data?: { user_type: string; roles: { permissions: { name: string }[] }[] } } | undefined)?.data;
    if (!me) throw new Error(`GET /api/admin/me of the limited user answered ${answer.status}`);
    if (me.user_type === 'firm_admin') return { ...account, permissions: null };
    permissions.set(company, new Set(me.roles.flatMap((role) => role.permissions.map((permission) => permission.name))));
  }
  return { ...account, permissions };
}
