import type { LedgerTransactionList, Limit, LimitEntity, LimitInput, Transfer, TransferCreate, TransferList } from '../../../api/schema';
import { apiClient } from '../../../api/client';
import { unwrap } from '../../../api/apiError';
import { getActiveCompanyId } from '../../../api/session';

/** Whose money: a member, department or card id; a company is the active company unless its UUID is given. */
const limitPath = (entity: LimitEntity, id?: string | number) => ({
  entity,
  id: String(entity === 'company' ? (id ?? getActiveCompanyId() ?? '') : (id ?? '')),
});

/** Typed dataProvider methods for limits and transfers (spec §6), shared by cards, people, departments and the company. */
export const moneyMethods = {
  async getLimit(entity: LimitEntity, id?: string | number): Promise<Limit> {
    const body = await unwrap(apiClient.GET('/api/admin/limits/{entity}/{id}', { params: { path: limitPath(entity, id) } }));
    return body.data;
  },

  async saveLimit(entity: LimitEntity, id: string | number | undefined, input: LimitInput): Promise<Limit> {
    const body = await unwrap(apiClient.PUT('/api/admin/limits/{entity}/{id}', { params: { path: limitPath(entity, id) }, body: input }));
    return body.data;
  },

  async transferFunds(input: TransferCreate): Promise<Transfer> {
    const body = await unwrap(apiClient.POST('/api/admin/transfers', { body: input }));
    return body.data;
  },

  /** The transfers where the entity is either side, newest first; a company party takes no id. */
  async getTransfers(party: { type: LimitEntity; id?: string | number }, page = 1, perPage = 20): Promise<TransferList> {
    const filters = { party: { type: party.type, ...(party.id === undefined ? {} : { id: String(party.id) }) } };
    return unwrap(apiClient.GET('/api/admin/transfers', { params: { query: { filters, page, per_page: perPage } } }));
  },

  /** An account's ledger (the company wallet, a department, person or card): its transactions, newest first, with every leg. */
  async getLedger(account: { type: LimitEntity; id?: string | number }, page = 1, perPage = 20): Promise<LedgerTransactionList> {
    const filters = { account: { type: account.type, ...(account.id === undefined ? {} : { id: String(account.id) }) } };
    return unwrap(apiClient.GET('/api/admin/ledger', { params: { query: { filters, page, per_page: perPage } } }));
  },
};
