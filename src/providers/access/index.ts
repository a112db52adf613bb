import { loadSession } from '../session/sessionBootstrap';
import { decideAccess } from './canAccess';
import { forgetDenyList, loadDenyList } from './denyList';

/**
 * The access-control layer behind authProvider.canAccess: waits for the user of this page
 * load and the deny list (react-admin keeps the guarded element pending meanwhile).
 */
export const accessControl = {
  async canAccess(params: { resource?: string; action: string }): Promise<boolean> {
    const [session, denyList] = await Promise.all([loadSession(), loadDenyList()]);
    return decideAccess(params, { userType: session.user.user_type, roles: session.user.roles }, denyList);
  },
  forget: forgetDenyList,
};

export { PERMISSION_RESOURCE, permissionForAccess } from './accessRules';
