import { useGetList } from 'react-admin';
import type { Department, Role } from '../../api/schema';
import { OPTIONS_PAGE } from '../../domain/optionLists';

/** The company's roles (with their permissions, for the grant ceiling) as choices. */
export function useRoleChoices() {
  const { data, isPending, error } = useGetList<Role>('roles', { pagination: OPTIONS_PAGE });
  return { roles: data ?? [], choices: (data ?? []).map(({ id, name }) => ({ id, name })), isPending, error };
}

/** The company's departments as choices ({ id, name }); also names the departments in the list. */
export function useDepartmentChoices(enabled = true) {
  const { data, isPending, error } = useGetList<Department>('departments', { pagination: OPTIONS_PAGE }, { enabled });
  return { choices: (data ?? []).map(({ id, name }) => ({ id, name })), isPending: enabled && isPending, error };
}
