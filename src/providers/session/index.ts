export { loadCurrentUser, forgetCurrentUser, type CurrentUser } from './currentUser';
export { loadSession, forgetSession, SessionStartFailed, type SessionState } from './sessionBootstrap';
