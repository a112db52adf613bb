import { describe, expect, it } from 'vitest';
import { TokenService } from '../../server/mock-api/auth/tokenService.ts';
import { compileRoutePattern, RoutePatternError } from '../../server/mock-api/control/routePattern.ts';
import { SEEDED_ACCOUNTS, SEEDED_COMPANIES } from '../../server/mock-api/index.ts';
import { grantedPermissions } from '../../server/mock-api/policy/permissions.ts';
import { expensesOfCompany, sortedExpensesOfCompany } from '../../server/mock-api/store/expenseIndex.ts';
import { seedDatabase } from '../../server/mock-api/store/seed/index.ts';
import type { StoredExpense } from '../../server/mock-api/store/types.ts';
import { ALL_PERMISSIONS } from '../../src/domain/permissionNames.ts';
import { isGloballyDenied, mergeRolePermissions } from '../../src/domain/permissions.ts';

/** Pure parts of the mock API, without HTTP (the merge and the deny list are the app's own rules). */
describe('permission policy', () => {
  const db = seedDatabase();
  const user = (email: string) => db.users.find((row) => row.email === email)!;
  const [acme, desertLogistics, gulfRetail] = SEEDED_COMPANIES;

  it('merges role permissions as a union', () => {
    const roles = [
      { permissions: [{ id: 1, name: 'read cards' }] },
      {
        permissions: [
          { id: 1, name: 'read cards' },
          { id: 2, name: 'create cards' },
        ],
      },
    ];
    expect(mergeRolePermissions(roles)).toEqual(new Set(['read cards', 'create cards']));
  });

  it('grants a firm_admin every permission in every company', () => {
    expect(grantedPermissions(db, user(SEEDED_ACCOUNTS.firmAdmin), desertLogistics.id)).toEqual(new Set(ALL_PERMISSIONS));
  });

  it('gives the manager less than everything, and never delete departments', () => {
    const manager = user(SEEDED_ACCOUNTS.manager);
    expect(grantedPermissions(db, manager, desertLogistics.id).has('read card details')).toBe(false);
    for (const company of [acme, desertLogistics, gulfRetail]) {
      const granted = grantedPermissions(db, manager, company.id);
      expect(granted.size).toBeGreaterThan(0);
      expect(granted.has('delete departments')).toBe(false);
    }
  });

  it('keeps the member read-mostly in one company', () => {
    const granted = [...grantedPermissions(db, user(SEEDED_ACCOUNTS.member), acme.id)];
    expect(granted.filter((name) => name.startsWith('read'))).toEqual(granted);
    expect(grantedPermissions(db, user(SEEDED_ACCOUNTS.member), desertLogistics.id).size).toBe(0);
  });

  it('denies what the deny list names, as an API permission or an action', () => {
    expect(isGloballyDenied('transfer_from_company_to_card', db.denyList)).toBe(true);
    expect(isGloballyDenied('update_card_currency', db.denyList)).toBe(true);
    expect(isGloballyDenied('read cards', db.denyList)).toBe(false);
  });
});

describe('fault route patterns', () => {
  it.each([
    ['GET /api/admin/cards', 'GET', '/api/admin/cards', true],
    ['GET /api/admin/cards', 'POST', '/api/admin/cards', false],
    ['GET /api/admin/cards', 'GET', '/api/admin/cards/1', false],
    ['/api/admin/cards/:id', 'DELETE', '/api/admin/cards/7', true],
    ['* /api/admin/*', 'GET', '/api/admin/me', true],
    ['* /api/admin/*', 'GET', '/api/admin/me/logout', false],
    ['/api/**', 'POST', '/api/admin/me/logout', true],
    ['post /api/admin/departments/**', 'POST', '/api/admin/departments/3', true],
    ['post /api/admin/departments/**', 'POST', '/api/admin/departments', true],
    ['GET /api/admin/card*', 'GET', '/api/admin/card-controls', true],
    ['GET /api/admin/card*', 'GET', '/api/admin/cards/1', false],
    ['/api/**/logout', 'POST', '/api/admin/me/logout', true],
    ['/api/**/logout', 'POST', '/api/admin/me/logout/x', false],
  ])('%s matches %s %s: %s', (pattern, method, path, expected) => {
    expect(compileRoutePattern(pattern)(method, path)).toBe(expected);
  });

  it.each([
    ['a regular expression', 'post ^/api/admin/departments(/\\d+)?$'],
    ['the catastrophic-backtracking pattern of issue 20', '^/api/admin/(a+)+$'],
    ['a character class', '/api/admin/[a-z]+'],
    ['a relative path', 'api/admin/cards'],
    ['an unknown method', 'FETCH /api/admin/cards'],
    ['*** in a segment', '/api/***'],
    ['** inside a segment', '/api/a**'],
    ['an empty segment', '/api//cards'],
    ['over 200 characters', `/api/${'a'.repeat(200)}`],
  ])('refuses %s', (_what, pattern) => {
    expect(() => compileRoutePattern(pattern)).toThrow(RoutePatternError);
  });

  // A backtracking matcher would not finish this within the test's time limit; no clock is read here.
  it('answers a long hostile path against many stars', () => {
    const matches = compileRoutePattern(`/${'*a'.repeat(60)}b`);
    expect(matches('GET', `/${'a'.repeat(5000)}`)).toBe(false);
    expect(matches('GET', `/${'a'.repeat(5000)}b`)).toBe(true);
  });
});

