import { describe, expect, it } from 'vitest';
import { displayAddress, displayAmount, displayFullName, displayName, hasAmount, isEmpty } from '../../../src/domain/display';

describe('isEmpty', () => {
  it.each([[''], ['   '], [null], [undefined], [[]], [['', null, undefined]], [[[], {}, ['']]], [{}]])('treats %j as empty', (value) =>
    expect(isEmpty(value)).toBe(true),
  );

  it.each([[0], [false], ['a'], [[0]], [['', 'x']], [{ a: undefined }], [{ a: 1 }], [new Date(0)], [Number.NaN]])(
    'treats %j as not empty',
    (value) => expect(isEmpty(value)).toBe(false),
  );

  it('treats an object without prototype and no keys as empty', () => {
    expect(isEmpty(Object.create(null))).toBe(true);
  });
});

describe('displayName', () => {
  it("shows 'N/A' for a name with no text", () => {
    for (const name of ['', '   ', null, undefined]) expect(displayName(name)).toBe('N/A');
  });

  it('shows the name trimmed', () => {
    expect(displayName('  Omar Haddad ')).toBe('Omar Haddad');
  });

  it('takes another fallback when asked', () => {
    expect(displayName('', '—')).toBe('—');
  });
});

describe('displayFullName', () => {
  it('joins the parts that have text', () => {
    expect(displayFullName('Omar', 'Haddad')).toBe('Omar Haddad');
    expect(displayFullName('Omar', ' ')).toBe('Omar');
    expect(displayFullName(null, 'Haddad')).toBe('Haddad');
  });

  it("is 'N/A' when neither part has text", () => {
    expect(displayFullName('', null)).toBe('N/A');
  });
});

describe('hasAmount / displayAmount', () => {
  it("shows '-' for 0 or none", () => {
    for (const amount of [0, '0', '0.00', -0, null, undefined, '', '  ', 'abc']) {
      expect(hasAmount(amount)).toBe(false);
      expect(displayAmount(amount)).toBe('-');
    }
  });

  it('shows other amounts with 2 decimals and no symbol', () => {
    expect(displayAmount(1234.5)).toBe('1,234.50');
    expect(displayAmount('1250')).toBe('1,250.00');
    expect(displayAmount(-12.345)).toBe('-12.35');
    expect(displayAmount(0.004)).toBe('0.00');
  });

  it('follows the locale', () => {
    expect(displayAmount(1234.5, 'de')).toBe('1.234,50');
  });
});

describe('displayAddress', () => {
  it('joins the parts that have text, office first', () => {
    expect(displayAddress({ line1: '4 Marina St', line2: 'Office 12', city: 'Dubai', postal_code: null, country_code: 'AE' })).toBe(
      'Office 12, 4 Marina St, Dubai, AE',
    );
    expect(displayAddress({ line1: ' 4 Marina St ', line2: '  ', city: 'Dubai', country_code: 'AE' })).toBe('4 Marina St, Dubai, AE');
  });

  it("is 'N/A' without an address", () => {
    expect(displayAddress(null)).toBe('N/A');
    expect(displayAddress({ line1: '', city: ' ' })).toBe('N/A');
  });
});
