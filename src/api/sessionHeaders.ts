import { getAccessToken, getActiveCompanyId } from './session';

/** The one place that knows the tenant header (spec §3: X-Tenant carries the active company). */
export const TENANT_HEADER = 'X-Tenant';
const AUTHORIZATION_HEADER = 'Authorization';

/**
 * Put the session on an outgoing request: the bearer token always reflects the
 * current cookie; an explicit X-Tenant (e.g. validating a company before switching
 * to it) wins over the active company.
 */
export function applySessionHeaders(request: Request): Request {
  const accessToken = getAccessToken();
  if (accessToken) request.headers.set(AUTHORIZATION_HEADER, `Bearer ${accessToken}`);
  else request.headers.delete(AUTHORIZATION_HEADER);

  const companyId = getActiveCompanyId();
  if (companyId && !request.headers.has(TENANT_HEADER)) request.headers.set(TENANT_HEADER, companyId);
  return request;
}

/** The access token a request was sent with, to tell a stale 401 from a fresh one. */
export function bearerTokenOf(request: Request): string | undefined {
  const value = request.headers.get(AUTHORIZATION_HEADER);
  return value?.startsWith('Bearer ') ? value.slice('Bearer '.length) : undefined;
}
