/**
 * How a user's roles are shown (spec §6): one main role and '+N' with a hover list.
 */
import type { UserType } from '../api/schema';

export type NamedRole = { id: number; name: string };

/** A role as displayed; the synthetic Firm Admin role has no id. */
export type DisplayRole = { id: number | null; name: string; synthetic: boolean };

export type RolesDisplay = {
  /** The role shown in full; null when the user has no role. */
  main: DisplayRole | null;
  /** The other roles, in id order, for the hover list. */
  others: DisplayRole[];
  /** '+N' for the others, or null when there are none. */
  moreLabel: string | null;
};

/** The name of the synthetic role every firm_admin shows first. It is a role name (data). */
export const FIRM_ADMIN_ROLE_NAME = 'Firm Admin';

const FIRM_ADMIN_ROLE: DisplayRole = { id: null, name: FIRM_ADMIN_ROLE_NAME, synthetic: true };

/**
 * firm_admin: the synthetic 'Firm Admin' role first, then the real roles.
 * Others: the role with the lowest id is the main role, the rest follow by id.
 */
export function displayRoles(user: { user_type: UserType; roles?: readonly NamedRole[] | null }): RolesDisplay {
  const byId = [...(user.roles ?? [])]
    .sort((a, b) => a.id - b.id)
    .map((role): DisplayRole => ({ id: role.id, name: role.name, synthetic: false }));
  const ordered = user.user_type === 'firm_admin' ? [FIRM_ADMIN_ROLE, ...byId] : byId;
  const [main = null, ...others] = ordered;
  return { main, others, moreLabel: others.length > 0 ? `+${others.length}` : null };
}
