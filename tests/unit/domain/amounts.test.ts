import { describe, expect, it } from 'vitest';
import { CURRENCY_PRECISION, CURRENCY_SYMBOL, MAX_AMOUNT, formatCurrency, formatMoney, validateAmount } from '../../../src/domain/amounts';
import { englishText } from '../../support/messageLookup';

describe('constants', () => {
  it('are the spec values', () => {
    expect(MAX_AMOUNT).toBe(10_000_000);
    expect(CURRENCY_PRECISION).toBe(2);
    expect(CURRENCY_SYMBOL).toBe('');
  });
});

describe('formatCurrency', () => {
  it('prints 2 decimals and no symbol, English by default', () => {
    expect(formatCurrency(0)).toBe('0.00');
    expect(formatCurrency(1234.5)).toBe('1,234.50');
    expect(formatCurrency(10_000_000)).toBe('10,000,000.00');
    expect(formatCurrency(2.005)).toMatch(/^2\.0[01]$/);
  });

  it('follows the locale given', () => {
    expect(formatCurrency(1234.5, 'de')).toBe('1.234,50');
    expect(formatCurrency(1234.5, 'fr')).toMatch(/^1\s234,50$/u);
  });
});

describe('formatMoney', () => {
  /** Intl separates the code from the number with a no-break space, so they never wrap apart. */
  const spaced = (text: string) => text.replace(/\u00a0/g, ' ');

  it('writes the currency code before the grouped amount, 2 decimals, in English', () => {
    expect(spaced(formatMoney(11429, 'AED'))).toBe('AED 11,429.00');
    expect(spaced(formatMoney(3615.72, 'USD', 'en'))).toBe('USD 3,615.72');
    expect(spaced(formatMoney(0, 'EUR', 'en'))).toBe('EUR 0.00');
    expect(spaced(formatMoney(-5.5, 'AED', 'en'))).toBe('-AED 5.50');
    expect(formatMoney(11429, 'AED', 'en')).toMatch(/^AED\u00a011,429\.00$/);
  });

  it('follows Arabic: the number in the Arabic grouping and digits, then the code, right to left', () => {
    const text = formatMoney(11429, 'AED', 'ar');
    const number = new Intl.NumberFormat('ar', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(11429);
    expect(text).toContain(number);
    expect(text.indexOf(number)).toBeLessThan(text.indexOf('AED'));
    expect(text.startsWith('\u200f')).toBe(true); // the right-to-left mark keeps the order in mixed text
    expect(text).not.toBe(formatMoney(11429, 'AED', 'en'));
  });
});

describe('validateAmount', () => {
  it.each([[0], [0.01], [1250.5], ['1250.50'], ['12.500'], [MAX_AMOUNT], [String(MAX_AMOUNT)], [0.1 + 0.2], ['7'], ['12.'], ['.5']])(
    'accepts %j',
    (value) => expect(validateAmount(value)).toBeUndefined(),
  );

  it('leaves blank to the required validator', () => {
    expect(validateAmount('')).toBeUndefined();
    expect(validateAmount(null)).toBeUndefined();
    expect(validateAmount(undefined)).toBeUndefined();
  });

  it('refuses more than 10,000,000', () => {
    expect(validateAmount(MAX_AMOUNT + 0.01)).toEqual({ message: 'spendboard.validation.amount.max', args: { max: '10,000,000' } });
    expect(validateAmount('10000001')?.message).toBe('spendboard.validation.amount.max');
  });

  it('refuses negative amounts', () => {
    expect(validateAmount(-0.01)).toEqual({ message: 'spendboard.validation.amount.min', args: { min: 0 } });
    expect(validateAmount('-5')?.message).toBe('spendboard.validation.amount.min');
  });

  it('refuses more than 2 decimals', () => {
    expect(validateAmount(1.234)).toEqual({ message: 'spendboard.validation.amount.decimals', args: { decimals: 2 } });
    expect(validateAmount('1.001')?.message).toBe('spendboard.validation.amount.decimals');
    expect(validateAmount(1e-7)?.message).toBe('spendboard.validation.amount.decimals');
  });

  it('refuses what is not a plain number', () => {
    for (const value of ['abc', '1,000', '1e3', '.', '1.2.3', Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(validateAmount(value)?.message).toBe('spendboard.validation.amount.number');
    }
  });

  it('has an English text for every message it returns', () => {
    for (const value of ['abc', -1, MAX_AMOUNT + 1, 1.234]) {
      expect(englishText(validateAmount(value)!.message)).toBeTruthy();
    }
    for (const key of ['required', 'positive', 'over_balance']) {
      expect(englishText(`spendboard.validation.amount.${key}`)).toBeTruthy();
    }
  });
});
