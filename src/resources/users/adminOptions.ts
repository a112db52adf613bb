import { useQuery } from '@tanstack/react-query';
import { useGetList } from 'react-admin';
import { listDepartmentOptions } from '../../api/rolesAdministrators';
import type { components } from '../../api/schema';

type Role = components['schemas']['Role'];

/** Option lists load page 1 with a large page size (spec §7). */
const OPTIONS_PAGE = { page: 1, perPage: 1000 };

/** The company's roles as choices ({ id, name }). */
export function useRoleChoices() {
  const { data, isPending, error } = useGetList<Role>('roles', { pagination: OPTIONS_PAGE });
  return { choices: (data ?? []).map(({ id, name }) => ({ id, name })), isPending, error };
}

/** The company's departments as choices; also names the departments in the list. */
export function useDepartmentChoices(enabled = true) {
  const { data, isPending, error } = useQuery({ queryKey: ['departments', 'options'], queryFn: listDepartmentOptions, enabled });
  return { choices: data ?? [], isPending: enabled && isPending, error };
}
