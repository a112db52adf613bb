import { describe, expect, it, vi } from 'vitest';
import { billsManifest } from '../../../../src/resources/bills';
import { cardsManifest } from '../../../../src/resources/cards';
import { dashboardPage } from '../../../../src/custom-pages/dashboard';
import { ROUTE_CATALOGUE } from '../../../../src/layout/navigation/routeCatalogue';
import { preloadRouteViews, routeViewFor } from '../../../../src/layout/navigation/preloadRouteViews';

describe('the view of the page being opened, preloaded beside the shell', () => {
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

  it('starts the download of that view only', () => {
    const list = vi.spyOn(billsManifest.views.list, 'preload').mockResolvedValue(undefined);
    const detail = vi.spyOn(billsManifest.routes[0].component, 'preload').mockResolvedValue(undefined);
    preloadRouteViews('/bills');
    expect(list).toHaveBeenCalledTimes(1);
    expect(detail).not.toHaveBeenCalled();
  });
});
