import { describe, expect, it } from 'vitest';
import { checkAmount, checkDay, checkNumber, csvNumber } from '../../server/mock-api/policy/catalogues.ts';
import { counterpartDuplicates, counterpartFields, counterpartWriteErrors } from '../../server/mock-api/policy/counterparts.ts';
import { inventoryItemWriteErrors } from '../../server/mock-api/policy/inventory.ts';
import { projectWriteErrors } from '../../server/mock-api/policy/projects.ts';
import { ibanFor } from '../../src/domain/uaeIdentifiers.ts';

const scope = { memberIds: new Set([1, 2]), departmentIds: new Set([10]) };
const project = { name: 'Fit-out', code: 'FIT-01', currency: 'AED' as const };

describe('catalogue number and day checks', () => {
  it('reads number cells, keeping text the rule reports', () => {
    expect(csvNumber({ budget: ' 12.50 ' }, 'budget')).toBe(12.5);
    expect(csvNumber({ budget: '' }, 'budget')).toBeNull();
    expect(csvNumber({ budget: '1,000' }, 'budget')).toBe('1,000');
  });

  it('checks amounts, whole numbers and days', () => {
    const errors = {};
    checkAmount(errors, 'a', 10_000_000.01);
    checkAmount(errors, 'b', 19.999);
    checkAmount(errors, 'c', 19.99);
    checkNumber(errors, 'd', 30.5, { min: 0, max: 365, integer: true });
    checkNumber(errors, 'e', 'ten', { min: 0, max: 365 });
    checkDay(errors, 'f', '2025-02-30');
    checkDay(errors, 'g', '2025-02-28');
    expect(Object.keys(errors)).toEqual(['a', 'b', 'd', 'e', 'f']);
  });
});

describe('projectWriteErrors', () => {
  it('refuses an end date before the start, on end_date', () => {
    expect(projectWriteErrors([], { ...project, start_date: '2025-05-01', end_date: '2025-04-30' }, scope)).toEqual({
      end_date: ['The end date may not be before the start date.'],
    });
    expect(projectWriteErrors([], { ...project, start_date: '2025-05-01', end_date: '2025-05-01' }, scope)).toEqual({});
  });

  it('refuses a taken code (any case) but not its own, and an owner or department of another company', () => {
    const taken = [{ id: 4, code: 'fit-01' }];
    expect(projectWriteErrors(taken, project, scope).code).toEqual(['The code has already been taken.']);
    expect(projectWriteErrors(taken, project, scope, { id: 4 } as never)).toEqual({});
    expect(Object.keys(projectWriteErrors([], { ...project, owner_id: 3, department_ids: [10, 11] }, scope))).toEqual([
      'owner_id',
      'department_ids',
    ]);
  });
});

describe('inventoryItemWriteErrors', () => {
  const item = {
    sku: 'A-1',
    name: 'Paper',
    unit: 'box',
    unit_price: 22.5,
    vat_rate: 'standard' as const,
    quantity_on_hand: 3,
    reorder_level: 1,
  };
  it('refuses a taken SKU, an unknown VAT rate and a negative quantity', () => {
    expect(inventoryItemWriteErrors([], item)).toEqual({});
    const errors = inventoryItemWriteErrors([{ sku: 'a-1' }], { ...item, vat_rate: 'reduced' as never, quantity_on_hand: -1 });
    expect(Object.keys(errors)).toEqual(['sku', 'vat_rate', 'quantity_on_hand']);
  });
});

describe('counterparts', () => {
  const iban = ibanFor('AE', '0260000010000000001');
  const base = { name: 'Gulf Office', payment_terms_days: 30 };

  it('checks the TRN (15 digits from 100), the IBAN (mod 97), e-mails, terms and owner', () => {
    expect(counterpartWriteErrors({ ...base, trn: '100 1234 5678 9003', iban, emails: ['a@b.ae'], owner_id: 1 }, scope.memberIds)).toEqual(
      {},
    );
    const errors = counterpartWriteErrors(
      { ...base, trn: '200123456789003', iban: `${iban.slice(0, -1)}9`, emails: ['nope'], payment_terms_days: 366, owner_id: 7 },
      scope.memberIds,
    );
    expect(Object.keys(errors)).toEqual(['trn', 'emails', 'iban', 'payment_terms_days', 'owner_id']);
  });

  it('stores the TRN as digits and the IBAN without spaces', () => {
    const spaced = iban.replace(/(.{4})/g, '$1 ').toLowerCase();
    expect(counterpartFields({ ...base, trn: '100-1234-5678-9003', iban: spaced })).toMatchObject({ trn: '100123456789003', iban });
  });

  it('names the counterparts that already have a TRN or IBAN, except the one edited', () => {
    const rows = [
      { id: 1, name: 'Gulf Office', trn: '100123456789003', iban },
      { id: 2, name: 'DEWA', trn: '100999999999003', iban: null },
    ];
    expect(counterpartDuplicates(rows, { trn: '100 1234 5678 9003', iban: iban.toLowerCase() })).toEqual({
      trn: [{ id: 1, name: 'Gulf Office' }],
      iban: [{ id: 1, name: 'Gulf Office' }],
    });
    expect(counterpartDuplicates(rows, { trn: '100123456789003' }, 1)).toEqual({ trn: [], iban: [] });
  });
});
