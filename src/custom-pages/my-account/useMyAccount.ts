import { useQuery } from '@tanstack/react-query';
import { getActiveCompanyId } from '../../api/session';
import { loadAccountProfile, type CurrentUser } from '../../providers/session/currentUser';

/** The signed-in user for /my-account: `me` with company, company address and country (spec §3). */
export function useMyAccount() {
  return useQuery<CurrentUser>({
    queryKey: ['spendboard', 'me', 'profile', getActiveCompanyId() ?? null],
    queryFn: loadAccountProfile,
    staleTime: Infinity,
  });
}
