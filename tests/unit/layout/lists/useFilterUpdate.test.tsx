// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ListContextProvider, type ListControllerResult } from 'react-admin';
import { useFilterUpdate } from '../../../../src/layout/lists/useFilterUpdate';

/** A list whose filter is `filterValues` until it re-renders (react-admin writes the URL first). */
function listWith(filterValues: Record<string, unknown>, setFilters: ListControllerResult['setFilters']) {
  const value = { filterValues, setFilters, displayedFilters: {} } as unknown as ListControllerResult;
  return ({ children }: { children: ReactNode }) => <ListContextProvider value={value}>{children}</ListContextProvider>;
}

describe('useFilterUpdate', () => {
  it('builds a second change on the first one before the list re-renders (two tabs clicked in a row)', () => {
    const setFilters = vi.fn();
    const { result } = renderHook(() => useFilterUpdate(), { wrapper: listWith({ approval_status: ['pending'] }, setFilters) });
    result.current(({ approval_status: _removed, ...rest }) => rest);
    result.current((current) => ({ ...current, payment_status: ['paid'] }));
    expect(setFilters).toHaveBeenLastCalledWith({ payment_status: ['paid'] }, {}, false);
  });

  it('follows a filter changed elsewhere once the list shows it', () => {
    const setFilters = vi.fn();
    let filter: Record<string, unknown> = { q: 'fuel' };
    const { result, rerender } = renderHook(() => useFilterUpdate(), {
      wrapper: ({ children }) => listWith(filter, setFilters)({ children }),
    });
    filter = { q: 'taxi' };
    rerender();
    result.current((current) => ({ ...current, overdue: true }));
    expect(setFilters).toHaveBeenLastCalledWith({ q: 'taxi', overdue: true }, {}, false);
  });
});
