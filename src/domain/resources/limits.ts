import { LIMIT_ENTITIES, LIMIT_MODES } from '../contractLists';
import { limitPermission } from '../limitPermissions';
import type { PermissionDeclaration, ResourceDeclaration } from './resourceDeclaration';

/** Limits (spec §6 `update_<entity>_limits_<mode>`): a row per entity, a column per mode; the Card Operator sets cards'. */
export default {
  resource: 'limits',
  order: 17,
  permissions: LIMIT_ENTITIES.flatMap((entity) =>
    LIMIT_MODES.map((mode): PermissionDeclaration => ({
      name: limitPermission(entity, mode),
      group: 'limits',
      row: `${entity}_limits`,
      column: `limit_${mode}`,
      grantedTo: entity === 'card' ? ['Card Operator'] : [],
    })),
  ),
  access: {},
} satisfies ResourceDeclaration;
