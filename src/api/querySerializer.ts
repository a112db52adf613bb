import { stringify } from 'qs';

/**
 * Query strings as the API reads them (spec §7, parsed by `qs` on the server):
 * `partials[]=country`, `sorts[]=created_at:desc`, `filters[in][member_id][]=3`.
 * Brackets in keys and colons in values stay readable; everything else is
 * percent-encoded, so a search text cannot inject a parameter.
 */
export function serializeQuery(params: Record<string, unknown> | undefined): string {
  return stringify(params ?? {}, {
    arrayFormat: 'brackets',
    skipNulls: true,
    encoder: (value, defaultEncoder, charset, type) => {
      const encoded: string = defaultEncoder(value, defaultEncoder, charset);
      return type === 'key' ? encoded.replace(/%5B/gi, '[').replace(/%5D/gi, ']') : encoded.replace(/%3A/gi, ':');
    },
  });
}
