import qs from 'qs';

/**
 * The API's bracket query strings (`partials[]=x`, `filters[in][type][]=1`) as nested objects.
 * Null-prototype objects keep every name the client sent (`toString`, `constructor`…) as data, so the
 * validator sees them and rejects unknown ones instead of qs silently dropping them.
 */
export function parseQueryString(query: string): qs.ParsedQs {
  return qs.parse(query, { depth: 5, arrayLimit: 1000, plainObjects: true });
}
