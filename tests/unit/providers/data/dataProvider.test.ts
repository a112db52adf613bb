// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parse } from 'qs';
import { dataProvider } from '../../../../src/providers/data/dataProvider';
import { clearSessionCookies, COOKIE, setActiveCompanyId, writeCookie } from '../../../../src/api/session';

const COMPANY = '3f1c1b0e-6a3e-4c55-9d0a-2d7d1c6f0a11';
const card = { id: 7, number: '************4242', name: 'Fuel' };

function stubApi(body: unknown) {
  const requests: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      requests.push(request);
      return Response.json(body);
    }),
  );
  const pathAndQuery = (index = 0) => {
    const url = new URL(requests[index].url);
    return decodeURI(url.pathname + url.search);
  };
  return { requests, pathAndQuery };
}

beforeEach(() => {
  writeCookie(COOKIE.accessToken, 'access');
  setActiveCompanyId(COMPANY);
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearSessionCookies();
});

describe('dataProvider.getList', () => {
  it('sends page, per_page and sorts[] as the API expects, reads meta.total and passes the meta on', async () => {
    const api = stubApi({ data: [card], meta: { total: 42, current_page: 1, per_page: 20, last_page: 3 } });

    const result = await dataProvider.getList('cards', {
      pagination: { page: 1, perPage: 20 },
      sort: { field: 'created_at', order: 'DESC' },
      filter: {},
    });

    expect(api.pathAndQuery()).toBe('/api/admin/cards?page=1&per_page=20&sorts[]=created_at:desc');
    // The list's meta rides along (a list's `total_amount` in AED is read from it).
    expect(result).toEqual({ data: [card], total: 42, meta: { total: 42, current_page: 1, per_page: 20, last_page: 3 } });
    expect(api.requests[0].headers.get('X-Tenant')).toBe(COMPANY);
    expect(api.requests[0].headers.get('Authorization')).toBe('Bearer access');
  });

  it('maps search, every filter operator and partials', async () => {
    const api = stubApi({ data: [], meta: { total: 0, current_page: 2, per_page: 20, last_page: 1 } });

    await dataProvider.getList('cards', {
      pagination: { page: 2, perPage: 20 },
      sort: { field: 'expired_at', order: 'ASC' },
      filter: {
        q: 'fuel',
        status: ['active', 'frozen'],
        type: ['1'],
        member_id: 3,
        currency: 'AED',
        last_charged_from: '2026-01-01',
        last_charged_until: '2026-01-31',
        expires_before: '2027-12-31',
        empty_text: '',
        empty_list: [],
      },
      meta: { partials: ['administrator', 'limit'] },
    });

    const [path, search] = api.pathAndQuery().split('?');
    expect(path).toBe('/api/admin/cards');
    expect(search).toContain('filters[in][member_id][]=3');
    expect(search).toContain('filters[exact][currency]=AED');
    expect(search).toContain('filters[date_min][last_charged_at]=2026-01-01');
    expect(parse(search)).toEqual({
      page: '2',
      per_page: '20',
      sorts: ['expired_at:asc'],
      search: 'fuel',
      filters: {
        in: { status: ['active', 'frozen'], type: ['1'], member_id: ['3'] },
        exact: { currency: 'AED' },
        date_min: { last_charged_at: '2026-01-01' },
        date_max: { last_charged_at: '2026-01-31', expired_at: '2027-12-31' },
      },
      partials: ['administrator', 'limit'],
    });
  });

  it("sends an Expenses tab's owner and From/To days as filters[in] and filters[date_min|date_max][spent_at]", async () => {
    const api = stubApi({ data: [], meta: { total: 0, current_page: 1, per_page: 20, last_page: 1 } });
    await dataProvider.getList('expenses', {
      pagination: { page: 1, perPage: 20 },
      sort: { field: 'spent_at', order: 'DESC' },
      filter: { card_id: ['101'], spent_from: '2026-10-21', spent_until: '2026-11-21' },
    });
    const [path, search] = api.pathAndQuery().split('?');
    expect(path).toBe('/api/admin/expenses');
    expect(parse(search)).toEqual({
      page: '1',
      per_page: '20',
      sorts: ['spent_at:desc'],
      filters: { in: { card_id: ['101'] }, date_min: { spent_at: '2026-10-21' }, date_max: { spent_at: '2026-11-21' } },
    });
  });

  it("sends the analytics drill-down's merchant as filters[exact][merchant], apart from the search", async () => {
    const api = stubApi({ data: [], meta: { total: 0, current_page: 1, per_page: 20, last_page: 1 } });
    await dataProvider.getList('expenses', {
      pagination: { page: 1, perPage: 20 },
      sort: { field: 'spent_at', order: 'DESC' },
      filter: { merchant: 'Careem', q: 'taxi' },
    });
    const [, search] = api.pathAndQuery().split('?');
    expect(parse(search)).toMatchObject({ search: 'taxi', filters: { exact: { merchant: 'Careem' } } });
  });

  it('leaves out a sort the API does not offer (e.g. react-admin’s default id)', async () => {
    const api = stubApi({ data: [], meta: { total: 0, current_page: 1, per_page: 10, last_page: 1 } });
    await dataProvider.getList('cards', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(api.pathAndQuery()).toBe('/api/admin/cards?page=1&per_page=10');
  });

  it('counts a list without meta by its length', async () => {
    stubApi({ data: [{ id: 'a', name: 'Acme', total_users: 3 }] });
    const result = await dataProvider.getList('sub-tenants', { pagination: { page: 1, perPage: 20 }, filter: {} });
    expect(result.total).toBe(1);
  });

  it('turns an API error into an HttpError', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ message: 'You do not have permission to read cards.' }, { status: 403 })),
    );
    await expect(dataProvider.getList('cards', { pagination: { page: 1, perPage: 20 }, filter: {} })).rejects.toMatchObject({
      status: 403,
      message: 'You do not have permission to read cards.',
    });
  });

  it('refuses a resource without a mapped path', async () => {
    await expect(dataProvider.getList('unknown', { pagination: { page: 1, perPage: 20 }, filter: {} })).rejects.toThrow(/unknown/);
  });
});

describe('dataProvider.getOne and getMany', () => {
  it('reads one record by id, with partials', async () => {
    const api = stubApi({ data: card });
    const result = await dataProvider.getOne('cards', { id: 7, meta: { partials: ['administrator'] } });
    expect(api.pathAndQuery()).toBe('/api/admin/cards/7?partials[]=administrator');
    expect(result.data).toEqual(card);
  });

  it('reads many records one by one', async () => {
    const api = stubApi({ data: card });
    await dataProvider.getMany('cards', { ids: [7, 8] });
    expect([api.pathAndQuery(0), api.pathAndQuery(1)]).toEqual(['/api/admin/cards/7', '/api/admin/cards/8']);
  });
});
