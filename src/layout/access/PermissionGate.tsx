import type { ReactNode } from 'react';
import { gateOutcome, type GatingType } from '../../domain/permissions';
import { usePermissions } from '../../providers/access/usePermissions';
import { AccessRestricted } from './AccessRestricted';

export type PermissionGateProps = {
  /** The permission name, e.g. 'read card details'. */
  permission: string;
  /** hide: nothing rendered; show_warning: the Access Restricted screen. */
  gating?: GatingType;
  children: ReactNode;
};

/** Renders its children only when the permission is allowed; nothing while it is being checked. */
export const PermissionGate = ({ permission, gating = 'hide', children }: PermissionGateProps) => {
  const { isPending, isPermitted } = usePermissions([permission]);
  const decision = isPending ? 'pending' : isPermitted(permission) ? 'allowed' : 'denied';
  const outcome = gateOutcome(decision, gating);
  if (outcome === 'render') return children;
  if (outcome === 'access_restricted') return <AccessRestricted action={permission} />;
  return null;
};
