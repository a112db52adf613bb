import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'qs';
import { serializeQuery } from '../../../src/api/querySerializer';

describe('serializeQuery: the exact query strings of spec §7', () => {
  it.each([
    [{ partials: ['country'] }, 'partials[]=country'],
    [
      { partials: ['cards.limit', 'limit', 'department', 'addresses'] },
      'partials[]=cards.limit&partials[]=limit&partials[]=department&partials[]=addresses',
    ],
    [{ sorts: ['created_at:desc'] }, 'sorts[]=created_at:desc'],
    [{ filters: { in: { member_id: [3] } } }, 'filters[in][member_id][]=3'],
    [{ filters: { in: { status: ['active', 'frozen'] } } }, 'filters[in][status][]=active&filters[in][status][]=frozen'],
    [{ filters: { date_min: { last_charged_at: '2026-01-31' } } }, 'filters[date_min][last_charged_at]=2026-01-31'],
    [{ filters: { date_max: { expired_at: '2027-12-31' } } }, 'filters[date_max][expired_at]=2027-12-31'],
    [{ filters: { exact: { currency: 'AED' } } }, 'filters[exact][currency]=AED'],
    [{ filters: { has: { read_at: 0 } } }, 'filters[has][read_at]=0'],
  ])('%j → %s', (params, expected) => {
    expect(serializeQuery(params)).toBe(expected);
  });

  it('writes the notifications call of §7 in the order given', () => {
    expect(serializeQuery({ sorts: ['created_at:desc'], per_page: 5, page: 1, filters: { has: { read_at: 0 } } })).toBe(
      'sorts[]=created_at:desc&per_page=5&page=1&filters[has][read_at]=0',
    );
  });

  it('percent-encodes values, so a search text cannot add parameters', () => {
    expect(serializeQuery({ search: 'fuel & co=1 #2' })).toBe('search=fuel%20%26%20co%3D1%20%232');
  });

  it('leaves out what is not set', () => {
    expect(serializeQuery({ search: undefined, page: null, partials: [], per_page: 20 })).toBe('per_page=20');
    expect(serializeQuery(undefined)).toBe('');
  });

  it('reads back identically with qs, as the mock API parses it', () => {
    const params = {
      page: '2',
      sorts: ['created_at:desc'],
      search: 'a&b',
      filters: { in: { type: ['1'], member_id: ['3', '4'] }, exact: { currency: 'AED' }, date_min: { last_charged_at: '2026-01-01' } },
    };
    expect(parse(serializeQuery(params))).toEqual(params);
  });
});

describe('serializeQuery writes what qs.stringify wrote (brackets, nulls left out)', () => {
  const qsOf = (params: Record<string, unknown>) =>
    stringify(params, {
      arrayFormat: 'brackets',
      skipNulls: true,
      encoder: (value, defaultEncoder, charset, type) => {
        const encoded: string = defaultEncoder(value, defaultEncoder, charset);
        return type === 'key' ? encoded.replace(/%5B/gi, '[').replace(/%5D/gi, ']') : encoded.replace(/%3A/gi, ':');
      },
    });
  it.each([
    { search: "it's (50%) off! *now* ~ok_-.", page: 0 },
    { search: 'مصروفات الوقود', name: 'Ünïcode ✓ 😀' },
    { filters: { in: { status: [] }, exact: {} }, per_page: 20 },
    { flag: true, other: false, empty: '', nothing: null, gone: undefined },
    { 'odd key&=': 'x', filters: { 'a b': { 'c:d': 'e:f' } } },
    { filters: { in: { member_id: [3, null, 4] } }, list: [{ id: 1, name: 'a' }] },
    { at: new Date(Date.UTC(2026, 10, 29, 7, 30)) },
  ])('%j', (params) => {
    expect(serializeQuery(params)).toBe(qsOf(params));
  });
});
