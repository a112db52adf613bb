import { describe, expect, it } from 'vitest';
import * as queryString from 'query-string';
import { parse, stringify } from '../../../src/vendor-shims/queryString';

// What react-admin passes: its list parameters (filter and displayed filters as JSON), a clone's record, odd values.
const OBJECTS = [
  {},
  {
    page: 2,
    perPage: 25,
    sort: 'created_at',
    order: 'DESC',
    filter: JSON.stringify({ status: ['active', 'frozen'], q: "Ali's (new) card*" }),
  },
  { displayedFilters: JSON.stringify({ member_id: true }), filter: '{}', page: 1 },
  { source: JSON.stringify({ name: 'فاتورة ١٠٪', amount: 12.5, note: 'a+b=c & d/e?f#g' }) },
  { b: ['x', 'y z', null, undefined], a: undefined, c: null, d: '', e: true, f: 0 },
  { 'key with space': 'v', ключ: 'значение', '!': "'()*" },
];

const SEARCHES = [
  '',
  '?',
  '?page=2&perPage=25&sort=created_at&order=DESC',
  '?filter=%7B%22q%22%3A%22Ali%27s%22%7D&page=1',
  '#a=1&b=2',
  '&a=1&&b',
  '?b=2&a=1&b=3&a',
  '?q=hello+world&x=%D9%81%D8%A7%D8%AA%D9%88%D8%B1%D8%A9',
  '?q=100%&r=%E0%A4%A&s=%41%zz',
  '  ?a=%20b  ',
  '?a=b=c&=empty',
];

describe('query-string as react-admin uses it', () => {
  it.each(OBJECTS.map((object) => [object]))('stringifies %j as query-string does', (object) => {
    expect(stringify(object)).toBe(queryString.stringify(object));
  });

  it.each(SEARCHES.map((search) => [search]))('parses %j as query-string does', (search) => {
    expect({ ...parse(search) }).toEqual({ ...queryString.parse(search) });
    expect(Object.keys(parse(search))).toEqual(Object.keys(queryString.parse(search)));
  });

  it('reads back what it writes', () => {
    const params = OBJECTS[1] as Record<string, string | number>;
    expect({ ...parse(stringify(params)) }).toEqual(Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)])));
  });

  it('is empty for no object and no query', () => {
    expect(stringify(null)).toBe('');
    expect({ ...parse(undefined) }).toEqual({});
  });
});
