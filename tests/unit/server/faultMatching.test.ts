import { describe, expect, it } from 'vitest';
import { nearestRoutes, operationCalled, type ContractRoute } from '../../../server/mock-api/control/contractRoutes.ts';
import { FaultInjector, type FaultedCall } from '../../../server/mock-api/control/faultInjector.ts';
import { redactSecretsInText } from '../../../server/mock-api/control/redactSecrets.ts';
import { compileRoutePattern } from '../../../server/mock-api/control/routePattern.ts';

const ROUTES: ContractRoute[] = [
  { method: 'GET', path: '/api/admin/cards' },
  { method: 'GET', path: '/api/admin/cards/{id}' },
  { method: 'POST', path: '/api/admin/cards/{id}/freeze' },
  { method: 'GET', path: '/api/admin/me' },
];

const call = (overrides: Partial<FaultedCall> = {}): FaultedCall => ({
  method: 'GET',
  path: '/api/admin/cards',
  search: '',
  headers: {},
  body: undefined,
  ...overrides,
});

describe('route patterns against the contract', () => {
  it('covers an operation when a template parameter may stand for the pattern segment', () => {
    expect(compileRoutePattern('GET /api/admin/cards/12').coversOperation('GET', '/api/admin/cards/{id}')).toBe(true);
    expect(compileRoutePattern('/api/admin/cards/*/freeze').coversOperation('POST', '/api/admin/cards/{id}/freeze')).toBe(true);
    expect(compileRoutePattern('/**/fre*').coversOperation('POST', '/api/admin/cards/{id}/freeze')).toBe(true);
    expect(compileRoutePattern('GET /api/admin/card').coversOperation('GET', '/api/admin/cards')).toBe(false);
    expect(compileRoutePattern('DELETE /api/admin/cards/*').coversOperation('GET', '/api/admin/cards/{id}')).toBe(false);
  });

  it('names the operation a call made, or the nearest ones', () => {
    expect(operationCalled(ROUTES, 'get', '/api/admin/cards/7')).toEqual(ROUTES[1]);
    expect(operationCalled(ROUTES, 'GET', '/api/admin/card/7')).toBeNull();
    expect(nearestRoutes(ROUTES, 'GET', '/api/admin/card/7', 1)).toEqual(['GET /api/admin/cards/{id}']);
    expect(nearestRoutes(ROUTES, 'POST', '/api/admin/cards/7/frezee', 1)).toEqual(['POST /api/admin/cards/{id}/freeze']);
    expect(nearestRoutes(ROUTES, '*', '/api/admin/mee', 1)).toEqual(['GET /api/admin/me']);
  });
});

describe('FaultInjector', () => {
  it('counts every matching call for after, and hits with the first fault past it', () => {
    const faults = new FaultInjector();
    const third = faults.add({ route: 'GET /api/admin/cards', kind: 'status', status: 500, after: 2, times: 1 });
    const always = faults.add({ route: 'GET /api/admin/**', kind: 'status', status: 503 });
    expect([1, 2, 3, 4].map(() => faults.take(call())?.id)).toEqual([always.id, always.id, third.id, always.id]);
    expect(faults.list()).toEqual([expect.objectContaining({ id: always.id, matched: 4, hits: 3 })]);
  });

  it('matches query value globs, headers in any case, the tenant and body fields by path', () => {
    const faults = new FaultInjector();
    faults.add({
      route: 'POST /api/admin/cards/*/freeze',
      kind: 'reset',
      query: { 'filters[status]': 'act*' },
      headers: { 'Accept-Language': 'ar' },
      tenant: 'acme',
      body_fields: { 'reason.codes.0': 'lost', note: null },
    });
    const matching = call({
      method: 'POST',
      path: '/api/admin/cards/3/freeze',
      search: 'filters%5Bstatus%5D=active&x=1',
      headers: { 'accept-language': 'ar', 'x-tenant': 'acme' },
      body: { reason: { codes: ['lost'] }, note: null },
    });
    expect(faults.take({ ...matching, headers: { ...matching.headers, 'x-tenant': 'other' } })).toBeNull();
    expect(faults.take({ ...matching, search: 'filters%5Bstatus%5D=frozen' })).toBeNull();
    expect(faults.take({ ...matching, body: { reason: { codes: ['stolen'] }, note: null } })).toBeNull();
    expect(faults.take({ ...matching, headers: { 'x-tenant': 'acme' } })).toBeNull();
    expect(faults.take(matching)?.kind).toBe('reset');
  });
});

describe('redactSecretsInText', () => {
  it('redacts secret-named JSON strings and form fields in text that does not parse', () => {
    expect(redactSecretsInText('{"user":"a","refresh_token":"r1","Password" : "p\\"q", "cut_secret":"abc')).toBe(
      '{"user":"a","refresh_token":"[redacted]","Password" : "[redacted]", "cut_secret":"[redacted]"',
    );
    expect(redactSecretsInText('grant_type=password&password=hunter2&client_secret=s')).toBe(
      'grant_type=password&password=[redacted]&client_secret=[redacted]',
    );
  });
});
