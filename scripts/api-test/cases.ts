/**
 * The cases of one operation, from the generators the security suite uses (bodies.ts, contract.ts):
 * a valid request, broken bodies, calls without a (valid) token, a limited account's writes, and
 * another company's ids. Each says what answer it allows; judge() adds the contract's own checks.
 */
import { randomUUID } from 'node:crypto';
import { bodyOf, brokenBodies } from './bodies.ts';
import type { Exchange } from './checkedExchange.ts';
import { errorAnswerProblem } from './errorAnswer.ts';
import { fillUrl, isWrite, neededPermission, type Operation } from './contract.ts';
import type { ParamSet, Row } from './recordIds.ts';
import { expectStatus, type Case } from './verdict.ts';

export interface Caller {
  token?: string;
  tenant?: string;
}

const headersOf = ({ token, tenant }: Caller): Record<string, string> => ({
  ...(token ? { Authorization: `Bearer ${token}` } : {}),
  ...(tenant ? { 'X-Tenant': tenant } : {}),
});

/** The request of `operation` for `params` with its minimal valid body, as `caller`. */
export function exchangeOf(operation: Operation, params: Record<string, string>, caller: Caller, body = bodyOf(operation)): Exchange {
  return { method: operation.method, url: fillUrl(operation, params), headers: headersOf(caller), ...body };
}

export function validCase(operation: Operation, { params }: ParamSet, caller: Caller): Case {
  return { kind: 'valid', operation, label: 'a valid request', exchange: exchangeOf(operation, params, caller) };
}

/** Without a token, and with a token that is not one: 401 for every call the contract guards. */
export function unauthenticatedCases(operation: Operation, { params }: ParamSet, tenant: string): Case[] {
  if (!operation.needsToken) return [];
  const expect = expectStatus([401], 'a call without a valid token');
  return [
    { kind: 'unauthenticated', operation, label: 'no token', expect, exchange: exchangeOf(operation, params, { tenant }) },
    {
      kind: 'unauthenticated',
      operation,
      label: 'a malformed token',
      expect,
      exchange: exchangeOf(operation, params, { tenant, token: 'not-a-token' }),
    },
  ];
}

/** Broken bodies of a JSON write (at most `limit`, spread over the kinds): a 4xx error, never a success. */
export function badInputCases(operation: Operation, { params }: ParamSet, caller: Caller, limit: number): Case[] {
  if (!isWrite(operation) || !operation.jsonBody) return [];
  const all = brokenBodies(operation.jsonBody);
  const step = Math.max(1, all.length / limit);
  const chosen = Array.from({ length: Math.min(limit, all.length) }, (_, index) => all[Math.floor(index * step)]!);
  return chosen.map(({ label, body, raw }) => ({
    kind: 'bad-input',
    operation,
    label,
    exchange: raw === undefined ? exchangeOf(operation, params, caller, { body }) : { ...exchangeOf(operation, params, caller, {}), raw },
    expect: (answer) => {
      if (answer.status === 401) return `a bad input (${label}) answered 401 to a live token`;
      const problem = errorAnswerProblem(answer);
      return problem && `a bad input (${label}) was not refused with a 4xx error: ${problem}`;
    },
  }));
}

/** A write the limited account's roles in `tenant` do not allow: 403. */
export function permissionCase(operation: Operation, { params }: ParamSet, caller: Caller & { tenant: string }): Case | null {
  const permission = neededPermission(operation);
  if (!isWrite(operation) || !permission || permission.includes('{')) return null;
  return {
    kind: 'permission',
    operation,
    label: `the limited user lacks "${permission}" in ${caller.tenant}`,
    exchange: exchangeOf(operation, params, caller),
    expect: expectStatus([403], `a write without "${permission}"`),
  };
}

/** The operation's permission, when the limited account's roles in a company lack it. */
export const lacksPermission = (operation: Operation, granted: Set<string>): boolean => {
  const permission = neededPermission(operation);
  return Boolean(isWrite(operation) && permission && !permission.includes('{') && !granted.has(permission));
};

/** The foreign record's own words: every string field long enough to be its own (names, e-mails, IBANs…). */
const fingerprintsOf = (record: Row | undefined): string[] =>
  Object.values(record ?? {}).filter((value): value is string => typeof value === 'string' && value.length >= 8);

/**
 * Another company's record: named under the home company's X-Tenant (404), or under no X-Tenant, or
 * an X-Tenant that is nobody's (403). None may succeed or carry the record's texts.
 */
export function isolationCases(operation: Operation, foreign: ParamSet, token: string, home: string): Case[] {
  const fingerprints = fingerprintsOf(foreign.record);
  const make = (label: string, tenant: string | undefined, allowed: number[]): Case => ({
    kind: 'tenant-isolation',
    operation,
    label,
    fingerprints,
    exchange: exchangeOf(operation, foreign.params, { token, tenant }),
    expect: expectStatus(allowed, `another company's record (${label})`),
  });
  return [
    make(`another company's id under X-Tenant ${home}`, home, [403, 404]),
    make('no X-Tenant', undefined, [403]),
    make('an X-Tenant that is no company of the user', randomUUID(), [403]),
  ];
}
