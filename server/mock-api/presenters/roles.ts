import type { Role } from '../../../src/api/schema.d.ts';
import type { StoredRole } from '../store/types.ts';

/** The API view of a role (its company is the caller's context). */
export function presentRole({ company_id: _companyId, ...role }: StoredRole): Role {
  return role;
}
