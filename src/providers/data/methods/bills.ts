import type { Bill, components } from '../../../api/schema';
import { apiClient } from '../../../api/client';
import { unwrap } from '../../../api/apiError';

export type BillApprovalStep = components['schemas']['BillApprovalStep'];
export type BillPaymentSchedule = components['schemas']['BillPaymentSchedule'];
export type BillBulkDecision = components['schemas']['BillBulkDecision'];
export type BillBulkOutcome = components['schemas']['BillBulkResult']['data'];
export type WalletBalance = components['schemas']['BillWallet']['data']['balances'][number];

const byId = (id: number) => ({ params: { path: { id: String(id) } } });
const byAttachment = (id: number, attachmentId: number) => ({ params: { path: { id: String(id), attachmentId: String(attachmentId) } } });

/** Typed dataProvider methods of bills beyond CRUD, over the openapi-fetch client. */
export const billsMethods = {
  /** `POST bills/{id}/approval`: one approval step; a refused step is a 403 or a 422 on `status`/`reason`. */
  async stepBillApproval(id: number, step: BillApprovalStep): Promise<Bill> {
    return (await unwrap(apiClient.POST('/api/admin/bills/{id}/approval', { ...byId(id), body: step }))).data;
  },

  /** `POST bills/{id}/payment`: pay from the company wallet on a day; a short wallet is a 422 on `amount`. */
  async scheduleBillPayment(id: number, schedule: BillPaymentSchedule): Promise<Bill> {
    return (await unwrap(apiClient.POST('/api/admin/bills/{id}/payment', { ...byId(id), body: schedule }))).data;
  },

  /** `POST bills/{id}/hold`: put on hold (with a reason) or release. */
  async holdBill(id: number, onHold: boolean, reason?: string): Promise<Bill> {
    return (
      await unwrap(apiClient.POST('/api/admin/bills/{id}/hold', { ...byId(id), body: { on_hold: onHold, ...(reason ? { reason } : {}) } }))
    ).data;
  },

  /** `POST bills/{id}/void`. */
  async voidBill(id: number, reason: string): Promise<Bill> {
    return (await unwrap(apiClient.POST('/api/admin/bills/{id}/void', { ...byId(id), body: { reason } }))).data;
  },

  /** `POST bills/decisions`: approve or reject a selection; each one not done comes back with why. */
  async decideBills(decision: BillBulkDecision): Promise<BillBulkOutcome> {
    return (await unwrap(apiClient.POST('/api/admin/bills/decisions', { body: decision }))).data;
  },

  /** `GET bills/wallet`: what the company wallet holds per currency. */
  async billWallet(): Promise<WalletBalance[]> {
    return (await unwrap(apiClient.GET('/api/admin/bills/wallet', {}))).data.balances;
  },

  /** `POST bills/{id}/attachments` as form data; with `supersedes`, a new version of that attachment (the old one stays, superseded). */
  async addBillAttachment(id: number, file: File, supersedes?: number): Promise<Bill> {
    const form = new FormData();
    form.append('file', file, file.name);
    if (supersedes !== undefined) form.append('supersedes', String(supersedes));
    return (
      await unwrap(apiClient.POST('/api/admin/bills/{id}/attachments', { ...byId(id), body: { file: '' }, bodySerializer: () => form }))
    ).data;
  },

  /** `DELETE bills/{id}/attachments/{attachmentId}`. */
  async removeBillAttachment(id: number, attachmentId: number): Promise<Bill> {
    return (await unwrap(apiClient.DELETE('/api/admin/bills/{id}/attachments/{attachmentId}', byAttachment(id, attachmentId)))).data;
  },

  /** `GET bills/{id}/attachments/{attachmentId}`: the file, for a preview or a download. */
  async billAttachmentFile(id: number, attachmentId: number): Promise<Blob> {
    return (await unwrap(
      apiClient.GET('/api/admin/bills/{id}/attachments/{attachmentId}', { ...byAttachment(id, attachmentId), parseAs: 'blob' }),
    )) as Blob;
  },
};
