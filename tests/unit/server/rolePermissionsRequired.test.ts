import { describe, expect, it } from 'vitest';
import { NO_PERMISSIONS_MESSAGE, roleErrors } from '../../../server/mock-api/policy/roles.ts';
import type { MockDatabase, StoredCompany } from '../../../server/mock-api/store/types.ts';

const company = { id: 1 } as unknown as StoredCompany;
const db = {
  roles: [],
  permissions: [
    { id: 1, name: 'read cards' },
    { id: 2, name: 'read people' },
  ],
} as unknown as MockDatabase;

describe('a role must grant at least one permission (issue 35 item 6)', () => {
  it('refuses an empty permission list on `permissions`', () => {
    expect(roleErrors(db, company, { name: 'Empty', permissions: [] })).toEqual({ permissions: [NO_PERMISSIONS_MESSAGE] });
  });

  it('accepts one permission, and a write that leaves the permissions out (name only)', () => {
    expect(roleErrors(db, company, { name: 'Desk', permissions: ['read cards'] })).toEqual({});
    expect(roleErrors(db, company, { name: 'Desk' })).toEqual({});
  });
});
