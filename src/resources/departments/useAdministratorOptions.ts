import { useQuery } from '@tanstack/react-query';
import { displayFullName } from '../../domain/display';
import { companyQueryKey } from '../../providers/data/queryKeys';
import { useAppDataProvider } from '../../providers/data/useAppDataProvider';

/** The company's administrators as `{ id, name }` choices (loaded once per company). */
export function useAdministratorOptions() {
  const dataProvider = useAppDataProvider();
  const query = useQuery({
    queryKey: companyQueryKey('administrator-options'),
    queryFn: () => dataProvider.getAdministratorOptions(),
  });
  const choices = (query.data ?? []).map((admin) => ({
    id: admin.id,
    name: `${displayFullName(admin.first_name, admin.last_name)} (${admin.email})`,
  }));
  return { choices, isPending: query.isPending, error: query.error };
}
