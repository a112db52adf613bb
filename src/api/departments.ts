import type { components } from './schema';
import { apiClient } from './client';
import { unwrap } from './apiError';

export type Department = components['schemas']['Department'];
export type DepartmentWrite = components['schemas']['DepartmentWrite'];
export type AdministratorOption = components['schemas']['Administrator'];

/** Spec §7: departments are written as form data; `limit` and `administrator_ids` are JSON parts. */
export function departmentFormData(input: DepartmentWrite): FormData {
  const form = new FormData();
  form.append('name', input.name);
  if (input.limit) form.append('limit', JSON.stringify(input.limit));
  if (input.administrator_ids) form.append('administrator_ids', JSON.stringify(input.administrator_ids));
  return form;
}

/** `POST departments` (no id) or `PUT departments/{id}`, multipart. */
export async function saveDepartment(input: DepartmentWrite, id?: number): Promise<Department> {
  const options = { body: input, bodySerializer: () => departmentFormData(input) };
  const body =
    id === undefined
      ? await unwrap(apiClient.POST('/api/admin/departments', options))
      : await unwrap(apiClient.PUT('/api/admin/departments/{id}', { ...options, params: { path: { id: String(id) } } }));
  return body.data;
}

type Link = { administrator_ids: number[]; department_ids: number[] };

export async function attachAdministrators(link: Link): Promise<void> {
  await unwrap(apiClient.PATCH('/api/admin/administrator-department/attach', { body: link }));
}

export async function detachAdministrators(link: Link): Promise<void> {
  await unwrap(apiClient.PATCH('/api/admin/administrator-department/detach', { body: link }));
}

/** Administrators of the active company as options (page 1, a large page size). */
export async function listAdministratorOptions(): Promise<AdministratorOption[]> {
  const body = await unwrap(apiClient.GET('/api/admin/administrators', { params: { query: { page: 1, per_page: 1000 } } }));
  return body.data;
}
