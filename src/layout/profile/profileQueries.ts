import { useQuery } from '@tanstack/react-query';
import { useCompanyConfig } from '../../providers/access/useCompanyConfig';
import { companyQueryKey } from '../../providers/data/queryKeys';
import { useAppDataProvider } from '../../providers/data/useAppDataProvider';
import type { CurrentUser } from '../../providers/session';

/** The theme switch shows only when the company's config enables dark mode (one config call, shared). */
export function useDarkModeEnabled(): boolean {
  const { data } = useCompanyConfig();
  return data?.dark_mode_enabled === true;
}

/** The signed-in user (`me` with its country, loaded once per company): profile menu and My account. */
export function useCurrentUserQuery() {
  const dataProvider = useAppDataProvider();
  return useQuery<CurrentUser>({ queryKey: companyQueryKey('me'), queryFn: () => dataProvider.getCurrentUser(), staleTime: Infinity });
}

/** The signed-in user for the roles shown in the profile menu (undefined while loading). */
export function useCurrentUser(): CurrentUser | undefined {
  return useCurrentUserQuery().data;
}
