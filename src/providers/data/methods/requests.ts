import type { components, Dispute, SpendRequest } from '../../../api/schema';
import { apiClient } from '../../../api/client';
import { unwrap } from '../../../api/apiError';

export type SpendRequestStep = components['schemas']['SpendRequestStatusWrite'];

const byId = (id: number) => ({ params: { path: { id: String(id) } } });
const byFile = (id: number, fileId: number) => ({ params: { path: { id: String(id), fileId: String(fileId) } } });

/** Typed dataProvider methods of card and limit requests and of disputes beyond CRUD. */
export const requestsMethods = {
  /** `PATCH requests/{id}/status`: approve, decline (with a reason) or withdraw; 403 for one's own decision, 422 for another step. */
  async stepRequest(id: number, step: SpendRequestStep): Promise<SpendRequest> {
    return (await unwrap(apiClient.PATCH('/api/admin/requests/{id}/status', { ...byId(id), body: step }))).data;
  },

  /** `POST disputes/{id}/submit`: send an unsubmitted dispute to the card network. */
  async submitDispute(id: number): Promise<Dispute> {
    return (await unwrap(apiClient.POST('/api/admin/disputes/{id}/submit', byId(id)))).data;
  },

  /** `POST disputes/{id}/files` as form data. */
  async addDisputeFile(id: number, file: File): Promise<Dispute> {
    const form = new FormData();
    form.append('file', file, file.name);
    return (await unwrap(apiClient.POST('/api/admin/disputes/{id}/files', { ...byId(id), body: { file: '' }, bodySerializer: () => form })))
      .data;
  },

  /** `DELETE disputes/{id}/files/{fileId}`. */
  async removeDisputeFile(id: number, fileId: number): Promise<Dispute> {
    return (await unwrap(apiClient.DELETE('/api/admin/disputes/{id}/files/{fileId}', byFile(id, fileId)))).data;
  },

  /** `GET disputes/{id}/files/{fileId}`: the file, for a preview or a download. */
  async disputeFile(id: number, fileId: number): Promise<Blob> {
    return (await unwrap(apiClient.GET('/api/admin/disputes/{id}/files/{fileId}', { ...byFile(id, fileId), parseAs: 'blob' }))) as Blob;
  },
};
