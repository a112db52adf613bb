import type { ReactNode } from 'react';
import { DETAIL_LAYOUT_PERMISSIONS } from '../../domain/permissions';
import { PermissionGate } from './PermissionGate';

/**
 * Spec §6: the card, people and department detail layouts need read card details / read people
 * details / read department details, gated with show_warning (the Access Restricted screen).
 */
export const DetailAccessGate = ({ resource, children }: { resource: keyof typeof DETAIL_LAYOUT_PERMISSIONS; children: ReactNode }) => (
  <PermissionGate permission={DETAIL_LAYOUT_PERMISSIONS[resource]} gating="show_warning">
    {children}
  </PermissionGate>
);
