import { randomBytes } from 'node:crypto';
import { DEFAULT_REFRESH_GRACE_SECONDS } from './auth/tokenService.ts';
import type { SeedScale } from './store/types.ts';

export interface MockApiOptions {
  /** `large` seeds hundreds of companies and tens of thousands of cards. */
  scale: SeedScale;
  /** Serve `/__mock/*` (reset, faults, expire-tokens, requests). Off: they answer 404. */
  controls: boolean;
  /** The `X-Mock-Control` header value every `/__mock/*` control needs (MOCK_CONTROL_TOKEN, else random). */
  controlToken: string;
  accessTokenTtlSeconds: number;
  /** Seconds a just-rotated refresh token still answers with its new pair (0: reuse is always revoked). */
  refreshGraceSeconds: number;
  oauthClientId: string;
  oauthClientSecret: string;
  /** Shared with the app's token relay: every token request carries an HMAC-SHA256 of its body (`X-Body-Signature`). */
  oauthSigningSecret: string;
  /**
   * Milliseconds a scheduled bill payment waits before it turns processing, and then before it
   * settles (paid or failed), evaluated on read (MOCK_BILL_PAYMENT_STEP_MS, default 8000; 0: at the next read).
   */
  billPaymentStepMs: number;
  /**
   * Milliseconds the connected accounting system takes to answer a sync (IN_PROGRESS → SYNCED or
   * ERROR), evaluated on read (MOCK_ACCOUNTING_SYNC_STEP_MS, default 4000; 0: at the next read).
   */
  accountingSyncStepMs: number;
  /** Print contract violations (500s from response validation) to stderr. */
  logContractViolations: boolean;
  /** Most sandboxes (`X-Mock-Sandbox`) alive at once besides the shared one; one more is a 429 (MOCK_SANDBOX_LIMIT, default 50). */
  sandboxLimit: number;
  /** A sandbox unused this long is dropped (MOCK_SANDBOX_IDLE_HOURS, default 24; 0: never). */
  sandboxIdleMs: number;
}

/** Options from the environment (MOCK_CONTROL, MOCK_CONTROL_TOKEN, MOCK_ACCESS_TOKEN_TTL, MOCK_REFRESH_GRACE_SECONDS, OAUTH_CLIENT_*), overridden by `overrides`. */
export function resolveMockApiOptions(overrides: Partial<MockApiOptions> = {}, env: NodeJS.ProcessEnv = process.env): MockApiOptions {
  return {
    scale: 'default',
    controls: env.MOCK_CONTROL !== '0',
    controlToken: env.MOCK_CONTROL_TOKEN || randomBytes(24).toString('base64url'),
    accessTokenTtlSeconds: positiveInteger(env.MOCK_ACCESS_TOKEN_TTL) ?? 900,
    refreshGraceSeconds: nonNegativeNumber(env.MOCK_REFRESH_GRACE_SECONDS) ?? DEFAULT_REFRESH_GRACE_SECONDS,
    oauthClientId: env.OAUTH_CLIENT_ID || 'spendboard-web',
    oauthClientSecret: env.OAUTH_CLIENT_SECRET || 'spendboard-web-secret',
    oauthSigningSecret: env.OAUTH_SIGNING_SECRET || 'spendboard-signing-secret',
    logContractViolations: true,
    billPaymentStepMs: nonNegativeNumber(env.MOCK_BILL_PAYMENT_STEP_MS) ?? 8000,
    accountingSyncStepMs: nonNegativeNumber(env.MOCK_ACCOUNTING_SYNC_STEP_MS) ?? 4000,
    sandboxLimit: positiveInteger(env.MOCK_SANDBOX_LIMIT) ?? 50,
    sandboxIdleMs: (nonNegativeNumber(env.MOCK_SANDBOX_IDLE_HOURS) ?? 24) * 3_600_000,
    ...withoutUndefined(overrides),
  };
}

function positiveInteger(value: string | undefined): number | undefined {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : undefined;
}

function nonNegativeNumber(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : undefined;
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as Partial<T>;
}
