import { describe, expect, it } from 'vitest';
import { canGrantAll, grantCeiling, mayChangeRolesOf, ungrantableAdditions, ungrantablePermissions } from '../../../src/domain/grants';

const held = new Set(['read roles', 'update roles', 'read cards']);

describe('grant ceiling', () => {
  it('lets a user grant only permissions he holds', () => {
    const ceiling = grantCeiling(held, { api: {}, action: {} }, false);
    expect(canGrantAll(ceiling, ['read roles', 'read cards'])).toBe(true);
    expect(ungrantablePermissions(ceiling, ['read roles', 'delete roles', 'create cards', 'delete roles'])).toEqual([
      'delete roles',
      'create cards',
    ]);
  });

  it('takes denied permissions off what a user may grant', () => {
    const ceiling = grantCeiling(held, { api: { 'read cards': true }, action: {} }, false);
    expect(ungrantablePermissions(ceiling, ['read cards'])).toEqual(['read cards']);
  });

  it('counts only what an edit adds: permissions already there may stay or go', () => {
    const ceiling = grantCeiling(held, { api: {}, action: {} }, false);
    const current = ['read roles', 'delete roles'];
    expect(ungrantableAdditions(ceiling, current, ['read roles', 'delete roles', 'read cards'])).toEqual([]);
    expect(ungrantableAdditions(ceiling, current, ['read cards'])).toEqual([]);
    expect(ungrantableAdditions(ceiling, current, ['delete roles', 'create cards'])).toEqual(['create cards']);
    expect(ungrantableAdditions(ceiling, [], ['delete roles'])).toEqual(['delete roles']);
  });

  it('lets the firm admin grant everything', () => {
    const ceiling = grantCeiling(new Set(), { api: { 'read cards': true }, action: {} }, true);
    expect(canGrantAll(ceiling, ['read cards', 'delete roles'])).toBe(true);
  });

  it("refuses changes to one's own roles", () => {
    expect(mayChangeRolesOf(7, 7)).toBe(false);
    expect(mayChangeRolesOf(7, 8)).toBe(true);
    expect(mayChangeRolesOf(undefined, 8)).toBe(true);
  });
});
