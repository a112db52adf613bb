import type { components } from '../../../api/schema';
import { apiClient } from '../../../api/client';
import { unwrap } from '../../../api/apiError';

export type DashboardSummary = components['schemas']['DashboardSummary'];

/** The dashboard's one call over the openapi-fetch client. */
export const dashboardMethods = {
  /** `GET dashboard`: every figure of the active company the user may read (the others are absent). */
  async getDashboardSummary(): Promise<DashboardSummary> {
    return (await unwrap(apiClient.GET('/api/admin/dashboard', {}))).data;
  },
};
