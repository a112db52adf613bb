/**
 * Access policy (spec §6). Pure: the UI and the mock API feed it what they loaded.
 *
 * Loading is explicit: `undefined` means "not loaded yet". The spec's "checks apply only
 * once the permission map has loaded" and "if either map is empty, all actions get a
 * default value" become the `pending` decision, whose default is *not rendered and no
 * warning*, so nothing flashes while `me` or `deny-permissions` is in flight.
 */
import type { UserType } from '../api/schema';

/** Just what the merge needs from a role (`components['schemas']['Role']` fits). */
export type RoleWithPermissions = { permissions: ReadonlyArray<{ name: string }> };

/** The firm-wide deny list (`GET deny-permissions` → `data`). `true` = denied. */
export type DenyList = {
  api?: Readonly<Record<string, boolean>>;
  action?: Readonly<Record<string, boolean>>;
};

export type AccessDecision = 'pending' | 'allowed' | 'denied';

/** `hide`: the element is not rendered. `show_warning`: the Access Restricted screen. */
export type GatingType = 'hide' | 'show_warning';

/** What a gate renders: the content, nothing, or the Access Restricted screen. */
export type GateOutcome = 'render' | 'nothing' | 'access_restricted';

export const FIRM_ADMIN: UserType = 'firm_admin';

/** Detail layouts and the permission each one needs (spec §6), gated with show_warning. */
export const DETAIL_LAYOUT_PERMISSIONS = {
  cards: 'read card details',
  people: 'read people details',
  departments: 'read department details',
} as const;

/** The union of the permission names granted by every role. */
export function mergeRolePermissions(roles: ReadonlyArray<RoleWithPermissions> | null | undefined): Set<string> {
  const granted = new Set<string>();
  for (const role of roles ?? []) {
    for (const permission of role.permissions ?? []) {
      if (permission.name) granted.add(permission.name);
    }
  }
  return granted;
}

/** True when the deny list refuses the permission, as an API call or as an action. */
export function isGloballyDenied(permissionName: string, denyList: DenyList): boolean {
  return denyList.api?.[permissionName] === true || denyList.action?.[permissionName] === true;
}

export type ActionCheck = {
  permissionName: string;
  /** The merged permissions of the user's roles; `undefined` while `me` is loading. */
  granted: ReadonlySet<string> | undefined;
  /** The deny list; `undefined` until `deny-permissions` has answered. */
  denyList: DenyList | null | undefined;
  userType: UserType | undefined;
};

/**
 * Allowed only if not globally denied and granted.
 * - deny list not loaded → `pending` (we cannot yet know it is not denied);
 * - globally denied → `denied`, for every user type: the deny list is firm-wide, so it also
 *   binds firm_admin (firm_admin bypasses role checks, not the deny list);
 * - firm_admin → `allowed` (all permissions granted automatically);
 * - role permissions not loaded → `pending`;
 * - loaded but empty (no roles in this company) → `denied`: the default is to refuse;
 * - otherwise granted → `allowed`, else `denied`.
 */
export function isActionAllowed({ permissionName, granted, denyList, userType }: ActionCheck): AccessDecision {
  if (!denyList) return 'pending';
  if (isGloballyDenied(permissionName, denyList)) return 'denied';
  if (userType === FIRM_ADMIN) return 'allowed';
  if (granted === undefined || userType === undefined) return 'pending';
  return granted.has(permissionName) ? 'allowed' : 'denied';
}

/** Decisions for several permissions at once (e.g. every button of a toolbar). */
export function actionDecisions(
  permissionNames: readonly string[],
  context: Omit<ActionCheck, 'permissionName'>,
): Record<string, AccessDecision> {
  return Object.fromEntries(permissionNames.map((name) => [name, isActionAllowed({ ...context, permissionName: name })]));
}

/** How a gated element renders for a decision. Pending never shows the warning. */
export function gateOutcome(decision: AccessDecision, gating: GatingType): GateOutcome {
  if (decision === 'allowed') return 'render';
  if (decision === 'pending') return 'nothing';
  return gating === 'show_warning' ? 'access_restricted' : 'nothing';
}

/** Only `allowed` lets an action happen; `pending` counts as not (yet) allowed. */
export function isAllowed(decision: AccessDecision): boolean {
  return decision === 'allowed';
}
