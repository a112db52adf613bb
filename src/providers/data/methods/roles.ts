import type { components } from '../../../api/schema';
import { apiClient } from '../../../api/client';
import { unwrap } from '../../../api/apiError';
import { grantCeiling, type GrantCeiling } from '../../../domain/grants';
import { mergeRolePermissions } from '../../../domain/permissions';
import { loadDenyList } from '../../access/denyList';
import { loadSession } from '../../session/sessionBootstrap';

export type PermissionOption = components['schemas']['PermissionOption'];

/** What the signed-in user may grant in the active company, and who he is (to spot his own row). */
export type GrantContext = { ceiling: GrantCeiling; email: string };

/** Typed dataProvider methods for the roles area, over the openapi-fetch client. */
export const rolesMethods = {
  /** `GET roles/permissions`: the whole catalogue, each with its area (`group`). */
  async getPermissionCatalogue(): Promise<PermissionOption[]> {
    return (await unwrap(apiClient.GET('/api/admin/roles/permissions'))).data;
  },

  /** The grant ceiling (`src/domain/grants.ts`) from the user's merged role permissions and the deny list. */
  async getGrantContext(): Promise<GrantContext> {
    const [session, denyList] = await Promise.all([loadSession(), loadDenyList()]);
    const { user } = session;
    return { ceiling: grantCeiling(mergeRolePermissions(user.roles), denyList, user.user_type === 'firm_admin'), email: user.email };
  },
};
