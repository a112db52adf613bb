import { LIMIT_ENTITIES } from '../contractLists';
import { transferPermission } from '../limitPermissions';
import type { PermissionDeclaration, ResourceDeclaration } from './resourceDeclaration';

/** Transfers (spec §6 `transfer_from_<a>_to_<b>`): a row per source, a column per destination. */
export default {
  resource: 'transfers',
  order: 18,
  permissions: LIMIT_ENTITIES.flatMap((from) =>
    LIMIT_ENTITIES.filter((to) => to !== from).map((to): PermissionDeclaration => ({
      name: transferPermission(from, to),
      group: 'transfers',
      row: `from_${from}`,
      column: `to_${to}`,
      grantedTo: [],
    })),
  ),
  access: {},
} satisfies ResourceDeclaration;
