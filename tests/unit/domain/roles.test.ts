import { describe, expect, it } from 'vitest';
import { FIRM_ADMIN_ROLE_NAME, displayRoles } from '../../../src/domain/roles';

const roles = [
  { id: 7, name: 'Approver' },
  { id: 3, name: 'Finance Manager' },
  { id: 12, name: 'Card Admin' },
];

describe('displayRoles', () => {
  it('shows the role with the lowest id as the main role, whatever the order received', () => {
    const shown = displayRoles({ user_type: 'multi_company_manager', roles });
    expect(shown.main).toEqual({ id: 3, name: 'Finance Manager', synthetic: false });
  });

  it("shows the other roles as '+N' with the hover list in id order", () => {
    const shown = displayRoles({ user_type: 'tenant_specific', roles });
    expect(shown.moreLabel).toBe('+2');
    expect(shown.others.map((r) => r.name)).toEqual(['Approver', 'Card Admin']);
  });

  it("has no '+N' with a single role", () => {
    const shown = displayRoles({ user_type: 'tenant_specific', roles: [{ id: 5, name: 'Viewer' }] });
    expect(shown.main?.name).toBe('Viewer');
    expect(shown.others).toEqual([]);
    expect(shown.moreLabel).toBeNull();
  });

  it('shows nothing for a user without roles', () => {
    expect(displayRoles({ user_type: 'multi_company_manager', roles: [] })).toEqual({
      main: null,
      others: [],
      moreLabel: null,
    });
    expect(displayRoles({ user_type: 'multi_company_manager', roles: null }).main).toBeNull();
  });

  it("shows a synthetic 'Firm Admin' role first for firm_admin", () => {
    const shown = displayRoles({ user_type: 'firm_admin', roles });
    expect(FIRM_ADMIN_ROLE_NAME).toBe('Firm Admin');
    expect(shown.main).toEqual({ id: null, name: 'Firm Admin', synthetic: true });
    expect(shown.moreLabel).toBe('+3');
    expect(shown.others.map((r) => r.id)).toEqual([3, 7, 12]);
  });

  it("shows 'Firm Admin' alone for a firm_admin without roles", () => {
    const shown = displayRoles({ user_type: 'firm_admin', roles: [] });
    expect(shown.main?.name).toBe('Firm Admin');
    expect(shown.moreLabel).toBeNull();
  });

  it('does not reorder the input array', () => {
    const input = [...roles];
    displayRoles({ user_type: 'tenant_specific', roles: input });
    expect(input).toEqual(roles);
  });
});
