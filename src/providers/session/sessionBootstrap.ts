import type { components } from '../../api/schema';
import { apiClient } from '../../api/client';
import { unwrap } from '../../api/apiError';
import { clearActiveCompanyId, getActiveCompanyId, setActiveCompanyId } from '../../api/session';
import { preferredCompanyId, resolveCompanyActivation } from '../../domain/companySession';
import { forgetCurrentUser, loadCurrentUser, type CurrentUser } from './currentUser';
import {
  getDefaultCompanyId,
  getLastActiveCompanyId,
  setDefaultCompanyId,
  setLastActiveCompanyId,
  setPreferenceUser,
} from './companyPreferences';

export type SubTenant = components['schemas']['SubTenant'];

/** Where the session stands once `me` and the company list answered (spec §4 Session). */
export type SessionState =
  | { kind: 'ready'; user: CurrentUser; companies: SubTenant[]; activeCompanyId: string }
  /** No active company: the user picks one on /organizations. */
  | { kind: 'choose_company'; user: CurrentUser; companies: SubTenant[] }
  /** tenant_specific without a company: the not-assigned dialog, then logout. */
  | { kind: 'not_assigned'; user: CurrentUser }
  /** The firm requires a second factor of administrators and this one has none: setting it up comes first. */
  | { kind: 'two_factor_required'; user: CurrentUser };

/** Thrown when `me` fails: the caller logs out (the default company is already cleared). */
export class SessionStartFailed extends Error {
  constructor(readonly cause: unknown) {
    super('GET me failed');
  }
}

export async function listCompanies(): Promise<SubTenant[]> {
  return (await unwrap(apiClient.GET('/api/admin/sub-tenants'))).data;
}

/** Makes the company active: the cookie (hence X-Tenant) and the last active company. */
export function activateCompany(companyId: string): void {
  setActiveCompanyId(companyId);
  setLastActiveCompanyId(companyId);
}

/** Cookie, else default company, else last active company (per-user keys once the user is known). */
function storedPreferredCompanyId(cookie: string | undefined): string | null {
  return preferredCompanyId({
    cookie,
    defaultCompanyId: getDefaultCompanyId(),
    lastActiveCompanyId: getLastActiveCompanyId(),
  });
}

/** The HTTP client's error says whether the server answered: status 0 means no response came. */
const answered = (error: unknown) => (error as { status?: unknown } | null)?.status !== 0;

/** `me` in the company already made active (the preferred one, if any). */
async function loadUserInPreferredCompany(): Promise<CurrentUser> {
  try {
    return await loadCurrentUser();
  } catch (error) {
    // No answer at all (offline, or the page being left while `me` was on its way): nothing was
    // decided, so nothing is forgotten; the session guard offers a retry, the next page load starts again.
    if (!answered(error)) throw error;
    // A company that refuses the user must not lock them out at the next sign-in either.
    setDefaultCompanyId(null);
    setLastActiveCompanyId(null);
    clearActiveCompanyId();
    throw new SessionStartFailed(error);
  }
}

async function startSession(): Promise<SessionState> {
  const cookie = getActiveCompanyId();
  const preferred = storedPreferredCompanyId(cookie);
  if (preferred) setActiveCompanyId(preferred);
  // The company list does not depend on `me`: both are asked at once (same company header). A failed
  // `me` still decides first (it ends the session), so the list's own failure waits its turn.
  const userRequest = loadUserInPreferredCompany();
  const companiesRequest = listCompanies();
  companiesRequest.catch(() => undefined);
  const user = await userRequest;
  // Now that the user is known, their own stored companies win over the last user's of this browser.
  setPreferenceUser(user.id);
  // Until the required second factor is set up the API answers nothing else (the company list is a 403 then).
  if (user.two_factor_required) return { kind: 'two_factor_required', user };
  const companies = await companiesRequest;
  const activation = resolveCompanyActivation({
    userType: user.user_type,
    preferredCompanyId: storedPreferredCompanyId(cookie),
    companies,
  });
  if (activation.kind === 'not_assigned') {
    clearActiveCompanyId();
    return { kind: 'not_assigned', user };
  }
  if (activation.kind === 'choose_company') {
    clearActiveCompanyId();
    if (activation.clearCompanyId) forgetCompany(activation.clearCompanyId);
    return { kind: 'choose_company', user, companies };
  }
  const changedCompany = activation.companyId !== getActiveCompanyId();
  activateCompany(activation.companyId);
  // The user (and its roles) must be those of the company actually activated.
  const activeUser = changedCompany ? await reloadCurrentUser() : user;
  return { kind: 'ready', user: activeUser, companies, activeCompanyId: activation.companyId };
}

function forgetCompany(companyId: string): void {
  if (getDefaultCompanyId() === companyId) setDefaultCompanyId(null);
  if (getLastActiveCompanyId() === companyId) setLastActiveCompanyId(null);
}

function reloadCurrentUser(): Promise<CurrentUser> {
  forgetCurrentUser();
  return loadCurrentUser();
}

let session: Promise<SessionState> | undefined;

/** The session guard's query of `loadSession` (its answer, once known, is written there at page load). */
export const sessionQueryKey = ['spendboard', 'session'] as const;

/** The session of this page load, started once and shared (checkAuth, layout, permissions). */
export function loadSession(): Promise<SessionState> {
  session ??= startSession().catch((error: unknown) => {
    session = undefined;
    throw error;
  });
  return session;
}

export function forgetSession(): void {
  session = undefined;
  setPreferenceUser(null);
  forgetCurrentUser();
}
