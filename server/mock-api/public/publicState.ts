import { randomBytes } from 'node:crypto';
import type { ApiLanguage } from '../../../src/domain/apiLanguage.ts';
import type { ErrorReport } from '../../../src/domain/errorReport.ts';
import type { components } from '../../../src/api/schema.d.ts';
import type { MockDatabase } from '../store/types.ts';

export type AccountTokenKind = 'password_reset' | 'administrator_invitation';

/** A single-use link token the mock "e-mails" (readable by QA at `/__mock/outbox`). */
export interface AccountToken {
  kind: AccountTokenKind;
  token: string;
  email: string;
  user_id: number;
  link: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  /** The language of the mail (`outboxMail.ts`): the reader's, when the request that sent it named one. */
  language: ApiLanguage;
}

export interface StoredSupportTicket {
  ticket: components['schemas']['SupportTicket'];
  company_id: string;
  user_id: number;
  attachment_size: number | null;
  /** The company's support admin e-mails when the request was made (company settings). */
  sent_to: string[];
}

/** State of the public flows, support tickets and error reports. */
export interface PublicState {
  accountTokens: AccountToken[];
  supportTickets: StoredSupportTicket[];
  errorReports: Array<ErrorReport & { received_at: string }>;
  /** Scheduled reports the mock "e-mailed" (`policy/reports.ts`, `sendDueReports`). */
  reportMails: Array<{ kind: 'scheduled_report'; email: string; created_at: string } & Record<string, unknown>>;
}

export const ACCOUNT_TOKEN_TTL_MS = 60 * 60 * 1000;

/**
 * Kept beside the database rather than in it: keyed by the database object, so
 * `POST /__mock/reset` (which swaps the database) starts these over too.
 */
const states = new WeakMap<MockDatabase, PublicState>();

export function publicState(db: MockDatabase): PublicState {
  let state = states.get(db);
  if (!state) {
    state = { accountTokens: [], supportTickets: [], errorReports: [], reportMails: [] };
    states.set(db, state);
  }
  return state;
}

const LINK_PATH: Record<AccountTokenKind, string> = {
  password_reset: '/set-password',
  administrator_invitation: '/administrator-verify-account',
};

/** Issues a fresh token of that kind for the user at `now` (the sandbox's clock); earlier unused ones of the same kind stop working. */
export function issueAccountToken(
  state: PublicState,
  kind: AccountTokenKind,
  user: { id: number; email: string },
  now: Date,
  language: ApiLanguage = 'en',
): AccountToken {
  for (const earlier of state.accountTokens) {
    if (earlier.kind === kind && earlier.user_id === user.id && !earlier.used_at) earlier.used_at = now.toISOString();
  }
  const token = `${kind === 'password_reset' ? 'prt' : 'inv'}_${randomBytes(16).toString('hex')}`;
  const query = new URLSearchParams({ token, email: user.email });
  const issued: AccountToken = {
    kind,
    token,
    email: user.email,
    user_id: user.id,
    link: `${LINK_PATH[kind]}?${query}`,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + ACCOUNT_TOKEN_TTL_MS).toISOString(),
    used_at: null,
    language,
  };
  state.accountTokens.push(issued);
  return issued;
}

/** The live token of that kind at `now` (the sandbox's clock), or null when unknown, used or expired. */
export function liveAccountToken(state: PublicState, kind: AccountTokenKind, token: string, now: Date): AccountToken | null {
  const found = state.accountTokens.find((row) => row.kind === kind && row.token === token);
  if (!found || found.used_at || new Date(found.expires_at).getTime() <= now.getTime()) return null;
  return found;
}
