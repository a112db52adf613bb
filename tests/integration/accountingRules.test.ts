import { describe, expect, it } from 'vitest';
import { glAccountWriteErrors, lockDateErrors, taxRateWriteErrors } from '../../server/mock-api/policy/accounting.ts';
import { classificationWriteErrors } from '../../server/mock-api/policy/classifications.ts';

describe('accounting settings rules (pure)', () => {
  it('a GL code is unique whatever the case, with letters, digits, dots and dashes', () => {
    const taken = [{ id: 1, code: '6100' }];
    expect(glAccountWriteErrors(taken, { code: ' 6100 ', name: 'Travel', type: 'expense' })).toEqual({
      code: ['The code has already been taken.'],
    });
    expect(glAccountWriteErrors(taken, { code: '6100', name: 'Travel', type: 'expense' }, { id: 1 } as never)).toEqual({});
    expect(glAccountWriteErrors(taken, { code: '61 00', name: '', type: 'cost' as never })).toEqual({
      code: ['The code may only hold letters, digits, dots and dashes.'],
      name: ['The name field is required.'],
      type: [expect.stringContaining('The type must be one of')],
    });
  });

  it('a tax rate is 0–100 with two decimals; zero-rated and exempt are 0', () => {
    expect(taxRateWriteErrors([], { name: 'VAT', rate: 5.125, type: 'standard' })).toEqual({
      rate: ['The rate may have two decimals at most.'],
    });
    expect(taxRateWriteErrors([], { name: 'VAT', rate: 100.01, type: 'standard' })).toEqual({
      rate: ['The rate must be between 0 and 100.'],
    });
    expect(taxRateWriteErrors([], { name: 'Exempt', rate: 5, type: 'exempt' })).toEqual({ rate: ['A zero-rated or exempt rate is 0%.'] });
    expect(taxRateWriteErrors([], { name: 'VAT 5%', rate: 5, type: 'standard' })).toEqual({});
  });

  it('the lock date is not after today in Dubai', () => {
    const now = new Date('2026-03-10T21:00:00Z');
    expect(lockDateErrors('2026-03-11', now)).toEqual({});
    expect(lockDateErrors('2026-03-12', now)).toEqual({ lock_date: ['The lock date cannot be in the future.'] });
    expect(lockDateErrors(null, now)).toEqual({});
  });

  it('classification rules are bounded lists; a sender is an address or a domain', () => {
    expect(
      classificationWriteErrors([{ name: 'Invoice' }], {
        name: 'invoice',
        priority: 0,
        senders: ['du.ae', 'not a sender'],
        subject_keywords: Array(21).fill('x'),
        body_keywords: ['x'.repeat(61)],
      }),
    ).toEqual({
      name: ['The name has already been taken.'],
      priority: ['The priority must be a whole number from 1 to 999.'],
      senders: ['"not a sender" is not an e-mail address or a domain.'],
      subject_keywords: ['The subject_keywords may not have more than 20 entries.'],
      body_keywords: ['Each entry has 1 to 60 characters.'],
    });
  });
});
