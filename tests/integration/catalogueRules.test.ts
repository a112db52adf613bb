import { describe, expect, it } from 'vitest';
import { defaultErrors, importRowErrors, isTaken, settleDefault, type DefaultableRow } from '../../server/mock-api/policy/catalogues.ts';
import { tagImportRules, tagWriteErrors } from '../../server/mock-api/policy/tags.ts';
import { paymentMethodImportRules } from '../../server/mock-api/policy/paymentMethods.ts';
import { branchWriteErrors } from '../../server/mock-api/policy/branches.ts';

const row = (id: number, is_default: boolean, status: DefaultableRow['status'] = 'active'): DefaultableRow => ({
  id,
  company_id: 'c',
  status,
  is_default,
});

describe('catalogue rules (pure)', () => {
  it('finds a taken name whatever its case and spaces, except on the row itself', () => {
    const rows = [{ id: 1, name: 'Travel' }, { name: 'GITEX' }];
    expect(isTaken(rows, (tag) => tag.name, '  travel ')).toBe(true);
    expect(isTaken(rows, (tag) => tag.name, 'TRAVEL', 1)).toBe(false);
    expect(isTaken(rows, (tag) => tag.name, 'gitex', 1)).toBe(true);
    expect(isTaken(rows, (tag) => tag.name, '')).toBe(false);
    expect(tagWriteErrors(rows, { name: 'Fuel', colour: 'gold' as never, group: 'x'.repeat(61) })).toEqual({
      colour: [expect.stringContaining('The colour must be one of')],
      group: ['The group may not be greater than 60 characters.'],
    });
    expect(branchWriteErrors([{ id: 3, code: 'DXB-01' }], { name: 'B', code: ' DXB-01 ', city: 'Dubai', emirate: 'dubai' })).toEqual({
      code: ['The code has already been taken.'],
    });
  });

  it('keeps one default: a new default unsets the other, a first row becomes it, the default cannot be unset', () => {
    const rows = [row(1, true), row(2, false), row(3, false)];
    settleDefault(rows, rows[2], true);
    expect(rows.map((each) => each.is_default)).toEqual([false, false, true]);
    settleDefault(rows, rows[1], false);
    expect(rows.map((each) => each.is_default)).toEqual([false, false, true]);
    const first = [row(9, false)];
    settleDefault(first, first[0], false);
    expect(first[0].is_default).toBe(true);

    expect(defaultErrors('branch', false, row(1, true))).toEqual({
      is_default: ['This is the default branch; make another one the default instead.'],
    });
    expect(defaultErrors('branch', true, row(2, false, 'archived'))).toHaveProperty('is_default');
    expect(defaultErrors('branch', true, undefined, [{ is_default: true }])).toEqual({
      is_default: ['Only one branch can be the default.'],
    });
    expect(defaultErrors('branch', 'maybe')).toEqual({ is_default: ['The is_default field must be true or false.'] });
    expect(defaultErrors('branch', undefined, row(1, true))).toEqual({});
  });

  it('checks every import row with the create rule and names each error by line and column', () => {
    const rules = tagImportRules([{ id: 1, name: 'Travel' }]);
    const { errors, writes } = importRowErrors(
      [
        { name: 'Fuel', colour: 'orange', group: '' },
        { name: ' ', colour: 'red', group: '' },
        { name: 'fuel', colour: 'teal', group: '', notes: 'x' },
      ],
      rules,
    );
    expect(writes).toHaveLength(3);
    expect(errors).toEqual([
      { line: 1, column: 'notes', message: 'Unknown column "notes"; the columns are: name, colour, group.' },
      { line: 3, column: 'name', message: 'The name field is required.' },
      { line: 4, column: 'name', message: 'The name has already been taken.' },
    ]);
    const methods = importRowErrors([{ type: 'cash', name: 'Till', details: '', is_default: 'YES' }], paymentMethodImportRules([]));
    expect(methods.errors).toEqual([]);
    expect(methods.writes[0]).toEqual({ type: 'cash', name: 'Till', details: null, is_default: true });
  });
});
