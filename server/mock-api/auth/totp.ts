import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as authenticator apps use it: SHA1, 6 digits, 30-second steps. */
const TOTP_SHAPE = { issuer: 'Spendboard', algorithm: 'SHA1', digits: 6, period: 30 } as const;
/** Steps accepted either side of now: one (a code typed as it changes, a clock a little off). */
export const TOTP_WINDOW_STEPS = 1;
export const RECOVERY_CODE_COUNT = 10;

function totpOf(secret: string, email = ''): TOTP {
  return new TOTP({ ...TOTP_SHAPE, label: email, secret: Secret.fromBase32(secret) });
}

/** A new random base32 secret (160 bits, as RFC 4226 recommends). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://totp/…` URI an authenticator app reads from the QR code. */
export function otpauthUri(secret: string, email: string): string {
  return totpOf(secret, email).toString();
}

/** The code of `secret` at `timestamp` (tests and the seed's QA print use it too). */
export function totpCodeAt(secret: string, timestamp: number = Date.now()): string {
  return totpOf(secret).generate({ timestamp });
}

/** Whether `code` (spaces ignored) is the code of `secret` within one step of `timestamp`. */
export function isValidTotpCode(secret: string, code: string, timestamp: number = Date.now()): boolean {
  const digits = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(digits)) return false;
  return totpOf(secret).validate({ token: digits, timestamp, window: TOTP_WINDOW_STEPS }) !== null;
}

/** Ten one-time recovery codes, `xxxxx-xxxxx` of lowercase letters and digits. */
export function newRecoveryCodes(): string[] {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(10);
    const chars = [...bytes].map((byte) => alphabet[byte % alphabet.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/**
 * A second factor for `twoFactor`: a current TOTP code, or one of its unused recovery codes, which is
 * used up (removed) here. False when neither.
 */
export function acceptSecondFactor(
  twoFactor: { secret: string; recovery_codes: string[] },
  code: string,
  timestamp: number = Date.now(),
): boolean {
  if (isValidTotpCode(twoFactor.secret, code, timestamp)) return true;
  const normalized = code.trim().toLowerCase();
  const index = twoFactor.recovery_codes.indexOf(normalized);
  if (index < 0) return false;
  twoFactor.recovery_codes.splice(index, 1);
  return true;
}
