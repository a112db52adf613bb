import type { components } from './schema';
import { apiClient } from './client';
import { unwrap } from './apiError';
import { attachAdministrators, detachAdministrators } from './departments';

export type PermissionOption = components['schemas']['PermissionOption'];
export type DepartmentOption = { id: number; name: string };

/** Option lists ask page 1 with a large page size (spec §7). */
const OPTIONS_PAGE_SIZE = 1000;

/** `GET roles/permissions`: the whole catalogue, each with its area (`group`). */
export async function listPermissionOptions(): Promise<PermissionOption[]> {
  return (await unwrap(apiClient.GET('/api/admin/roles/permissions'))).data;
}

/** The company's departments as options (id and name). */
export async function listDepartmentOptions(): Promise<DepartmentOption[]> {
  const body = await unwrap(apiClient.GET('/api/admin/departments', { params: { query: { page: 1, per_page: OPTIONS_PAGE_SIZE } } }));
  return body.data.map(({ id, name }) => ({ id, name }));
}

/** `PUT administrators/{id}/roles`: the roles the person holds from now on. */
export async function assignAdministratorRoles(id: number, roleIds: number[]) {
  return (await unwrap(apiClient.PUT('/api/admin/administrators/{id}/roles', { params: { path: { id: String(id) } }, body: { role_ids: roleIds } }))).data;
}

/** Attach one administrator to departments and detach it from others (both calls of `api/departments`). */
export async function updateAdministratorDepartments(administratorId: number, { attach, detach }: { attach: number[]; detach: number[] }) {
  const administrator_ids = [administratorId];
  if (attach.length) await attachAdministrators({ administrator_ids, department_ids: attach });
  if (detach.length) await detachAdministrators({ administrator_ids, department_ids: detach });
}
