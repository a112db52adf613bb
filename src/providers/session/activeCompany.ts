import type { HttpError } from 'react-admin';
import type { components } from '../../api/schema';
import { apiClient } from '../../api/client';
import { unwrap } from '../../api/apiError';
import { clearActiveCompanyId, getActiveCompanyId, setActiveCompanyId } from '../../api/session';

type SubTenant = components['schemas']['SubTenant'];

const isForbidden = (error: unknown) => (error as HttpError | undefined)?.status === 403;

async function listCompanies(): Promise<SubTenant[]> {
  try {
    return (await unwrap(apiClient.GET('/api/admin/sub-tenants'))).data;
  } catch (error) {
    // A company left behind by an earlier session is refused: forget it and ask again.
    if (!isForbidden(error) || !getActiveCompanyId()) throw error;
    clearActiveCompanyId();
    return (await unwrap(apiClient.GET('/api/admin/sub-tenants'))).data;
  }
}

/**
 * Minimal company activation after sign-in (the session issue grows this into the
 * full §4 rules): keep the active company when the user still belongs to it, else
 * activate the first company of the list; with none, no company is active.
 */
export async function ensureActiveCompany(): Promise<string | undefined> {
  const companies = await listCompanies();
  const activeId = getActiveCompanyId();
  if (activeId && companies.some((company) => company.id === activeId)) return activeId;

  const first = companies[0];
  if (first) setActiveCompanyId(first.id);
  else clearActiveCompanyId();
  return first?.id;
}
