import { apiClient } from '../../api/client';
import { unwrap } from '../../api/apiError';
import { TENANT_HEADER } from '../../api/sessionHeaders';
import { activateCompany } from './sessionBootstrap';

/**
 * Switching company (spec §4): `me` with the new company validates it (403 when the user is
 * not assigned to it), then it becomes the active company. The caller clears caches and reloads.
 */
export async function switchToCompany(companyId: string): Promise<void> {
  await unwrap(apiClient.GET('/api/admin/me', { headers: { [TENANT_HEADER]: companyId } }));
  activateCompany(companyId);
}
