import { useQueries } from '@tanstack/react-query';
import { useAuthProvider } from 'react-admin';
import { PERMISSION_RESOURCE } from './accessRules';

/**
 * react-admin's own key of `useCanAccess({ resource: 'permissions', action })` (ra-core: `['auth',
 * 'canAccess', { resource, action, recordId }]`, undefined left out of the hash), so a question asked
 * here and one asked by react-admin (a `<Resource>`'s access, a quick action's chip) share one answer,
 * kept for the session (`src/providers/queryClient.ts`) and cleared with the cache on a company switch.
 */
export const permissionQueryKey = (permission: string) =>
  ['auth', 'canAccess', { resource: PERMISSION_RESOURCE, action: permission }] as const;

export type PermissionAnswers<N extends string> = {
  /** Some answer is still being asked for: treat every name as not (yet) allowed. */
  isPending: boolean;
  /** Allowed in the active company (roles, the firm admin's every power, the deny list); false while pending. */
  isPermitted: (name: N) => boolean;
  /** Each name's answer (false while pending or refused). */
  allowed: Record<N, boolean>;
};

/**
 * The one way to ask "may the user do X?" of several named permissions at once: each name is
 * react-admin's `canAccess` question in its own cache (authProvider.canAccess).
 */
export function usePermissions<N extends string>(names: readonly N[]): PermissionAnswers<N> {
  const authProvider = useAuthProvider();
  const asks = Boolean(authProvider?.canAccess);
  const answers = useQueries({
    queries: names.map((permission) => ({
      queryKey: permissionQueryKey(permission),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        authProvider!.canAccess!({
          resource: PERMISSION_RESOURCE,
          action: permission,
          signal: authProvider!.supportAbortSignal ? signal : undefined,
        }),
      enabled: asks,
    })),
  });
  const allowed = Object.fromEntries(
    names.map((name, index) => [name, !asks || (answers[index].data === true && !answers[index].error)]),
  ) as Record<N, boolean>;
  return {
    isPending: asks && answers.some((answer) => answer.isPending),
    isPermitted: (name) => allowed[name] === true,
    allowed,
  };
}

/** Whether the user holds one named permission (false while it is being checked). */
export function usePermission(name: string): boolean {
  return usePermissions([name]).allowed[name];
}
