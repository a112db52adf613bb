import { randomBytes } from 'node:crypto';
import type { SeedScale } from './store/types.ts';

export interface MockApiOptions {
  /** `large` seeds hundreds of companies and tens of thousands of cards. */
  scale: SeedScale;
  /** Serve `/__mock/*` (reset, faults, expire-tokens, requests). Off: they answer 404. */
  controls: boolean;
  /** The `X-Mock-Control` header value every `/__mock/*` control needs (MOCK_CONTROL_TOKEN, else random). */
  controlToken: string;
  accessTokenTtlSeconds: number;
  oauthClientId: string;
  oauthClientSecret: string;
  /** Print contract violations (500s from response validation) to stderr. */
  logContractViolations: boolean;
}

/** Options from the environment (MOCK_CONTROL, MOCK_CONTROL_TOKEN, MOCK_ACCESS_TOKEN_TTL, OAUTH_CLIENT_*), overridden by `overrides`. */
export function resolveMockApiOptions(overrides: Partial<MockApiOptions> = {}, env: NodeJS.ProcessEnv = process.env): MockApiOptions {
  return {
    scale: 'default',
    controls: env.MOCK_CONTROL !== '0',
    controlToken: env.MOCK_CONTROL_TOKEN || randomBytes(24).toString('base64url'),
    accessTokenTtlSeconds: positiveInteger(env.MOCK_ACCESS_TOKEN_TTL) ?? 900,
    oauthClientId: env.OAUTH_CLIENT_ID || 'spendboard-web',
    oauthClientSecret: env.OAUTH_CLIENT_SECRET || 'spendboard-web-secret',
    logContractViolations: true,
    ...withoutUndefined(overrides),
  };
}

function positiveInteger(value: string | undefined): number | undefined {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : undefined;
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as Partial<T>;
}
