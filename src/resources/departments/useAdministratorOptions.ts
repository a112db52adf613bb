import { useQuery } from '@tanstack/react-query';
import { listAdministratorOptions } from '../../api/departments';
import { getActiveCompanyId } from '../../api/session';
import { displayFullName } from '../../domain/display';

/** The company's administrators as `{ id, name }` choices (loaded once per company). */
export function useAdministratorOptions() {
  const query = useQuery({
    queryKey: ['spendboard', 'administrator-options', getActiveCompanyId() ?? null],
    queryFn: listAdministratorOptions,
  });
  const choices = (query.data ?? []).map((admin) => ({
    id: admin.id,
    name: `${displayFullName(admin.first_name, admin.last_name)} (${admin.email})`,
  }));
  return { choices, isPending: query.isPending, error: query.error };
}
