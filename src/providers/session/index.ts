export { ensureActiveCompany } from './activeCompany';
export { loadCurrentUser, forgetCurrentUser, type CurrentUser } from './currentUser';
