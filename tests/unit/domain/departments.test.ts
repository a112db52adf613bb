import { describe, expect, it } from 'vitest';
import { departmentPayload } from '../../../src/domain/departments';

describe('departmentPayload', () => {
  it('trims the name and sends the administrator ids as unique numbers', () => {
    expect(departmentPayload({ name: '  Marketing ', administrator_ids: ['12', 12, 14] })).toEqual({
      name: 'Marketing',
      administrator_ids: [12, 14],
    });
  });

  it('on create leaves an inherited limit out and sends any other mode with its amount', () => {
    expect(departmentPayload({ name: 'Ops', limit_mode: '3', limit_amount: 900 }).limit).toBeUndefined();
    expect(departmentPayload({ name: 'Ops', limit_mode: '2', limit_amount: '5000.5' }).limit).toEqual({ mode: '2', amount: 5000.5 });
    expect(departmentPayload({ name: 'Ops', limit_mode: '1', limit_amount: null }).limit).toEqual({ mode: '1', amount: 0 });
  });

  it('on edit sends the limit only when its mode or amount changed', () => {
    const initial = { name: 'Ops', limit_mode: '2' as const, limit_amount: 5000 };
    expect(departmentPayload({ ...initial, name: 'Ops 2' }, initial).limit).toBeUndefined();
    expect(departmentPayload({ ...initial, limit_amount: '6000' }, initial).limit).toEqual({ mode: '2', amount: 6000 });
    expect(departmentPayload({ ...initial, limit_mode: '3' }, initial).limit).toEqual({ mode: '3', amount: 0 });
  });

  it('on edit ignores the amount of a limit that stays inherited', () => {
    const initial = { name: 'Ops', limit_mode: '3' as const, limit_amount: 0 };
    expect(departmentPayload({ ...initial, limit_amount: 700 }, initial).limit).toBeUndefined();
  });
});
