/**
 * Money (spec §9): 2 decimals, no symbol, at most 10,000,000. Shown amounts carry their currency
 * code and follow the locale (`formatMoney`); the one component that shows them is `<Money>`
 * (`src/layout/Money.tsx`).
 */

export const MAX_AMOUNT = 10_000_000;
export const CURRENCY_PRECISION = 2;
/** MAX_AMOUNT as shown in messages. */
const MAX_AMOUNT_TEXT = MAX_AMOUNT.toLocaleString('en');
/** The currency symbol printed with amounts: none (the currency code is shown apart). */
export const CURRENCY_SYMBOL = '';
export const DEFAULT_LOCALE = 'en';

/** A react-admin validation error: an i18n key and its interpolation values. */
export type ValidationError = { message: string; args: Record<string, unknown> };

const formatters = new Map<string, Intl.NumberFormat>();

/** 1234.5 → '1,234.50' (en); grouping and digits follow the locale. */
export function formatCurrency(amount: number, locale: string = DEFAULT_LOCALE): string {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      minimumFractionDigits: CURRENCY_PRECISION,
      maximumFractionDigits: CURRENCY_PRECISION,
    });
    formatters.set(locale, formatter);
  }
  return `${CURRENCY_SYMBOL}${formatter.format(amount)}`;
}

const moneyFormatters = new Map<string, Intl.NumberFormat>();

function moneyFormatter(currency: string, locale: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let formatter = moneyFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'code',
      minimumFractionDigits: CURRENCY_PRECISION,
      maximumFractionDigits: CURRENCY_PRECISION,
    });
    moneyFormatters.set(key, formatter);
  }
  return formatter;
}

/**
 * An amount with its currency code, for the locale: (11429, 'AED') → 'AED 11,429.00' in English,
 * '11,429.00 AED' (right-to-left, the locale's digits) in Arabic. The code and the number never
 * wrap apart (the locale's no-break space). Every amount a user reads goes through here.
 */
export function formatMoney(amount: number, currency: string, locale: string = DEFAULT_LOCALE): string {
  return moneyFormatter(currency, locale).format(amount);
}

const PLAIN_DECIMAL = /^-?(\d+(\.\d*)?|\.\d+)$/;

function decimals(value: string): number {
  const dot = value.indexOf('.');
  return dot === -1 ? 0 : value.length - dot - 1;
}

/**
 * An amount a user typed: a number from 0 to MAX_AMOUNT with at most 2 decimals.
 * Blank is not this validator's business (use a required validator); returns undefined
 * when valid, else a react-admin validation error keyed `spendboard.validation.amount.*`.
 */
export function validateAmount(value: number | string | null | undefined): ValidationError | undefined {
  if (value === null || value === undefined) return undefined;
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (text === '') return undefined;
  const number = typeof value === 'number' ? value : Number(text);
  if (!Number.isFinite(number) || (typeof value === 'string' && !PLAIN_DECIMAL.test(text))) {
    return { message: 'spendboard.validation.amount.number', args: {} };
  }
  if (number < 0) return { message: 'spendboard.validation.amount.min', args: { min: 0 } };
  if (number > MAX_AMOUNT) return { message: 'spendboard.validation.amount.max', args: { max: MAX_AMOUNT_TEXT } };
  const tooPrecise =
    typeof value === 'number'
      ? Math.abs(number * 100 - Math.round(number * 100)) > 1e-6
      : decimals(text) > CURRENCY_PRECISION && !/^0+$/.test(text.slice(text.indexOf('.') + 1 + CURRENCY_PRECISION));
  if (tooPrecise) return { message: 'spendboard.validation.amount.decimals', args: { decimals: CURRENCY_PRECISION } };
  return undefined;
}
