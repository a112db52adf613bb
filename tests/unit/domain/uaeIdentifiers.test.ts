import { describe, expect, it } from 'vitest';
import { formatIban, ibanFor, isValidIban, isValidUaeTrn, normalizeIban, normalizeTrn } from '../../../src/domain/uaeIdentifiers';

describe('isValidUaeTrn', () => {
  it('accepts 15 digits starting with 100, with the spaces and dashes people type', () => {
    expect(isValidUaeTrn('100123456700003')).toBe(true);
    expect(isValidUaeTrn('100-1234-5670-0003')).toBe(true);
    expect(isValidUaeTrn(' 100 1234 5670 0003 ')).toBe(true);
    expect(normalizeTrn('100-1234 5670-0003')).toBe('100123456700003');
  });

  it('refuses another length, another prefix, letters or nothing', () => {
    expect(isValidUaeTrn('10012345670000')).toBe(false);
    expect(isValidUaeTrn('1001234567000031')).toBe(false);
    expect(isValidUaeTrn('200123456700003')).toBe(false);
    expect(isValidUaeTrn('10012345670000A')).toBe(false);
    expect(isValidUaeTrn('')).toBe(false);
    expect(isValidUaeTrn(null)).toBe(false);
    expect(isValidUaeTrn(undefined)).toBe(false);
  });
});

describe('isValidIban (mod-97)', () => {
  it('accepts published example IBANs, in any case and spacing', () => {
    expect(isValidIban('AE070331234567890123456')).toBe(true);
    expect(isValidIban('ae07 0331 2345 6789 0123 456')).toBe(true);
    expect(isValidIban('GB82 WEST 1234 5698 7654 32')).toBe(true);
    expect(isValidIban('SA03 8000 0000 6080 1016 7519')).toBe(true);
    expect(isValidIban('DE89370400440532013000')).toBe(true);
  });

  it('refuses a wrong check digit, a swapped pair, a wrong length for the country, or junk', () => {
    expect(isValidIban('AE070331234567890123457')).toBe(false);
    expect(isValidIban('AE080331234567890123456')).toBe(false);
    expect(isValidIban('AE070331234567890123465')).toBe(false);
    expect(isValidIban('AE07033123456789012345')).toBe(false);
    expect(isValidIban('GB82WEST123456987654321')).toBe(false);
    expect(isValidIban('AE07-0331-2345')).toBe(false);
    expect(isValidIban('')).toBe(false);
    expect(isValidIban(undefined)).toBe(false);
  });

  it('builds IBANs that pass the check (what the seed uses), and formats them in groups of four', () => {
    const iban = ibanFor('AE', '0331234567890123456');
    expect(iban).toBe('AE070331234567890123456');
    expect(isValidIban(ibanFor('ae', '0260001234567890123'))).toBe(true);
    expect(formatIban(iban)).toBe('AE07 0331 2345 6789 0123 456');
    expect(normalizeIban(' ae07 0331 ')).toBe('AE070331');
  });
});
