export { AccessRestricted } from './AccessRestricted';
export { DetailAccessGate } from './DetailAccessGate';
export { PermissionGate, type PermissionGateProps } from './PermissionGate';
export { RoleBadge } from './RoleBadge';
