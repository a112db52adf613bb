import { describe, expect, it } from 'vitest';
import {
  isSearchShortcut,
  moveHighlight,
  parseStarredRoutes,
  quickActionHref,
  rankSearchItems,
  searchScore,
  serializeStarredRoutes,
  toggleStarredRoute,
  type SearchItem,
} from '../../../src/domain/globalSearch';

const item = (path: string, label: string, tags: string[] = [], description = ''): SearchItem => ({
  path,
  label,
  icon: 'icon',
  tags,
  description,
  quickActions: [],
});

describe('searchScore', () => {
  it('gives 100 when the label contains the query', () => {
    expect(searchScore(item('/x', 'Funding Requests'), 'request')).toBe(100);
  });

  it('adds 30 when the label starts with the query', () => {
    expect(searchScore(item('/x', 'Cards'), 'car')).toBe(130);
  });

  it('adds 50 for an exact match (which is also a prefix: 180)', () => {
    expect(searchScore(item('/x', 'Cards'), 'cards')).toBe(180);
  });

  it('adds 20 per matching tag', () => {
    expect(searchScore(item('/x', 'Expenses', ['receipt', 'receipts', 'spend']), 'receipt')).toBe(40);
  });

  it('adds 10 when the description contains the query', () => {
    expect(searchScore(item('/x', 'Bills', [], 'Pay supplier invoices'), 'invoice')).toBe(10);
  });

  it('adds every rule up', () => {
    expect(searchScore(item('/x', 'Cards', ['cards', 'virtual cards'], 'Manage cards'), 'cards')).toBe(180 + 40 + 10);
  });

  it('ignores case and surrounding spaces of the query', () => {
    expect(searchScore(item('/x', 'Cards', ['CARD']), '  CARD ')).toBe(130 + 20);
  });

  it('is 0 for no match or a blank query', () => {
    expect(searchScore(item('/x', 'Cards', ['plastic'], 'Corporate cards'), 'payroll')).toBe(0);
    expect(searchScore(item('/x', 'Cards'), '   ')).toBe(0);
  });
});

describe('rankSearchItems', () => {
  const items = [
    item('/funds', 'Funding Requests', ['money'], 'Request funds'),
    item('/requests', 'Requests'),
    item('/cards', 'Cards', ['request'], ''),
    item('/payroll', 'Payroll'),
    item('/disputes', 'Disputes', [], 'Dispute a card request'),
  ];
  const paths = (ranked: ReturnType<typeof rankSearchItems>) => ranked.map((r) => r.item.path);

  it('excludes items that do not match', () => {
    expect(paths(rankSearchItems(items, 'request'))).not.toContain('/payroll');
  });

  it('sorts by score: exact, then prefix, then contains, then tag, then description', () => {
    const ranked = rankSearchItems(items, 'requests');
    expect(paths(ranked)).toEqual(['/requests', '/funds']);
    expect(ranked.map((r) => r.score)).toEqual([180, 100]);
    expect(paths(rankSearchItems(items, 'request'))).toEqual(['/requests', '/funds', '/cards', '/disputes']);
  });

  it('puts starred routes first, even with a lower score', () => {
    const ranked = rankSearchItems(items, 'request', ['/disputes']);
    expect(paths(ranked)).toEqual(['/disputes', '/requests', '/funds', '/cards']);
    expect(ranked[0].starred).toBe(true);
    expect(ranked[1].starred).toBe(false);
  });

  it('orders starred routes among themselves by score', () => {
    expect(paths(rankSearchItems(items, 'request', ['/cards', '/requests']))).toEqual(['/requests', '/cards', '/funds', '/disputes']);
  });

  it('does not let a star bring in an item that does not match', () => {
    expect(paths(rankSearchItems(items, 'request', ['/payroll']))).not.toContain('/payroll');
  });

  it('keeps index order between equal scores', () => {
    const twins = [item('/b', 'Beta reports'), item('/a', 'Alpha reports')];
    expect(paths(rankSearchItems(twins, 'reports'))).toEqual(['/b', '/a']);
  });

  it('lists everything for a blank query, starred first, in index order', () => {
    expect(paths(rankSearchItems(items, ' ', ['/payroll']))).toEqual(['/payroll', '/funds', '/requests', '/cards', '/disputes']);
  });

  it('does not reorder the input', () => {
    const copy = [...items];
    rankSearchItems(items, 'request', ['/disputes']);
    expect(items).toEqual(copy);
  });
});

describe('starred routes', () => {
  it('toggles a route on and off', () => {
    expect(toggleStarredRoute(['/cards'], '/bills')).toEqual(['/cards', '/bills']);
    expect(toggleStarredRoute(['/cards', '/bills'], '/cards')).toEqual(['/bills']);
  });

  it('round-trips through storage', () => {
    expect(parseStarredRoutes(serializeStarredRoutes(['/cards', '/bills', '/cards']))).toEqual(['/cards', '/bills']);
  });

  it('reads malformed storage as no stars', () => {
    for (const raw of [null, undefined, '', 'nope', '{"a":1}', '[1,2]', '["https://evil.example"]']) {
      expect(parseStarredRoutes(raw)).toEqual([]);
    }
  });
});

describe('quickActionHref', () => {
  it('adds ?action= to the route', () => {
    expect(quickActionHref('/cards', 'create')).toBe('/cards?action=create');
    expect(quickActionHref('/funds', 'move-money')).toBe('/funds?action=move-money');
  });

  it('appends to an existing query and encodes the action', () => {
    expect(quickActionHref('/reports?tab=1', 'a b')).toBe('/reports?tab=1&action=a%20b');
  });
});

describe('isSearchShortcut', () => {
  const key = (k: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean }> = {}) => ({
    key: k,
    ctrlKey: false,
    metaKey: false,
    ...mods,
  });

  it('is Ctrl+K off a Mac and Cmd+K on a Mac', () => {
    expect(isSearchShortcut(key('k', { ctrlKey: true }), false)).toBe(true);
    expect(isSearchShortcut(key('K', { ctrlKey: true }), false)).toBe(true);
    expect(isSearchShortcut(key('k', { metaKey: true }), true)).toBe(true);
  });

  it('ignores other combinations', () => {
    expect(isSearchShortcut(key('k', { metaKey: true }), false)).toBe(false);
    expect(isSearchShortcut(key('k', { ctrlKey: true }), true)).toBe(false);
    expect(isSearchShortcut(key('k'), false)).toBe(false);
    expect(isSearchShortcut(key('j', { ctrlKey: true }), false)).toBe(false);
    expect(isSearchShortcut(key('k', { ctrlKey: true, shiftKey: true }), false)).toBe(false);
  });
});

describe('moveHighlight', () => {
  it('moves and wraps at both ends', () => {
    expect(moveHighlight(0, 1, 3)).toBe(1);
    expect(moveHighlight(2, 1, 3)).toBe(0);
    expect(moveHighlight(0, -1, 3)).toBe(2);
  });

  it('starts from the first or last item when nothing is highlighted', () => {
    expect(moveHighlight(-1, 1, 3)).toBe(0);
    expect(moveHighlight(-1, -1, 3)).toBe(2);
    expect(moveHighlight(7, 1, 3)).toBe(0);
  });

  it('is -1 without results', () => {
    expect(moveHighlight(0, 1, 0)).toBe(-1);
  });
});
