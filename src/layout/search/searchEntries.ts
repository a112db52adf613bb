import type { RankedItem } from '../../domain/globalSearch';
import { SEARCH_HIT_KINDS, type SearchHitKind } from '../../domain/recordSearch';
import type { SearchHit } from '../../providers/data/methods/search';
import type { RouteSearchItem } from '../navigation/searchIndex';

/** One row of the search dialog, in keyboard order: the pages first, then the records by kind. */
export type SearchEntry =
  { type: 'page'; key: string; ranked: RankedItem<RouteSearchItem> } | { type: 'record'; key: string; hit: SearchHit };

export type RecordGroup = { kind: SearchHitKind; entries: Array<Extract<SearchEntry, { type: 'record' }>> };

/**
 * The pages (the spec's ranking, unchanged) and the record groups in SEARCH_HIT_KINDS order, leaving out
 * kinds the app cannot open (`openable`); `all` is the flat keyboard order of both.
 */
export function searchEntries(
  pages: ReadonlyArray<RankedItem<RouteSearchItem>>,
  hits: readonly SearchHit[],
  openable: (kind: SearchHitKind) => boolean,
): { pages: SearchEntry[]; groups: RecordGroup[]; all: SearchEntry[] } {
  const pageEntries: SearchEntry[] = pages.map((ranked) => ({ type: 'page', key: `page:${ranked.item.id}`, ranked }));
  const groups = SEARCH_HIT_KINDS.filter(openable)
    .map((kind) => ({
      kind,
      entries: hits.filter((hit) => hit.kind === kind).map((hit) => ({ type: 'record' as const, key: `${hit.kind}:${hit.id}`, hit })),
    }))
    .filter((group) => group.entries.length > 0);
  return { pages: pageEntries, groups, all: [...pageEntries, ...groups.flatMap((group) => group.entries)] };
}

/** The DOM id of a row (aria-activedescendant, scrolling into view). */
export const searchEntryId = (entry: SearchEntry): string => `search-result-${entry.key.replace(/[^a-z0-9]+/gi, '-')}`;
