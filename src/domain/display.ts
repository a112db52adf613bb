/**
 * Display rules (spec §5): what counts as empty, names without text, amounts without value.
 */
import { formatCurrency } from './amounts';

/** Shown for a name with no text. */
export const NOT_AVAILABLE = 'N/A';
/** Shown for an amount that is 0 or missing. */
export const NO_AMOUNT = '-';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * Empty: null/undefined, a string with no text (whitespace only counts as empty), an array
 * whose items are all empty (so `[]`, `['', null]`, `[[], {}]`), or a plain object without keys.
 * Numbers (0 too), booleans, dates and objects with keys are not empty.
 */
export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.every(isEmpty);
  if (isPlainObject(value)) return Object.keys(value).length === 0;
  return false;
}

/** The name trimmed, or 'N/A' when it has no text. */
export function displayName(name: string | null | undefined, fallback: string = NOT_AVAILABLE): string {
  const text = (name ?? '').trim();
  return text === '' ? fallback : text;
}

/** 'First Last' from the parts that have text, or 'N/A'. */
export function displayFullName(first: string | null | undefined, last: string | null | undefined): string {
  return displayName(
    [first, last]
      .map((part) => (part ?? '').trim())
      .filter(Boolean)
      .join(' '),
  );
}

/** Whether an amount has a value to show: not missing, not blank, a number and not 0. */
export function hasAmount(amount: number | string | null | undefined): boolean {
  if (amount === null || amount === undefined || String(amount).trim() === '') return false;
  const value = Number(amount);
  return Number.isFinite(value) && value !== 0;
}

/** '-' for 0 or none, otherwise the amount with 2 decimals and no symbol. */
export function displayAmount(amount: number | string | null | undefined, locale = 'en'): string {
  return hasAmount(amount) ? formatCurrency(Number(amount), locale) : NO_AMOUNT;
}

type AddressParts = {
  line1?: string | null;
  line2?: string | null;
  city?: string | null;
  postal_code?: string | null;
  country_code?: string | null;
};

/** An address on one line from the parts that have text ('Office 12, 4 Marina St, Dubai, AE'), or 'N/A'. */
export function displayAddress(address: AddressParts | null | undefined): string {
  if (!address) return NOT_AVAILABLE;
  const parts = [address.line2, address.line1, address.city, address.postal_code, address.country_code];
  return displayName(
    parts
      .map((part) => (part ?? '').trim())
      .filter(Boolean)
      .join(', '),
  );
}
