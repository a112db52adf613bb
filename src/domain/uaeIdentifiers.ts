/**
 * Identifiers of UAE companies and their banks, checked the same way by the app's forms and the
 * mock API: the Tax Registration Number (TRN) and the IBAN. Both accept the spaces and dashes
 * people type; `normalize…` gives the value as stored.
 */

/** A TRN as stored: digits only. */
export function normalizeTrn(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/**
 * UAE TRN: 15 digits; the Federal Tax Authority issues them starting with 100 (VAT and corporate
 * tax registrations, single and group alike). Spaces and dashes are ignored.
 */
export function isValidUaeTrn(value: string | null | undefined): boolean {
  if (typeof value !== 'string') return false;
  return /^100\d{12}$/.test(normalizeTrn(value));
}

/** An IBAN as stored: upper case, no spaces. */
export function normalizeIban(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** IBAN lengths of the region's countries (ISO 13616 registry); any other country: 15 to 34. */
const IBAN_LENGTHS: Readonly<Record<string, number>> = { AE: 23, SA: 24, BH: 22, KW: 30, OM: 23, QA: 29, GB: 22, DE: 22, FR: 27 };

/** The remainder mod 97 of the IBAN's rearranged digits (letters A=10 … Z=35), computed piecewise. */
function ibanRemainder(rearranged: string): number {
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

/**
 * ISO 13616 IBAN: country code, two check digits, then the account (letters and digits), of the
 * country's length; valid when the number formed by moving the first four characters to the end
 * (letters as 10–35) leaves 1 when divided by 97 (the mod-97 rule). Spaces and case are ignored.
 */
export function isValidIban(value: string | null | undefined): boolean {
  if (typeof value !== 'string') return false;
  const iban = normalizeIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const expectedLength = IBAN_LENGTHS[iban.slice(0, 2)];
  if (expectedLength !== undefined && iban.length !== expectedLength) return false;
  return ibanRemainder(iban.slice(4) + iban.slice(0, 4)) === 1;
}

/** The IBAN of an account (`AE` + check digits + bank code and account number): what the seed uses. */
export function ibanFor(country: string, account: string): string {
  const body = normalizeIban(account);
  const check = 98 - ibanRemainder(`${body}${country.toUpperCase()}00`);
  return `${country.toUpperCase()}${String(check).padStart(2, '0')}${body}`;
}

/** `AE070331234567890123456` → `AE07 0331 2345 6789 0123 456`, for display. */
export function formatIban(value: string): string {
  return normalizeIban(value).replace(/(.{4})(?=.)/g, '$1 ');
}
