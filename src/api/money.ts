import type { components } from './schema';
import { apiClient } from './client';
import { unwrap } from './apiError';

/** Limits and transfers (spec §6): one typed module, called from the shared limit/transfer hooks. */
export type Limit = components['schemas']['Limit'];
export type LimitInput = components['schemas']['LimitInput'];
export type LimitEntity = components['schemas']['LimitEntity'];
export type Transfer = components['schemas']['Transfer'];
export type TransferCreate = components['schemas']['TransferCreate'];

export async function fetchLimit(entity: LimitEntity, id: string | number): Promise<Limit> {
  const body = await unwrap(apiClient.GET('/api/admin/limits/{entity}/{id}', { params: { path: { entity, id: String(id) } } }));
  return body.data;
}

export async function saveLimit(entity: LimitEntity, id: string | number, input: LimitInput): Promise<Limit> {
  const body = await unwrap(
    apiClient.PUT('/api/admin/limits/{entity}/{id}', { params: { path: { entity, id: String(id) } }, body: input }),
  );
  return body.data;
}

export async function createTransfer(input: TransferCreate): Promise<Transfer> {
  const body = await unwrap(apiClient.POST('/api/admin/transfers', { body: input }));
  return body.data;
}

/** The transfers where the entity is either side; a company party takes no id. */
export async function fetchTransfers(party: { type: LimitEntity; id?: string | number }, page = 1, perPage = 20) {
  const filters = { party: { type: party.type, ...(party.id === undefined ? {} : { id: String(party.id) }) } };
  return unwrap(apiClient.GET('/api/admin/transfers', { params: { query: { filters, page, per_page: perPage } } }));
}
