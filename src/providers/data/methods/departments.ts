import type { Administrator, components, Department } from '../../../api/schema';
import { apiClient } from '../../../api/client';
import { unwrap } from '../../../api/apiError';
import type { ResourceWrites } from '../resourceWrites';
import { OPTIONS_PAGE_SIZE } from '../../../domain/optionLists';

export type DepartmentWrite = components['schemas']['DepartmentWrite'];
/** Which administrators to attach to (or detach from) which departments. */
export type AdministratorDepartmentLink = { administrator_ids: number[]; department_ids: number[] };

/** Spec §7: departments are written as form data; `limit` and `administrator_ids` are JSON parts. */
export function departmentFormData(input: DepartmentWrite): FormData {
  const form = new FormData();
  form.append('name', input.name);
  if (input.limit) form.append('limit', JSON.stringify(input.limit));
  if (input.administrator_ids) form.append('administrator_ids', JSON.stringify(input.administrator_ids));
  return form;
}

const asFormData = (input: DepartmentWrite) => ({ body: input, bodySerializer: () => departmentFormData(input) });

/** Typed dataProvider methods for the departments area, over the openapi-fetch client. */
export const departmentsMethods = {
  /** `POST departments`, multipart; a taken name is a 422 on `name`. */
  async createDepartment(input: DepartmentWrite): Promise<Department> {
    return (await unwrap(apiClient.POST('/api/admin/departments', asFormData(input)))).data;
  },

  /** `PUT departments/{id}`, multipart; a limit change needs the permission of its mode. */
  async updateDepartment(id: number, input: DepartmentWrite): Promise<Department> {
    return (await unwrap(apiClient.PUT('/api/admin/departments/{id}', { ...asFormData(input), params: { path: { id: String(id) } } })))
      .data;
  },

  /** `PATCH administrator-department/attach`. */
  async attachAdministrators(link: AdministratorDepartmentLink): Promise<void> {
    await unwrap(apiClient.PATCH('/api/admin/administrator-department/attach', { body: link }));
  },

  /** `PATCH administrator-department/detach`. */
  async detachAdministrators(link: AdministratorDepartmentLink): Promise<void> {
    await unwrap(apiClient.PATCH('/api/admin/administrator-department/detach', { body: link }));
  },

  /** The administrators of the active company a department can be given (page 1, a large page size). */
  async getAdministratorOptions(): Promise<Administrator[]> {
    return (await unwrap(apiClient.GET('/api/admin/administrators', { params: { query: { page: 1, per_page: OPTIONS_PAGE_SIZE } } }))).data;
  },
};

/** react-admin's create and update of `departments` send form data (spec §7). */
export const departmentsWrites: ResourceWrites = {
  create: async ({ data }) => ({ data: await departmentsMethods.createDepartment(data as DepartmentWrite) }),
  update: async ({ id, data }) => ({ data: await departmentsMethods.updateDepartment(Number(id), data as DepartmentWrite) }),
};
