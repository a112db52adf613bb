import { groupByCompany } from '../groupByCompany.ts';
import type { StoredRole } from '../types.ts';
import type { SeedContext } from './seedContext.ts';

/**
 * Administrators (Users) are people of the company holding roles. Every department administrator
 * holds 'Department Lead'; the company's first person is its 'Owner' and the second holds
 * 'Finance Manager' and 'Viewer' (a main role and '+1'). No randomness: the rest of the seed is unchanged.
 */
export function seedAdministrators(ctx: SeedContext): void {
  const rolesByCompany = groupByCompany(ctx.db.roles);
  const membersByCompany = groupByCompany(ctx.db.members);
  const departmentAdministratorIds = new Set(ctx.db.departments.flatMap((department) => department.administrator_ids));
  for (const company of ctx.db.companies) {
    const roles = rolesByCompany.get(company.id) ?? [];
    const roleId = (name: string) => roles.find((role: StoredRole) => role.name === name)?.id;
    const ids = (...names: string[]) => names.map(roleId).filter((id): id is number => id !== undefined);
    const members = [...(membersByCompany.get(company.id) ?? [])].sort((a, b) => a.id - b.id);
    members.forEach((member, index) => {
      if (index === 0) member.role_ids = ids('Owner');
      else if (index === 1) member.role_ids = ids('Finance Manager', 'Viewer');
      else if (departmentAdministratorIds.has(member.id)) member.role_ids = ids('Department Lead');
    });
  }
}
