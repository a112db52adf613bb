import { useQuery } from '@tanstack/react-query';
import { useAuthProvider } from 'react-admin';
import { PERMISSION_RESOURCE } from '../../providers/access/accessRules';
import { companyQueryKey } from '../../providers/data/queryKeys';

/**
 * Which of `names` the user may use in the active company (canAccess: roles, firm_admin
 * bypass and the deny list). `permitted` is empty while checking; the key holds the company,
 * and the cache is cleared when the company changes.
 */
export function usePermittedNames(names: readonly string[]) {
  const authProvider = useAuthProvider();
  const query = useQuery({
    queryKey: companyQueryKey('permitted', ...names),
    queryFn: async () => {
      const answers = await Promise.all(
        names.map((action) => authProvider?.canAccess?.({ resource: PERMISSION_RESOURCE, action }) ?? true),
      );
      return names.filter((_, index) => answers[index]);
    },
  });
  const permitted = new Set(query.data ?? []);
  return { isPending: query.isPending, isPermitted: (name: string) => permitted.has(name) };
}
