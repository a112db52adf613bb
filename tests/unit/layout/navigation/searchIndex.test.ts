import { describe, expect, it } from 'vitest';
import { rankSearchItems } from '../../../../src/domain/globalSearch';
import { ROUTE_CATALOGUE } from '../../../../src/app/routeCatalogue';
import { buildSearchIndex } from '../../../../src/layout/navigation/searchIndex';

const translate = (key: string) => key.replace('spendboard.shell.routes.', '').replace('spendboard.shell.actions.', 'action:');

describe('global search index', () => {
  it('lists every catalogue route with path, label, icon, tags, description and quick actions', () => {
    const index = buildSearchIndex(ROUTE_CATALOGUE, () => true, translate);
    expect(index).toHaveLength(ROUTE_CATALOGUE.length);
    const cards = index.find((item) => item.path === '/cards');
    expect(cards).toMatchObject({ label: 'cards.label', description: 'cards.description', tags: expect.arrayContaining(['virtual']) });
    expect(cards?.quickActions).toEqual([{ action: 'create', icon: expect.anything(), label: 'action:create' }]);
  });

  it('leaves out the quick actions the user may not use', () => {
    const index = buildSearchIndex(
      ROUTE_CATALOGUE,
      () => true,
      translate,
      (route, action) => !(route.id === 'people' && action === 'import'),
    );
    expect(index.find((item) => item.path === '/people')?.quickActions.map(({ action }) => action)).toEqual(['create']);
    expect(index.find((item) => item.path === '/cards')?.quickActions.map(({ action }) => action)).toEqual(['create']);
  });

  it('leaves out the routes the user may not access', () => {
    const denied = new Set(['/cards', '/people', '/settings/roles']);
    const index = buildSearchIndex(ROUTE_CATALOGUE, (route) => !denied.has(route.path), translate);
    for (const path of denied) expect(index.some((item) => item.path === path)).toBe(false);
    expect(index).toHaveLength(ROUTE_CATALOGUE.length - denied.size);
    expect(rankSearchItems(index, 'cards').map(({ item }) => item.path)).not.toContain('/cards');
  });
});
