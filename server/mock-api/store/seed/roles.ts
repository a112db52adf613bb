import { emptyLimit } from '../../../../src/domain/limits.ts';
import { ALL_PERMISSIONS } from '../../../../src/domain/permissionNames.ts';
import { RESOURCE_DECLARATIONS } from '../../../../src/domain/resources/index.ts';
import type { GrantableRole } from '../../../../src/domain/resources/resourceDeclaration.ts';
import { COMPANY_CURRENCY } from '../companyDefaults.ts';
import type { StoredMember, StoredRole } from '../types.ts';
import { SEEDED_ACCOUNTS, userByEmail } from './accounts.ts';
import { SEEDED_COMPANIES } from './companies.ts';
import { daysAgo, type SeedContext } from './seedContext.ts';

const ALL_EXCEPT_DELETES = ALL_PERMISSIONS.filter((name) => !name.startsWith('delete '));

/** The names the resources declare for a role (src/domain/resources/, `grantedTo`). */
export function declaredGrants(role: GrantableRole): string[] {
  const granted = new Set(
    RESOURCE_DECLARATIONS.flatMap((declaration) => declaration.permissions)
      .filter((permission) => permission.grantedTo.includes(role))
      .map((permission) => permission.name),
  );
  return ALL_PERMISSIONS.filter((name) => granted.has(name));
}

/** Role templates created in every company: what each holds is declared with the permissions (src/domain/resources/, `grantedTo`). */
export const ROLE_TEMPLATES: { name: string; system: boolean; permissions: readonly string[] }[] = [
  { name: 'Owner', system: true, permissions: ALL_PERMISSIONS },
  { name: 'Finance Manager', system: true, permissions: ALL_EXCEPT_DELETES },
  { name: 'Card Operator', system: false, permissions: declaredGrants('Card Operator') },
  { name: 'Department Lead', system: false, permissions: declaredGrants('Department Lead') },
  { name: 'Viewer', system: false, permissions: declaredGrants('Viewer') },
];

type RoleName = (typeof ROLE_TEMPLATES)[number]['name'];

/** The manager's and the member's roles; nobody here may delete departments. */
const ROLE_ASSIGNMENTS: { email: string; companyIndex: number; roles: RoleName[] }[] = [
  { email: SEEDED_ACCOUNTS.manager, companyIndex: 0, roles: ['Finance Manager'] },
  { email: SEEDED_ACCOUNTS.manager, companyIndex: 1, roles: ['Card Operator'] },
  { email: SEEDED_ACCOUNTS.manager, companyIndex: 2, roles: ['Department Lead', 'Viewer'] },
  { email: SEEDED_ACCOUNTS.member, companyIndex: 0, roles: ['Viewer'] },
];

export function seedPermissions(ctx: SeedContext): void {
  ctx.db.permissions = ALL_PERMISSIONS.map((name) => ({ id: ctx.nextId('permissions'), name }));
}

export function seedRoles(ctx: SeedContext): void {
  const permissionIds = new Map(ctx.db.permissions.map((permission) => [permission.name, permission.id]));
  for (const company of ctx.db.companies) {
    for (const template of ROLE_TEMPLATES) {
      const role: StoredRole = {
        id: ctx.nextId('roles'),
        company_id: company.id,
        name: template.name,
        system: template.system,
        permissions: template.permissions.map((name) => ({ id: permissionIds.get(name) ?? 0, name })),
      };
      ctx.db.roles.push(role);
    }
  }
}

/** Which companies each seeded account opens; its person there comes last (`seedAccountPeople`). */
export function seedMemberships(ctx: SeedContext): void {
  for (const assignment of ROLE_ASSIGNMENTS) {
    const user = userByEmail(ctx, assignment.email);
    ctx.db.memberships.push({ user_id: user.id, company_id: SEEDED_COMPANIES[assignment.companyIndex].id, member_id: 0 });
  }
}

/**
 * Each seeded account's person in each of its companies, holding the account's roles: the Users
 * page lists them and a role change there changes what the account may do. Seeded last and
 * without randomness, so every other seeded record keeps its id and values.
 */
export function seedAccountPeople(ctx: SeedContext): void {
  for (const assignment of ROLE_ASSIGNMENTS) {
    const user = userByEmail(ctx, assignment.email);
    const companyId = SEEDED_COMPANIES[assignment.companyIndex].id;
    const member: StoredMember = {
      id: ctx.nextId('members'),
      company_id: companyId,
      first_name: user.first_name,
      last_name: user.last_name,
      email: user.email,
      phone: '',
      job_title: '',
      status: 'active',
      department_id: null,
      branch_id: null,
      limit: emptyLimit('member', COMPANY_CURRENCY),
      addresses: [],
      role_ids: ctx.db.roles.filter((role) => role.company_id === companyId && assignment.roles.includes(role.name)).map((role) => role.id),
      created_at: daysAgo(ctx, 500),
    };
    ctx.db.members.push(member);
    const membership = ctx.db.memberships.find((row) => row.user_id === user.id && row.company_id === companyId);
    if (membership) membership.member_id = member.id;
  }
}
