import { useQuery } from '@tanstack/react-query';
import { getActiveCompanyId } from '../../api/session';
import { loadCurrentUser, type CurrentUser } from '../../providers/session/currentUser';

/** The signed-in user (`me` with its country), shared with the rest of the shell per company. */
export function useMyAccount() {
  return useQuery<CurrentUser>({
    queryKey: ['spendboard', 'me', getActiveCompanyId() ?? null],
    queryFn: loadCurrentUser,
    staleTime: Infinity,
  });
}
