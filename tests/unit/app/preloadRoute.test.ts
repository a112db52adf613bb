import { afterEach, describe, expect, it, vi } from 'vitest';

const loadSession = vi.fn();
const prefetchListFirstPage = vi.fn();
vi.mock('../../../src/providers/session', () => ({ loadSession }));
vi.mock('../../../src/layout/lists/prefetchListFirstPage', () => ({ prefetchListFirstPage }));

const { billsManifest } = await import('../../../src/resources/bills');
const { cardsManifest } = await import('../../../src/resources/cards');
const { branchesManifest } = await import('../../../src/resources/branches');
const { dashboardPage } = await import('../../../src/custom-pages/dashboard');
const { ROUTE_CATALOGUE } = await import('../../../src/app/routeCatalogue');
const { preloadRoute, routeViewFor } = await import('../../../src/app/preloadRoute');
const { queryClient } = await import('../../../src/providers/queryClient');
const { authProvider } = await import('../../../src/providers/authProvider');
const { companyQueryKey } = await import('../../../src/providers/data/queryKeys');

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the page being opened, preloaded beside the shell', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.clearAllMocks();
    queryClient.clear();
  });

  it('finds the list, create, detail and custom-page views by path', () => {
    expect(routeViewFor('/bills')).toBe(billsManifest.views.list);
    expect(routeViewFor(billsManifest.paths.detail('b-1'))).toBe(billsManifest.routes[0].component);
    expect(routeViewFor('/cards/create')).toBe(cardsManifest.views.create);
    expect(routeViewFor('/')).toBe(dashboardPage.component);
    expect(routeViewFor('/no-such-page')).toBeUndefined();
  });

  it('has a view for every route of the catalogue', () => {
    const without = ROUTE_CATALOGUE.filter((route) => routeViewFor(route.path) === undefined).map((route) => route.path);
    expect(without).toEqual([]);
  });

  it('starts the download of that view only, and settles once its code is in', async () => {
    let arrive: (value: unknown) => void = () => undefined;
    const list = vi.spyOn(billsManifest.views.list, 'preload').mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    const detail = vi.spyOn(billsManifest.routes[0].component, 'preload').mockResolvedValue(undefined);
    loadSession.mockReturnValue(new Promise(() => undefined));
    let settled = false;
    const preloading = preloadRoute({ pathname: '/bills', search: '' }).then(() => (settled = true));
    expect(list).toHaveBeenCalledTimes(1);
    expect(detail).not.toHaveBeenCalled();
    await flush();
    expect(settled).toBe(false);
    arrive(undefined);
    await preloading;
    expect(settled).toBe(true);
  });

  it('settles when the view fails to download (the page’s own import tries again)', async () => {
    vi.spyOn(billsManifest.routes[0].component, 'preload').mockRejectedValue(new Error('offline'));
    await expect(preloadRoute({ pathname: billsManifest.paths.detail('b-1'), search: '' })).resolves.toBeUndefined();
  });

  it('asks for a list page’s first rows once the session is ready, with the URL’s params', async () => {
    vi.spyOn(billsManifest.views.list, 'preload').mockResolvedValue(undefined);
    loadSession.mockResolvedValue({ kind: 'ready', activeCompanyId: 'c-1' });
    await preloadRoute({ pathname: '/bills', search: '?page=2' });
    await flush();
    expect(prefetchListFirstPage).toHaveBeenCalledExactlyOnceWith(billsManifest.listQuery, '?page=2');
  });

  it('asks for the first rows of a list on a route of its own (a catalogue under /settings)', async () => {
    vi.spyOn(branchesManifest.routes[0].component, 'preload').mockResolvedValue(undefined);
    loadSession.mockResolvedValue({ kind: 'ready', activeCompanyId: 'c-1' });
    await preloadRoute({ pathname: branchesManifest.paths.list, search: '' });
    await flush();
    expect(branchesManifest.routes[0].listQuery.resource).toBe('branches');
    expect(prefetchListFirstPage).toHaveBeenCalledExactlyOnceWith(branchesManifest.routes[0].listQuery, '');
  });

  it('asks for no rows without an active company, nor for pages that are not lists', async () => {
    vi.spyOn(billsManifest.views.list, 'preload').mockResolvedValue(undefined);
    vi.spyOn(billsManifest.routes[0].component, 'preload').mockResolvedValue(undefined);
    loadSession.mockResolvedValue({ kind: 'choose_company' });
    await preloadRoute({ pathname: '/bills', search: '' });
    loadSession.mockResolvedValue({ kind: 'ready', activeCompanyId: 'c-1' });
    await preloadRoute({ pathname: billsManifest.paths.detail('b-1'), search: '' });
    await flush();
    expect(prefetchListFirstPage).not.toHaveBeenCalled();
  });

  it('asks the sidebar’s access answers once the session is ready, into the cache its query reads', async () => {
    // The user may do everything but see bills.
    const canAccess = vi
      .spyOn(authProvider, 'canAccess')
      .mockImplementation(async ({ resource }: { resource: string }) => resource !== 'bills');
    vi.spyOn(billsManifest.views.list, 'preload').mockResolvedValue(undefined);
    loadSession.mockResolvedValue({ kind: 'choose_company' });
    await preloadRoute({ pathname: '/bills', search: '' });
    await flush();
    expect(canAccess).not.toHaveBeenCalled();
    loadSession.mockResolvedValue({ kind: 'ready', activeCompanyId: 'c-1' });
    await preloadRoute({ pathname: '/bills', search: '' });
    await flush();
    const allowed = queryClient.getQueryData<Set<string>>(companyQueryKey('route-access'));
    const idOf = (path: string) => ROUTE_CATALOGUE.find((route) => route.path === path)!.id;
    expect(allowed?.has(idOf('/cards'))).toBe(true);
    expect(allowed?.has(idOf('/bills'))).toBe(false);
  });
});
