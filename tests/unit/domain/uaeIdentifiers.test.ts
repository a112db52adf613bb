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

describe('WPS identifiers', () => {
  it('checks the MoHRE person ID (14), routing code (9) and employer ID (13) digits', async () => {
    const ids = await import('../../../src/domain/uaeIdentifiers');
    expect(ids.isValidMohrePersonId('12345678901234')).toBe(true);
    expect(ids.isValidMohrePersonId('1234 5678 9012 34')).toBe(true);
    expect(ids.isValidMohrePersonId('1234567890123')).toBe(false);
    expect(ids.isValidMohrePersonId('1234567890123X')).toBe(false);
    expect(ids.isValidRoutingCode('803320101')).toBe(true);
    expect(ids.isValidRoutingCode('80332010')).toBe(false);
    expect(ids.isValidEmployerId('1234567890123')).toBe(true);
    expect(ids.isValidEmployerId('123456789012')).toBe(false);
    expect(ids.isValidEmployerId(null)).toBe(false);
  });

  it('accepts only UAE IBANs (AE + 21 digits, mod-97) and says how to fix the others', async () => {
    const ids = await import('../../../src/domain/uaeIdentifiers');
    expect(ids.isValidUaeIban('AE07 0331 2345 6789 0123 456')).toBe(true);
    expect(ids.isValidUaeIban('AE070331234567890123457')).toBe(false);
    expect(ids.isValidUaeIban('GB82WEST12345698765432')).toBe(false);
    expect(ids.uaeIbanProblem('AE070331234567890123456')).toBeNull();
    expect(ids.uaeIbanProblem('')).toMatch(/Enter the IBAN/);
    expect(ids.uaeIbanProblem('GB82WEST12345698765432')).toMatch(/starts with AE/);
    expect(ids.uaeIbanProblem('AE07033123456789012345')).toMatch(/21 digits; this one has 20/);
    expect(ids.uaeIbanProblem('AE070331234567890123457')).toMatch(/check digits/);
    expect(ids.isValidUaeIban(ids.ibanFor('AE', '033' + '0000000000123456'))).toBe(true);
  });
});
