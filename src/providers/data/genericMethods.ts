import type { DataProvider, Identifier, RaRecord } from 'react-admin';
import { apiClient } from '../../api/client';
import { unwrap } from '../../api/apiError';
import { endpointsOf, type ResourceEndpoints } from './resources';
import { toListQuery } from './listQuery';

/**
 * The generic provider reaches paths chosen at run time from RESOURCES, which the
 * typed client cannot express; entity types are still checked where they are shown
 * (views use `components['schemas'][...]`).
 */
type Init = {
  params?: { path?: Record<string, unknown>; query?: Record<string, unknown> };
  body?: unknown;
  signal?: AbortSignal;
};
type Call = (path: string, init?: Init) => Promise<{ data?: unknown; error?: unknown; response: Response }>;
const http = apiClient as unknown as Record<'GET' | 'POST' | 'PUT' | 'DELETE', Call>;

type ListBody = { data: RaRecord[]; meta?: { total: number } };
type OneBody = { data: RaRecord };

function onePath(resource: string, endpoints: ResourceEndpoints): string {
  if (!endpoints.one) throw new Error(`The resource "${resource}" has no single-record path`);
  return endpoints.one;
}

/** Path parameters a list names at run time (`meta: { pathParams: { id: '12' } }`: a run's lines). */
const pathParamsOf = (meta: unknown): Record<string, string> => {
  const pathParams = (meta as { pathParams?: unknown } | undefined)?.pathParams;
  return pathParams && typeof pathParams === 'object' ? (pathParams as Record<string, string>) : {};
};

const partialsOf = (meta: unknown) => {
  const partials = (meta as { partials?: unknown } | undefined)?.partials;
  return Array.isArray(partials) ? { partials } : undefined;
};

async function getOneRecord(resource: string, id: Identifier, meta?: unknown, signal?: AbortSignal) {
  const endpoints = endpointsOf(resource);
  const path = onePath(resource, endpoints);
  const body = await unwrap(http.GET(path, { params: { path: { ...endpoints.pathParams, id }, query: partialsOf(meta) }, signal }));
  return (body as OneBody).data;
}

export const genericMethods: DataProvider = {
  async getList(resource, params) {
    const endpoints = endpointsOf(resource);
    const query = toListQuery(params, endpoints);
    const body = (await unwrap(
      http.GET(endpoints.list, {
        params: { path: { ...endpoints.pathParams, ...pathParamsOf(params.meta) }, query: { ...query } },
        signal: params.signal,
      }),
    )) as ListBody;
    // `meta` passes on what a list answers besides its counts (the expenses' `total_amount` in AED).
    return { data: body.data, total: body.meta?.total ?? body.data.length, meta: body.meta } as never;
  },

  async getOne(resource, params) {
    return { data: (await getOneRecord(resource, params.id, params.meta, params.signal)) as never };
  },

  async getMany(resource, params) {
    const records = await Promise.all(params.ids.map((id) => getOneRecord(resource, id, params.meta, params.signal)));
    return { data: records as never };
  },

  getManyReference(resource, { target, id, filter, ...rest }) {
    return genericMethods.getList(resource, { ...rest, filter: { ...filter, [target]: id } });
  },

  async create(resource, params) {
    const body = await unwrap(http.POST(endpointsOf(resource).list, { body: params.data }));
    return { data: (body as OneBody).data as never };
  },

  async update(resource, params) {
    const endpoints = endpointsOf(resource);
    const path = endpoints.update ?? onePath(resource, endpoints);
    const body = await unwrap(http.PUT(path, { params: { path: { id: params.id } }, body: params.data }));
    return { data: (body as OneBody).data as never };
  },

  async updateMany(resource, params) {
    await Promise.all(params.ids.map((id) => genericMethods.update(resource, { id, data: params.data, previousData: {} as never })));
    return { data: params.ids };
  },

  async delete(resource, params) {
    const path = onePath(resource, endpointsOf(resource));
    await unwrap(http.DELETE(path, { params: { path: { id: params.id } } }));
    return { data: (params.previousData ?? { id: params.id }) as never };
  },

  async deleteMany(resource, params) {
    await Promise.all(params.ids.map((id) => genericMethods.delete(resource, { id })));
    return { data: params.ids };
  },
};
