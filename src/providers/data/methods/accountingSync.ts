import type { components } from '../../../api/schema';
import { apiClient } from '../../../api/client';
import { unwrap } from '../../../api/apiError';
import type { AccountingSyncKind } from '../../../domain/contractLists';

type Schemas = components['schemas'];
export type AccountingRecord = Schemas['AccountingRecord'];
export type AccountingSyncOverview = Schemas['AccountingSyncOverview']['data'];
export type AccountingSyncRequest = Schemas['AccountingSyncRequest'];
export type AccountingSyncOutcome = Schemas['AccountingSyncResult']['data'];

const byKind = (kind: AccountingSyncKind) => ({ params: { path: { kind } } });

/** Typed dataProvider methods of the accounting sync (the lists are the `accounting-*` resources). */
export const accountingSyncMethods = {
  /** `GET accounting/sync/overview`: the connection, the lock date and how many records stand where. */
  async getAccountingSyncOverview(): Promise<AccountingSyncOverview> {
    return (await unwrap(apiClient.GET('/api/admin/accounting/sync/overview'))).data;
  },

  /** `POST accounting/sync/{kind}`: sync a selection or everything ready; each one not started comes back with why. */
  async syncAccountingRecords(kind: AccountingSyncKind, request: AccountingSyncRequest): Promise<AccountingSyncOutcome> {
    return (await unwrap(apiClient.POST('/api/admin/accounting/sync/{kind}', { ...byKind(kind), body: request }))).data;
  },

  /** `POST accounting/sync/{kind}/{id}`: sync one record (again); a refusal is a 422 on `sync`. */
  async syncAccountingRecord(kind: AccountingSyncKind, id: number): Promise<AccountingRecord> {
    return (await unwrap(apiClient.POST('/api/admin/accounting/sync/{kind}/{id}', { params: { path: { kind, id: String(id) } } }))).data;
  },

  /** `POST accounting/vendors/{id}/export`: add the counterpart as a vendor in the connected system. */
  async exportVendorToAccounting(vendorId: number): Promise<Schemas['AccountingRecord']['vendor_id']> {
    return (await unwrap(apiClient.POST('/api/admin/accounting/vendors/{id}/export', { params: { path: { id: String(vendorId) } } }))).data
      .vendor_id;
  },
};
