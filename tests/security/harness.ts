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

export interface Answer {
  status: number;
  text: string;
  json: unknown;
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

/** Runs `work` over `items`, `width` at a time (keep-alive connections stay busy without flooding). */
export async function inPool<Item>(items: Item[], width: number, work: (item: Item) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) {
        const item = items[next++]!;
        await work(item);
      }
    }),
  );
}

/** Why an answer is not a 4xx with a JSON error body `{message, errors?}`, or null when it is. */
export function errorAnswerProblem(answer: Answer): string | null {
  if (answer.status < 400 || answer.status >= 500) return `answered ${answer.status}: ${answer.text.slice(0, 200)}`;
  const body = answer.json as Record<string, unknown> | undefined;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return `${answer.status} without a JSON body: ${answer.text.slice(0, 200)}`;
  // `{message, errors?}` (the admin API); `{error, message?}` where the contract says so (OAuth, the assistant).
  const message = body.message ?? body.error;
  if (typeof message !== 'string' || message === '') return `${answer.status} without a message: ${answer.text.slice(0, 200)}`;
  const extra = Object.keys(body).filter((key) => !['message', 'errors', 'error'].includes(key));
  if (extra.length) return `${answer.status} error body carries ${extra.join(', ')}: ${answer.text.slice(0, 200)}`;
  return null;
}

/** Counts by key, for the report lines the tests print. */
export function tally(counts: Map<string, number>, key: string): void {
  counts.set(key, (counts.get(key) ?? 0) + 1);
}
