import { describe, expect, it } from 'vitest';
import {
  acceptSecondFactor,
  isValidTotpCode,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUri,
  totpCodeAt,
} from '../../../server/mock-api/auth/totp.ts';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const NOW = Date.UTC(2026, 10, 28, 8, 0, 15);
const STEP = 30_000;

describe('TOTP (RFC 6238, SHA1, 6 digits, 30 s)', () => {
  it('matches the RFC 6238 test vector for SHA1 at 59 s', () => {
    // RFC 6238 appendix B: secret "12345678901234567890" (base32 GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ), T=59 → 94287082 (8 digits); 6 digits: 287082.
    expect(totpCodeAt('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', 59_000)).toBe('287082');
  });

  it('accepts the code of now and of one step either side, not two', () => {
    expect(isValidTotpCode(SECRET, totpCodeAt(SECRET, NOW), NOW)).toBe(true);
    expect(isValidTotpCode(SECRET, totpCodeAt(SECRET, NOW - STEP), NOW)).toBe(true);
    expect(isValidTotpCode(SECRET, totpCodeAt(SECRET, NOW + STEP), NOW)).toBe(true);
    expect(isValidTotpCode(SECRET, totpCodeAt(SECRET, NOW - 2 * STEP), NOW)).toBe(false);
    expect(isValidTotpCode(SECRET, totpCodeAt(SECRET, NOW + 2 * STEP), NOW)).toBe(false);
  });

  it('ignores spaces and refuses anything but six digits', () => {
    const code = totpCodeAt(SECRET, NOW);
    expect(isValidTotpCode(SECRET, `${code.slice(0, 3)} ${code.slice(3)}`, NOW)).toBe(true);
    expect(isValidTotpCode(SECRET, `${code}0`, NOW)).toBe(false);
    expect(isValidTotpCode(SECRET, 'abcdef', NOW)).toBe(false);
  });

  it('makes a new base32 secret and its otpauth URI', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri(secret, 'a@example.com')).toMatch(/^otpauth:\/\/totp\/Spendboard:a%40example\.com\?issuer=Spendboard&secret=/);
  });
});

describe('recovery codes', () => {
  it('makes ten different codes', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
  });

  it('takes each recovery code once, and a TOTP code without using any', () => {
    const twoFactor = { secret: SECRET, recovery_codes: ['aaaaa-bbbbb', 'ccccc-ddddd'] };
    expect(acceptSecondFactor(twoFactor, totpCodeAt(SECRET, NOW), NOW)).toBe(true);
    expect(twoFactor.recovery_codes).toHaveLength(2);
    expect(acceptSecondFactor(twoFactor, ' AAAAA-BBBBB ', NOW)).toBe(true);
    expect(acceptSecondFactor(twoFactor, 'aaaaa-bbbbb', NOW)).toBe(false);
    expect(twoFactor.recovery_codes).toEqual(['ccccc-ddddd']);
  });
});
