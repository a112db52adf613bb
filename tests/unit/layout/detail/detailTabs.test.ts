import { describe, expect, it } from 'vitest';
import { activeTabIndex, visibleTabs, type DetailTab } from '../../../../src/layout/detail/detailTabs';

const tabs: DetailTab[] = [
  { label: 'overview', path: '/people/overview/7' },
  { label: 'cards', path: '/people/cards/7', hidden: true },
  { label: 'transfer', path: '/people/transfer/7' },
  { label: 'expenses', path: '/people/expenses/7' },
];

describe('detail tabs', () => {
  it('leaves hidden tabs out, keeping the order', () => {
    expect(visibleTabs(tabs).map((tab) => tab.label)).toEqual(['overview', 'transfer', 'expenses']);
  });

  it('highlights the tab whose path matches the location', () => {
    const shown = visibleTabs(tabs);
    expect(activeTabIndex(shown, '/people/expenses/7')).toBe(2);
    expect(activeTabIndex(shown, '/people/overview/7/')).toBe(0);
  });

  it('highlights the parent tab of a nested route, and none for an unrelated path', () => {
    const shown = visibleTabs(tabs);
    expect(activeTabIndex(shown, '/people/transfer/7/new')).toBe(1);
    expect(activeTabIndex(shown, '/people/overview/70')).toBe(-1);
    expect(activeTabIndex(shown, '/cards')).toBe(-1);
  });
});
