import type { SeedScale } from './store/types.ts';

export interface MockApiOptions {
  /** `large` seeds hundreds of companies and tens of thousands of cards. */
  scale: SeedScale;
  /** Serve `/__mock/*` (reset, faults, expire-tokens, requests). Off: they answer 404. */
  controls: boolean;
  accessTokenTtlSeconds: number;
  oauthClientId: string;
  oauthClientSecret: string;
  /** Print contract violations (500s from response validation) to stderr. */
  logContractViolations: boolean;
}

/** Options from the environment (MOCK_CONTROL, MOCK_ACCESS_TOKEN_TTL, OAUTH_CLIENT_*), overridden by `overrides`. */
export function resolveMockApiOptions(overrides: Partial<MockApiOptions> = {}, env: NodeJS.ProcessEnv = process.env): MockApiOptions {
  return {
    scale: 'default',
    controls: env.MOCK_CONTROL !== '0',
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
