import { describe, expect, it } from 'vitest';
import { cardLast4, cardOptionLabel, maskCardNumber } from '../../../src/domain/cards';

describe('cardLast4', () => {
  it('keeps only the last 4 digits of the masked number', () => {
    expect(cardLast4('************4242')).toBe('4242');
    expect(cardLast4('4000 0000 0000 1234')).toBe('1234');
  });

  it('copes with short or missing numbers', () => {
    expect(cardLast4('12')).toBe('12');
    expect(cardLast4('')).toBe('');
    expect(cardLast4(null)).toBe('');
    expect(cardLast4(undefined)).toBe('');
  });
});

describe('maskCardNumber', () => {
  it('shows only the last 4 digits behind a mask', () => {
    expect(maskCardNumber('************4242')).toBe('•••• 4242');
    expect(maskCardNumber('4000000000001234')).not.toContain('4000');
  });

  it('is blank without digits', () => {
    expect(maskCardNumber('****')).toBe('');
  });
});

describe('cardOptionLabel', () => {
  it("reads 'number (name)'", () => {
    expect(cardOptionLabel({ number: '************4242', name: 'Marketing subscriptions' })).toBe('•••• 4242 (Marketing subscriptions)');
  });

  it('shows N/A for a card without a name', () => {
    expect(cardOptionLabel({ number: '************0005', name: '  ' })).toBe('•••• 0005 (N/A)');
  });
});
