/**
 * Grants have a ceiling (DESIGN "Rules of the house"): a user may grant only what he holds.
 * A role's permissions, and every role given to someone, must be a subset of the granter's
 * merged permissions after the deny list; nobody changes his own roles; the firm admin keeps
 * every power. Pure: the role editor and role pickers (which options are disabled, and why)
 * and the mock API (which writes it refuses with 403) call the same functions.
 */
import { isGloballyDenied, type DenyList } from './permissions';

/** What the granter may hand out: every permission for a firm admin, else his merged, non-denied ones. */
export type GrantCeiling = { kind: 'everything' } | { kind: 'only'; permissions: ReadonlySet<string> };

export function grantCeiling(granted: ReadonlySet<string>, denyList: DenyList | null | undefined, isFirmAdmin: boolean): GrantCeiling {
  if (isFirmAdmin) return { kind: 'everything' };
  const permissions = new Set([...granted].filter((name) => !denyList || !isGloballyDenied(name, denyList)));
  return { kind: 'only', permissions };
}

/** The requested permissions the granter does not hold, in the order asked (empty: the grant is allowed). */
export function ungrantablePermissions(ceiling: GrantCeiling, requested: Iterable<string>): string[] {
  if (ceiling.kind === 'everything') return [];
  const missing = new Set<string>();
  for (const name of requested) if (!ceiling.permissions.has(name)) missing.add(name);
  return [...missing];
}

/**
 * What an edit adds that the granter may not grant. Only an addition is a grant: permissions the
 * role already has may stay (shown checked and disabled in the editor) or be taken away.
 */
export function ungrantableAdditions(ceiling: GrantCeiling, current: Iterable<string>, requested: Iterable<string>): string[] {
  const kept = new Set(current);
  return ungrantablePermissions(
    ceiling,
    [...requested].filter((name) => !kept.has(name)),
  );
}

export const canGrantAll = (ceiling: GrantCeiling, requested: Iterable<string>): boolean =>
  ungrantablePermissions(ceiling, requested).length === 0;

/** Nobody changes his own roles, the firm admin included (he already holds every permission). */
export const mayChangeRolesOf = (granterPersonId: number | undefined, targetPersonId: number): boolean =>
  granterPersonId === undefined || granterPersonId !== targetPersonId;
