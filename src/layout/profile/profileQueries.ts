import { useQuery } from '@tanstack/react-query';
import { getActiveCompanyId } from '../../api/session';
import { useCompanyConfig } from '../../providers/access/useCompanyConfig';
import { loadCurrentUser, type CurrentUser } from '../../providers/session';

/** The theme switch shows only when the company's config enables dark mode (one config call, shared). */
export function useDarkModeEnabled(): boolean {
  const { data } = useCompanyConfig();
  return data?.dark_mode_enabled === true;
}

/** The signed-in user (`me`, loaded once per session) for the roles shown in the profile menu. */
export function useCurrentUser(): CurrentUser | undefined {
  return useQuery({ queryKey: ['spendboard', 'me', getActiveCompanyId() ?? null], queryFn: loadCurrentUser, staleTime: Infinity }).data;
}
