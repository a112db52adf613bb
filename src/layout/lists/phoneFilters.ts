import { cloneElement, type ReactElement } from 'react';

/**
 * On a phone only the search stays on the page; every other filter moves behind react-admin's
 * `<FilterButton />` (which the list's actions carry) instead of widening the page.
 */
export function phoneFilters(filters: readonly ReactElement<{ source?: string; alwaysOn?: boolean }>[], isPhone: boolean) {
  if (!isPhone) return [...filters];
  return filters.map((filter) => (filter.props.source === 'q' ? filter : cloneElement(filter, { alwaysOn: false })));
}
