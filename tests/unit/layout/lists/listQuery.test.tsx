// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, ListBase, memoryStore, testDataProvider, TestMemoryRouter, useListContext, type GetListParams } from 'react-admin';
import { defineListQuery, firstPageParams, useListQueryProps, type ListQuery } from '../../../../src/layout/lists/listQuery';
import { markPrefetched, PREFETCHED_FRESH_MS, prefetchedStaleTime } from '../../../../src/providers/prefetchedQueries';

const billsQuery = defineListQuery({ resource: 'bills', sort: { field: 'due_date', order: 'ASC' } });
const expensesQuery = defineListQuery({
  resource: 'expenses',
  sort: { field: 'spent_at', order: 'DESC' },
  filterDefaultValues: () => ({ spent_from: '2026-10-26', spent_until: '2026-11-26' }),
  filter: { is_archived: 0 },
  meta: { partials: ['member'] },
});

const Rows = () => {
  const { data } = useListContext();
  return <p>{data ? `rows: ${data.length}` : 'loading'}</p>;
};

const ListPage = ({ query }: { query: ListQuery }) => (
  <ListBase {...useListQueryProps(query)}>
    <Rows />
  </ListBase>
);

/** The params react-admin's own list controller asks the dataProvider for, opened at `search`. */
async function askedByReactAdmin(query: ListQuery, search: string, store = memoryStore()) {
  const getList = vi.fn(async () => ({ data: [{ id: 1 }], total: 1 }));
  render(
    <TestMemoryRouter initialEntries={[`/${query.resource}${search}`]}>
      <AdminContext dataProvider={testDataProvider({ getList } as never)} store={store} queryClient={new QueryClient()}>
        <ListPage query={query} />
      </AdminContext>
    </TestMemoryRouter>,
  );
  await waitFor(() => expect(getList).toHaveBeenCalled());
  const [resource, { signal: _signal, ...params }] = getList.mock.calls[0] as unknown as [string, GetListParams];
  return { resource, params };
}

describe('the first page a list page asks for, known before the page renders', () => {
  afterEach(cleanup);

  it('is what react-admin’s list asks for with its defaults', async () => {
    const asked = await askedByReactAdmin(billsQuery, '');
    expect(asked).toEqual({ resource: 'bills', params: firstPageParams(billsQuery, '', memoryStore()) });
    expect(asked.params).toEqual({
      pagination: { page: 1, perPage: 20 },
      sort: { field: 'due_date', order: 'ASC' },
      filter: {},
      meta: undefined,
    });
  });

  it('adds the default filters, the permanent filter and the meta as react-admin does', async () => {
    const asked = await askedByReactAdmin(expensesQuery, '');
    expect(asked.params).toEqual(firstPageParams(expensesQuery, '', memoryStore()));
    expect(asked.params.filter).toEqual({ spent_from: '2026-10-26', spent_until: '2026-11-26', is_archived: 0 });
  });

  it('follows the URL’s sort, page and filters (a shared link)', async () => {
    const search = `?${new URLSearchParams({ sort: 'total', order: 'DESC', page: '3', perPage: '50', filter: JSON.stringify({ q: 'fuel' }) })}`;
    const asked = await askedByReactAdmin(billsQuery, search);
    expect(asked.params).toEqual(firstPageParams(billsQuery, search, memoryStore()));
    expect(asked.params).toMatchObject({
      pagination: { page: 3, perPage: 50 },
      sort: { field: 'total', order: 'DESC' },
      filter: { q: 'fuel' },
    });
  });

  it('follows what the list remembers from an earlier visit', async () => {
    const remembered = { sort: 'vendor_name', order: 'ASC', page: 2, perPage: 20, filter: { overdue: 1 } };
    const store = memoryStore({ 'bills.listParams': remembered });
    const asked = await askedByReactAdmin(billsQuery, '', store);
    expect(asked.params).toEqual(firstPageParams(billsQuery, '', memoryStore({ 'bills.listParams': remembered })));
    expect(asked.params).toMatchObject({ pagination: { page: 2 }, sort: { field: 'vendor_name' }, filter: { overdue: 1 } });
  });
});

describe('a prefetched first page', () => {
  afterEach(cleanup);

  it('shows with the list’s first render and is not asked again when the list mounts', async () => {
    const queryClient = new QueryClient();
    const params = firstPageParams(billsQuery, '', memoryStore());
    const queryKey = ['bills', 'getList', params];
    await queryClient.prefetchQuery({ queryKey, queryFn: async () => ({ data: [{ id: 1 }, { id: 2 }], total: 2 }) });
    markPrefetched(queryClient.getQueryCache().find({ queryKey, exact: true })!);
    const getList = vi.fn(async () => ({ data: [], total: 0 }));
    render(
      <TestMemoryRouter initialEntries={['/bills']}>
        <AdminContext dataProvider={testDataProvider({ getList } as never)} store={memoryStore()} queryClient={queryClient}>
          <ListPage query={billsQuery} />
        </AdminContext>
      </TestMemoryRouter>,
    );
    expect(screen.getByText('rows: 2')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(getList).not.toHaveBeenCalled();
  });

  it('is fresh only as the answer the prefetch got: any later answer is stale at once', () => {
    const query = { queryHash: '["bills","getList",{}]', state: { dataUpdatedAt: 1_000 } };
    expect(prefetchedStaleTime(query)).toBe(0);
    markPrefetched(query);
    expect(prefetchedStaleTime(query)).toBe(PREFETCHED_FRESH_MS);
    expect(prefetchedStaleTime({ ...query, state: { dataUpdatedAt: 2_000 } })).toBe(0);
  });
});
