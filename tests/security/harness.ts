/**
 * What the three parts of the security suite share: one in-process server (the real Express app on
 * 127.0.0.1, keep-alive), raw requests (any header, any body text), a small concurrency pool and
 * the checks of an error answer.
 */
import { SEEDED_ACCOUNTS } from '../../server/mock-api/index.ts';
import { companiesOfUser } from '../../server/mock-api/policy/permissions.ts';
import type { StoredUser } from '../../server/mock-api/store/types.ts';
import { beforeAll } from 'vitest';
import { useTestServer } from '../integration/mockServer.ts';
import type { Answer } from '../../scripts/api-test/errorAnswer.ts';

export interface Call {
  method: string;
  url: string;
  token?: string;
  tenant?: string;
  /** A JSON body (serialised) … */
  body?: unknown;
  /** … or raw text sent as application/json. */
  raw?: string;
  /** … or form data (multipart). */
  form?: FormData;
}

export type Account = keyof typeof SEEDED_ACCOUNTS;

export function useSecurityServer() {
  const api = useTestServer({ resetEachTest: false });
  const tokens = new Map<Account, string>();

  /**
   * Rows the mock derives on read (Smart Comply's flags: evaluated when a company's flags are first
   * read) exist only once read: read them in every company, so their ids are there to try.
   */
  async function readDerivedRows() {
    const admin = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    for (const company of api.db().companies)
      await api.get('/api/admin/compliance/flags?per_page=1', { accessToken: admin, tenant: company.id });
  }
  beforeAll(readDerivedRows);

  async function send({ method, url, token, tenant, body, raw, form }: Call): Promise<Answer> {
    const text = raw ?? (body === undefined ? undefined : JSON.stringify(body));
    const response = await fetch(`${api.url}${url}`, {
      method,
      headers: {
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(tenant ? { 'X-Tenant': tenant } : {}),
        ...(text === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: form ?? text,
    });
    const answer = await response.text();
    let json: unknown;
    try {
      json = JSON.parse(answer);
    } catch {
      json = undefined;
    }
    return { status: response.status, text: answer, json };
  }

  return {
    api,
    send,
    /** The access token of a seeded account (signed in once). */
    token: async (account: Account) => {
      if (!tokens.has(account)) tokens.set(account, await api.accessToken(SEEDED_ACCOUNTS[account]));
      return tokens.get(account)!;
    },
    user: (account: Account): StoredUser => api.db().users.find((user) => user.email === SEEDED_ACCOUNTS[account])!,
    companiesOf: (account: Account): string[] =>
      companiesOfUser(
        api.db(),
        api.db().users.find((user) => user.email === SEEDED_ACCOUNTS[account])!,
      ).map((company) => company.id),
    /** Back to the seed (after a batch that changed the store, so the next batch starts clean). */
    reset: async () => {
      const response = await api.send('POST', '/__mock/reset', undefined);
      if (response.status >= 300) throw new Error(`reset failed: ${response.status}`);
      tokens.clear(); // a reset signs everyone out
      await readDerivedRows();
    },
  };
}

/** Counts by key, for the report lines the tests print. */
export function tally(counts: Map<string, number>, key: string): void {
  counts.set(key, (counts.get(key) ?? 0) + 1);
}
