/**
 * Which company becomes active when a session starts (spec §4 Session, §6).
 */
import type { UserType } from '../api/schema';
import { DASHBOARD_PATH, normalizedRedirect } from './redirect';

/** Where a user with no active company is sent. */
export const CHOOSE_COMPANY_PATH = '/organizations';

export type StoredCompanyIds = {
  /** The `active_subtenant_id` cookie. */
  cookie?: string | null;
  /** The default company from local storage. */
  defaultCompanyId?: string | null;
  /** The last active company from local storage. */
  lastActiveCompanyId?: string | null;
};

/** The company sent with the first `me` call: cookie, else default, else last active. */
export function preferredCompanyId({ cookie, defaultCompanyId, lastActiveCompanyId }: StoredCompanyIds): string | null {
  for (const id of [cookie, defaultCompanyId, lastActiveCompanyId]) {
    if (typeof id === 'string' && id.trim() !== '') return id.trim();
  }
  return null;
}

export type CompanyActivation =
  /** Make this company active (cookie, X-Tenant, last active). */
  | { kind: 'activate'; companyId: string }
  /** tenant_specific without any company: show the not-assigned dialog, then log out. */
  | { kind: 'not_assigned' }
  /** No usable active company: clear `clearCompanyId` if set and go to CHOOSE_COMPANY_PATH. */
  | { kind: 'choose_company'; clearCompanyId: string | null };

export type ActivationInput = {
  userType: UserType;
  /** From `preferredCompanyId`. */
  preferredCompanyId: string | null;
  /** The companies the user belongs to (`GET sub-tenants`), in the order received. */
  companies: ReadonlyArray<{ id: string }>;
};

/**
 * - tenant_specific: the first assigned company, whatever is stored; none → not_assigned.
 * - other types: the preferred company if it is in the list; a preferred company missing from
 *   the list is cleared (not replaced by the next candidate); then the user chooses.
 */
export function resolveCompanyActivation({ userType, preferredCompanyId, companies }: ActivationInput): CompanyActivation {
  if (userType === 'tenant_specific') {
    const first = companies[0];
    return first ? { kind: 'activate', companyId: first.id } : { kind: 'not_assigned' };
  }
  if (preferredCompanyId === null) return { kind: 'choose_company', clearCompanyId: null };
  if (companies.some((company) => company.id === preferredCompanyId)) {
    return { kind: 'activate', companyId: preferredCompanyId };
  }
  return { kind: 'choose_company', clearCompanyId: preferredCompanyId };
}

/** True when the stored active company is no longer one of the user's companies. */
export function isActiveCompanyMissing(activeCompanyId: string | null | undefined, companies: ReadonlyArray<{ id: string }>): boolean {
  return !!activeCompanyId && !companies.some((company) => company.id === activeCompanyId);
}

/** The company selector (switcher drawer) shows for every user type except tenant_specific. */
export function showsCompanySelector(userType: UserType | undefined): boolean {
  return userType !== undefined && userType !== 'tenant_specific';
}

/**
 * Where a successful company switch lands (spec §2, §4): the `redirectTo` it was given, when
 * safe (normalised); else, for a first company chosen because none was active, the dashboard
 * (not back to /organizations); else null: the same page is reloaded.
 */
export function companySwitchTarget({
  redirectTo,
  hadActiveCompany,
}: {
  redirectTo?: string | null;
  hadActiveCompany: boolean;
}): string | null {
  const target = normalizedRedirect(redirectTo);
  if (target) return target;
  return hadActiveCompany ? null : DASHBOARD_PATH;
}

/**
 * Where a company switch on a record's page lands (issue 21 item 8): the list of the same kind
 * (`/cards/overview/12` → `/cards`), since the record belongs to the company being left. The
 * longest list path the page lies below; null on a page that is not below a list.
 */
export function sameKindListPath(pathname: string, listPaths: readonly string[]): string | null {
  const below = listPaths.filter((list) => pathname.startsWith(`${list}/`));
  return below.sort((a, b) => b.length - a.length)[0] ?? null;
}
