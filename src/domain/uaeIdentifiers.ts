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
  for (let index = 0; index < rearranged.length; index++) {
    const code = rearranged.charCodeAt(index);
    // Digits and A–Z by their char codes (payroll checks thousands of IBANs per call); anything else as before.
    if (code >= 48 && code <= 57) remainder = (remainder * 10 + code - 48) % 97;
    else if (code >= 65 && code <= 90) remainder = (remainder * 100 + code - 55) % 97;
    else for (const digit of String(code - 55)) remainder = (remainder * 10 + Number(digit)) % 97;
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

/** Digits only: what WPS identifiers are stored as (people type spaces and dashes). */
export function normalizeDigits(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** MoHRE person ID (the labour card's personal number): 14 digits. */
export function isValidMohrePersonId(value: string | null | undefined): boolean {
  return typeof value === 'string' && /^\d{14}$/.test(normalizeDigits(value));
}

/** A UAE bank's routing code (the Central Bank's agent ID of the bank branch): 9 digits. */
export function isValidRoutingCode(value: string | null | undefined): boolean {
  return typeof value === 'string' && /^\d{9}$/.test(normalizeDigits(value));
}

/** The employer's MoHRE establishment ID as WPS writes it: 13 digits. */
export function isValidEmployerId(value: string | null | undefined): boolean {
  return typeof value === 'string' && /^\d{13}$/.test(normalizeDigits(value));
}

/** A UAE IBAN: `AE`, then 21 digits (2 check digits, 3 of the bank, 16 of the account), passing the mod-97 check. */
export function isValidUaeIban(value: string | null | undefined): boolean {
  if (typeof value !== 'string') return false;
  const iban = normalizeIban(value);
  return /^AE\d{21}$/.test(iban) && isValidIban(iban);
}

/**
 * What is wrong with a UAE IBAN and how to fix it (null when it is valid): the sentence a form and
 * the SIF checker show.
 */
export function uaeIbanProblem(value: string | null | undefined): string | null {
  const iban = typeof value === 'string' ? normalizeIban(value) : '';
  switch (uaeIbanProblemCode(value)) {
    case 'missing':
      return 'Enter the IBAN: AE followed by 21 digits.';
    case 'not_uae':
      return 'A UAE IBAN starts with AE: enter the employee’s UAE account.';
    case 'length':
      return `A UAE IBAN is AE followed by 21 digits; this one has ${iban.length - 2} characters after AE.`;
    case 'check_digits':
      return 'The check digits do not match the account (mod-97): a digit is mistyped; copy the IBAN again from the bank letter.';
    default:
      return null;
  }
}

export type UaeIbanProblem = 'missing' | 'not_uae' | 'length' | 'check_digits';

/** Which rule a UAE IBAN breaks (null when valid): the app's forms name the fix in the reader's language. */
export function uaeIbanProblemCode(value: string | null | undefined): UaeIbanProblem | null {
  const iban = typeof value === 'string' ? normalizeIban(value) : '';
  if (iban === '') return 'missing';
  if (!iban.startsWith('AE')) return 'not_uae';
  if (!/^AE\d{21}$/.test(iban)) return 'length';
  if (!isValidIban(iban)) return 'check_digits';
  return null;
}
