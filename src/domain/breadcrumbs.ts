/**
 * Breadcrumbs show at most 5 items (spec §9): the first one and the last ones, with the
 * number left out so the UI can show an ellipsis between them.
 */
import { BREADCRUMB_MAX_ITEMS } from './layout';

export type TrimmedBreadcrumbs<T> = {
  /** Items before the gap (the root). */
  head: T[];
  /** Items after the gap, ending with the current page. */
  tail: T[];
  /** How many items were left out between head and tail (0: no gap). */
  hiddenCount: number;
};

export function trimBreadcrumbs<T>(items: readonly T[], max: number = BREADCRUMB_MAX_ITEMS): TrimmedBreadcrumbs<T> {
  const limit = Math.max(1, Math.floor(max));
  if (items.length <= limit) return { head: [...items], tail: [], hiddenCount: 0 };
  if (limit === 1) return { head: [], tail: items.slice(-1), hiddenCount: items.length - 1 };
  return { head: items.slice(0, 1), tail: items.slice(-(limit - 1)), hiddenCount: items.length - limit };
}
