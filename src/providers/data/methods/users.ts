import { apiClient } from '../../../api/client';
import { unwrap } from '../../../api/apiError';

export type DepartmentLinkChanges = { attach: number[]; detach: number[] };

/** Typed dataProvider methods for the users area (API: administrators), over the openapi-fetch client. */
export const usersMethods = {
  /** Attach a user to departments and detach him from others (`administrator-department/attach|detach`). */
  async updateUserDepartments(userId: number, { attach, detach }: DepartmentLinkChanges): Promise<void> {
    const administrator_ids = [userId];
    if (attach.length) {
      await unwrap(apiClient.PATCH('/api/admin/administrator-department/attach', { body: { administrator_ids, department_ids: attach } }));
    }
    if (detach.length) {
      await unwrap(apiClient.PATCH('/api/admin/administrator-department/detach', { body: { administrator_ids, department_ids: detach } }));
    }
  },
};
