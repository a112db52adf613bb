/**
 * Answers asked for at page load, before the views that read them mount (a list's first page while its
 * code downloads; the session's company list): such an answer counts as fresh for a moment, so the view
 * mounting with it does not ask again; any other answer keeps the query's own rule.
 */

/** How long an answer asked for at page load counts as fresh for the view that opens with it. */
export const PREFETCHED_FRESH_MS = 5_000;

/** The queries answered at page load, with the time of that answer (a later answer is the view's own). */
const prefetchedAt = new Map<string, number>();

/** The part of a react-query query these read (any query's type fits). */
type AnsweredQuery = { queryHash: string; state: { dataUpdatedAt: number } };

export const markPrefetched = (query: AnsweredQuery): void => void prefetchedAt.set(query.queryHash, query.state.dataUpdatedAt);

/**
 * A `staleTime` for queries that may be answered at page load: that answer is not asked again when the
 * view mounts a moment later; any other answer is stale at once (every visit asks afresh).
 */
export const prefetchedStaleTime = (query: AnsweredQuery): number =>
  prefetchedAt.get(query.queryHash) === query.state.dataUpdatedAt ? PREFETCHED_FRESH_MS : 0;
