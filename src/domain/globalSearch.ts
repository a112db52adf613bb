/**
 * Global search (spec §2): ranking, starred routes, quick-action links, keyboard helpers.
 */

export type QuickAction<TIcon = string> = { action: string; icon: TIcon; label: string };

export type SearchItem<TIcon = string> = {
  path: string;
  label: string;
  icon: TIcon;
  tags: readonly string[];
  description: string;
  quickActions: ReadonlyArray<QuickAction<TIcon>>;
};

export type RankedItem<T> = { item: T; score: number; starred: boolean };

export const SEARCH_SCORES = {
  labelContains: 100,
  labelExact: 50,
  labelPrefix: 30,
  perTag: 20,
  description: 10,
} as const;

/**
 * Case-insensitive, additive: label contains the query 100, +50 when it equals it, +30 when it
 * starts with it (an exact label is also a prefix: 180); +20 per tag containing the query;
 * +10 when the description contains it. 0 means no match.
 */
export function searchScore(item: Pick<SearchItem<unknown>, 'label' | 'tags' | 'description'>, query: string): number {
  const q = query.trim().toLocaleLowerCase();
  if (q === '') return 0;
  const label = item.label.toLocaleLowerCase();
  let score = 0;
  if (label.includes(q)) {
    score += SEARCH_SCORES.labelContains;
    if (label === q) score += SEARCH_SCORES.labelExact;
    if (label.startsWith(q)) score += SEARCH_SCORES.labelPrefix;
  }
  for (const tag of item.tags) if (tag.toLocaleLowerCase().includes(q)) score += SEARCH_SCORES.perTag;
  if (item.description.toLocaleLowerCase().includes(q)) score += SEARCH_SCORES.description;
  return score;
}

/**
 * The results for a query: items that match, starred routes first, then by score, then in
 * index order (stable). A blank query lists every item, starred first, in index order.
 */
export function rankSearchItems<T extends Pick<SearchItem<unknown>, 'path' | 'label' | 'tags' | 'description'>>(
  items: readonly T[],
  query: string,
  starredPaths: Iterable<string> = [],
): RankedItem<T>[] {
  const starred = new Set(starredPaths);
  const blank = query.trim() === '';
  return items
    .map((item, index) => ({ item, score: searchScore(item, query), starred: starred.has(item.path), index }))
    .filter((entry) => blank || entry.score > 0)
    .sort((a, b) => Number(b.starred) - Number(a.starred) || b.score - a.score || a.index - b.index)
    .map(({ item, score, starred: isStarred }) => ({ item, score, starred: isStarred }));
}

/** Stars an unstarred route and unstars a starred one. */
export function toggleStarredRoute(starredPaths: readonly string[], path: string): string[] {
  return starredPaths.includes(path) ? starredPaths.filter((p) => p !== path) : [...starredPaths, path];
}

/** Starred routes from local storage; anything malformed reads as none. */
export function parseStarredRoutes(raw: string | null | undefined): string[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return [...new Set(parsed.filter((p): p is string => typeof p === 'string' && p.startsWith('/')))];
  } catch {
    return [];
  }
}

export function serializeStarredRoutes(starredPaths: readonly string[]): string {
  return JSON.stringify([...new Set(starredPaths)]);
}

/** '/cards' + 'create' → '/cards?action=create'. */
export function quickActionHref(path: string, action: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}action=${encodeURIComponent(action)}`;
}

/** Ctrl+K, or Cmd+K on a Mac. */
export function isSearchShortcut(
  event: { key: string; ctrlKey: boolean; metaKey: boolean; altKey?: boolean; shiftKey?: boolean },
  isMac: boolean,
): boolean {
  if (event.key.toLowerCase() !== 'k' || event.altKey || event.shiftKey) return false;
  return isMac ? event.metaKey : event.ctrlKey;
}

/** The highlighted result after an arrow key; wraps at both ends, -1 when there is none. */
export function moveHighlight(current: number, step: 1 | -1, count: number): number {
  if (count <= 0) return -1;
  if (current < 0 || current >= count) return step === 1 ? 0 : count - 1;
  return (current + step + count) % count;
}
