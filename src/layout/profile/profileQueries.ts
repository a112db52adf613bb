import { useQuery } from '@tanstack/react-query';
import { loadCompanyConfig } from '../../api/companyConfig';
import { getActiveCompanyId } from '../../api/session';
import { displayRoles, type RolesDisplay } from '../../domain/roles';
import { companyConfigQueryKey } from '../../providers/access/useCardServicesState';
import { loadCurrentUser } from '../../providers/session';

/** The theme switch shows only when the company's config enables dark mode (one config call, shared). */
export function useDarkModeEnabled(): boolean {
  const companyId = getActiveCompanyId();
  const { data } = useQuery({
    queryKey: companyConfigQueryKey(companyId),
    queryFn: loadCompanyConfig,
    enabled: Boolean(companyId),
    staleTime: Infinity,
    retry: false,
  });
  return data?.dark_mode_enabled === true;
}

/** The main role and the others of the signed-in user (spec §6). */
export function useRolesDisplay(): RolesDisplay | undefined {
  const { data } = useQuery({ queryKey: ['spendboard', 'me', getActiveCompanyId() ?? null], queryFn: loadCurrentUser, staleTime: Infinity });
  return data ? displayRoles(data) : undefined;
}
