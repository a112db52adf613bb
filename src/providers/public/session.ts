/**
 * What views may know of the stored session without a call: whether sign-in tokens are stored
 * (the light public tree decides with it before the admin loads) and the active company's id.
 * Views read them here; only providers import `src/api/`.
 */
export { getActiveCompanyId, hasSessionTokens } from '../../api/session';