describe('TokenService', () => {
  it('expires access tokens after their TTL', () => {
    let now = 1_000_000;
    const tokens = new TokenService(60, () => now);
    const issued = tokens.issueForPassword(7);
    expect(issued.expires_in).toBe(60);
    expect(tokens.userIdOf(issued.access_token)).toBe(7);
    now += 59_999;
    expect(tokens.userIdOf(issued.access_token)).toBe(7);
    now += 1;
    expect(tokens.userIdOf(issued.access_token)).toBeNull();
  });

  it('rotates refresh tokens and reports reuse (outside the grace window)', () => {
    const tokens = new TokenService(60, Date.now, 0);
    const first = tokens.issueForPassword(7);
    const rotated = tokens.refresh(first.refresh_token);
    expect(rotated.ok).toBe(true);
    expect(tokens.refresh(first.refresh_token)).toEqual({ ok: false, reason: 'reused' });
    expect(rotated.ok && tokens.userIdOf(rotated.tokens.access_token)).toBeNull();
    expect(tokens.refresh('rt_unknown')).toEqual({ ok: false, reason: 'unknown' });
  });
});

describe('expense index (store/expenseIndex.ts)', () => {
  it("holds each company's rows in recorded order, rebuilt when a row is added or the table replaced", () => {
    const db = seedDatabase();
    const [acme, desertLogistics] = SEEDED_COMPANIES;
    const acmeRows = expensesOfCompany(db, acme.id);
    expect(acmeRows).toEqual(db.expenses.filter((row) => row.company_id === acme.id));
    expect(expensesOfCompany(db, acme.id)).toBe(acmeRows);
    // A changed row shows at once: the index holds the stored rows themselves.
    acmeRows[0].status = 'cancelled';
    expect(expensesOfCompany(db, acme.id)[0].status).toBe('cancelled');

    const added = { ...acmeRows[1], id: 99_999, company_id: desertLogistics.id };
    db.expenses.push(added);
    expect(expensesOfCompany(db, desertLogistics.id).at(-1)).toBe(added);
    expect(expensesOfCompany(db, acme.id)).toHaveLength(acmeRows.length);

    db.expenses = db.expenses.filter((row) => row.company_id !== acme.id);
    expect(expensesOfCompany(db, acme.id)).toEqual([]);
  });

  it('keeps a sort on fields that never change until a row is added, and sorts again for a status sort', () => {
    const db = seedDatabase();
    const [acme] = SEEDED_COMPANIES;
    let sorts = 0;
    const byDay = (rows: readonly StoredExpense[]) => {
      sorts += 1;
      return [...rows].sort((a, b) => b.spent_at.localeCompare(a.spent_at));
    };
    const first = sortedExpensesOfCompany(db, acme.id, 'spent_at:desc', byDay);
    expect(sortedExpensesOfCompany(db, acme.id, 'spent_at:desc', byDay)).toBe(first);
    expect(sorts).toBe(1);
    sortedExpensesOfCompany(db, acme.id, 'status:asc', byDay);
    sortedExpensesOfCompany(db, acme.id, 'status:asc', byDay);
    expect(sorts).toBe(3);
    db.expenses.push({ ...first[0], id: 99_999, spent_at: new Date(Date.now() + 86_400_000).toISOString() });
    const again = sortedExpensesOfCompany(db, acme.id, 'spent_at:desc', byDay);
    expect(sorts).toBe(4);
    expect(again[0].id).toBe(99_999);
  });
});
