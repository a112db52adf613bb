import qs from 'qs';

/** The API's bracket query strings (`partials[]=x`, `filters[in][type][]=1`) as nested objects. */
export function parseQueryString(query: string): qs.ParsedQs {
  return qs.parse(query, { depth: 5, arrayLimit: 1000 });
}
